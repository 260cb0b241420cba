// executeGroupMutation: the api groups of a form (executeGroupApi, createAcknowledgements) run a mutation by
// key. Only the keys listed here run (MUTATION_NOT_ALLOWED otherwise), each through the use case that owns it
// (the phone verification service adds phone numbers; nothing is duplicated here).
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { PhoneVerificationService } from '../accounts/phone-verification.service.ts';
import type { AcknowledgementsService } from '../acknowledgements/acknowledgements.service.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { flowErrors, ownedSession, type Failure } from './flow-access.ts';
import { GROUP_MUTATION_KEYS, type GroupMutationKey } from './flow-definition.ts';
import type { FlowRegistry } from './flow-registry.ts';

export type ExecuteGroupMutationInput = {
  flowSessionId?: string | null;
  mutationKey: string;
  inputPayload?: unknown;
};
export type ExecuteGroupMutationResult = { response: unknown } | Failure;

const payloads = {
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
} satisfies Record<GroupMutationKey, z.ZodType>;

const isKnownKey = (key: string): key is GroupMutationKey =>
  (GROUP_MUTATION_KEYS as readonly string[]).includes(key);

export function createGroupMutationsService(deps: {
  db: Db;
  registry: FlowRegistry;
  phoneVerification: PhoneVerificationService;
  acknowledgements: AcknowledgementsService;
}) {
  const { db, registry, phoneVerification, acknowledgements } = deps;

  return {
    async executeGroupMutation(
      viewer: Viewer,
      input: ExecuteGroupMutationInput,
    ): Promise<ExecuteGroupMutationResult> {
      const { userId } = requireUser(viewer, 'identified');
      if (input.flowSessionId) {
        const owned = await ownedSession(db, registry, viewer, input.flowSessionId);
        if ('error' in owned) return owned;
      }
      const key = input.mutationKey;
      if (!isKnownKey(key)) return flowErrors.mutationNotAllowed();
      const invalid = () => flowErrors.invalidPayload(`The ${key} body is not valid.`);

      if (key === 'createPhoneNumber') {
        const body = payloads.createPhoneNumber.safeParse(input.inputPayload);
        if (!body.success) return invalid();
        const result = await phoneVerification.createPhoneNumber(viewer, body.data);
        if ('error' in result) return { error: result.error };
        // The same shape the createPhoneNumber mutation answers (its status is the ContactStatus enum).
        const { phoneNumber } = result;
        return { response: { phoneNumber: { ...phoneNumber, status: phoneNumber.status.toUpperCase() } } };
      }
      const body = payloads.createAcknowledgement.safeParse(input.inputPayload);
      if (!body.success) return invalid();
      const result = await acknowledgements.acknowledge(userId, body.data);
      return 'error' in result ? result : { response: result };
    },
  };
}

export type GroupMutationsService = ReturnType<typeof createGroupMutationsService>;
