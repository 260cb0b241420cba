// executeGroupMutation: the api groups of a form (executeGroupApi, createAcknowledgements) run a mutation by
// key. The keys are the protocol's one list (GROUP_MUTATION_KEYS of @wysh/forms, with each body and response);
// each runs through the use case that owns it (the phone verification service adds phone numbers; nothing is
// duplicated here); any other key answers MUTATION_NOT_ALLOWED.
import {
  isGroupMutationKey,
  type GroupMutationBodies,
  type GroupMutationKey,
  type GroupMutationResponses,
} from '@wysh/forms/group-mutations';
import { ok, type Result } from '@wysh/domain/result';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AccountsError } from '../accounts/accounts.service.ts';
import type { PhoneVerificationService } from '../accounts/phone-verification.service.ts';
import {
  acknowledgementLevel,
  type AcknowledgementsError,
  type AcknowledgementsService,
} from '../acknowledgements/acknowledgements.service.ts';
import type { BeneficiariesError, BeneficiariesService } from '../beneficiaries/beneficiaries.service.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { flowErrors, ownedSession, type FlowError } from './flow-access.ts';
import type { FlowRegistry } from './flow-registry.ts';

export type ExecuteGroupMutationInput = {
  flowSessionId?: string | null;
  mutationKey: string;
  inputPayload?: unknown;
};
/** A group mutation is refused by the flow, or by the use case its key runs. */
export type GroupMutationError = FlowError | AccountsError | AcknowledgementsError | BeneficiariesError;
export type ExecuteGroupMutationResult = Result<
  { response: GroupMutationResponses[GroupMutationKey] },
  GroupMutationError
>;

const bodies = {
  createPhoneNumber: z.object({
    phoneNumber: z.string().max(40),
    smsMarketing: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  }),
  createAcknowledgement: z.object({
    recordId: z.string(),
    recordType: z.enum(['document', 'disclosure']),
    contextId: z.string(),
    contextType: z.enum(['InsuranceApplication', 'InsuranceMembership']),
  }),
  updateBeneficiaryAllocations: z.object({
    beneficiaryAllocations: z
      .array(z.object({ beneficiaryId: z.string().max(100), allocation: z.number() }))
      .max(100),
  }),
} satisfies {
  [K in 'createPhoneNumber' | 'createAcknowledgement' | 'updateBeneficiaryAllocations']: z.ZodType<
    GroupMutationBodies[K]
  >;
};

type Handler<K extends GroupMutationKey> = (
  viewer: Viewer,
  userId: string,
  payload: unknown,
) => Promise<Result<{ response: GroupMutationResponses[K] }, GroupMutationError>>;

export function createGroupMutationsService(deps: {
  db: Db;
  registry: FlowRegistry;
  phoneVerification: PhoneVerificationService;
  acknowledgements: AcknowledgementsService;
  documents: Pick<DocumentsService, 'documents'>;
  beneficiaries: Pick<BeneficiariesService, 'updateBeneficiaryAllocation'>;
}) {
  const { db, registry, phoneVerification, acknowledgements, documents, beneficiaries } = deps;
  const invalid = (key: GroupMutationKey) => flowErrors.invalidPayload(`The ${key} body is not valid.`);

  // Every key of the protocol has its handler: the compiler says when the list grows.
  const handlers: { [K in GroupMutationKey]: Handler<K> } = {
    async createPhoneNumber(viewer, _userId, payload) {
      const body = bodies.createPhoneNumber.safeParse(payload);
      if (!body.success) return invalid('createPhoneNumber');
      const result = await phoneVerification.createPhoneNumber(viewer, body.data);
      if (!result.ok) return result;
      // The same shape the createPhoneNumber mutation answers (its status is the ContactStatus enum).
      const { phoneNumber } = result.value;
      return ok({ response: { phoneNumber: { ...phoneNumber, status: phoneNumber.status.toUpperCase() } } });
    },
    async createAcknowledgement(viewer, userId, payload) {
      const body = bodies.createAcknowledgement.safeParse(payload);
      if (!body.success) return invalid('createAcknowledgement');
      // Signing a document needs a verified session, as the createAcknowledgement mutation.
      requireUser(viewer, acknowledgementLevel(body.data.recordType));
      const result = await acknowledgements.acknowledge(userId, body.data);
      return result.ok ? ok({ response: result.value }) : result;
    },
    /** showInsuranceApplication: the link to the PDF of the application as the answers stand now. */
    async applicationDocument(viewer) {
      const [application] = await documents.documents(viewer, ['application']);
      if (!application) throw new Error('No published version of the application document');
      return ok({ response: { url: application.pdf.url } });
    },
    /** The allocation form's submit: all or nothing, as updateBeneficiaryAllocation. */
    async updateBeneficiaryAllocations(viewer, _userId, payload) {
      const body = bodies.updateBeneficiaryAllocations.safeParse(payload);
      if (!body.success) return invalid('updateBeneficiaryAllocations');
      const result = await beneficiaries.updateBeneficiaryAllocation(viewer, body.data);
      return result.ok ? ok({ response: {} }) : result;
    },
  };

  return {
    async executeGroupMutation(
      viewer: Viewer,
      input: ExecuteGroupMutationInput,
    ): Promise<ExecuteGroupMutationResult> {
      const { userId } = requireUser(viewer, 'identified');
      if (input.flowSessionId) {
        const owned = await ownedSession(db, registry, viewer, input.flowSessionId);
        if (!owned.ok) return owned;
      }
      const key = input.mutationKey;
      if (!isGroupMutationKey(key)) return flowErrors.mutationNotAllowed();
      const handler = handlers[key] as Handler<GroupMutationKey>;
      return handler(viewer, userId, input.inputPayload);
    },
  };
}

export type GroupMutationsService = ReturnType<typeof createGroupMutationsService>;
