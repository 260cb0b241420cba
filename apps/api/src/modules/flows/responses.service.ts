// createResponse: saves the answers of the session's current form, all or nothing. Every answer is checked
// against the server's copy of the form first (answers.ts); any refused field and nothing is written. Upload
// answers are confirmed as the caller's finished uploads in the saving transaction (kept as blob ids); a new
// home address is verified by the address provider first. Bound answers are written into the applicant profile
// in the same transaction; a sealed answer (the licence number) is written sealed. Asked for it (`next`), it moves the session on in that transaction and answers the
// next form too, so a press of "Continue" is one request.
import { err, ok, type Result } from '@wysh/domain/result';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { changedProfileFields, writeProfile } from '../profile/applicant.service.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { checkAddressAnswer } from './address-answers.ts';
import { checkAnswers, confirmUploads, type FieldResponse, type FormFieldError } from './answers.ts';
import {
  currentForm,
  flowErrors,
  ownedSessionAndProfile,
  sessionView,
  type FlowError,
  type FlowSessionView,
} from './flow-access.ts';
import type { FlowRegistry } from './flow-registry.ts';
import { changeSession, saveResponses } from './flows.repository.ts';
import { moveSession, type FetchFormResult, type FormCriteria } from './form-moves.ts';
import { renderInput } from './form-render.ts';
import { sealAnswers } from './sealed-answers.ts';

export type CreateResponseInput = {
  flowSessionId: string;
  formIdentifier: string;
  fieldResponses: FieldResponse[];
  /** Move on once saved (fetchForm NEXT with these criteria) and answer the next form. */
  next?: boolean | null;
  criteria?: FormCriteria | null;
};
export type CreateResponseValue = {
  flowSession: FlowSessionView;
  validationErrors: FormFieldError[];
  /** Asked for and saved: the move's answer (the next form, null once finished) or its failure. */
  next?: Result<FetchFormResult, FlowError>;
};
/** A refused submission: the flow's refusal, with the session as it stands and the refused answers. */
export type CreateResponseError = FlowError & {
  flowSession: FlowSessionView | null;
  validationErrors: FormFieldError[];
};
export type CreateResponseResult = Result<CreateResponseValue, CreateResponseError>;

export function createResponsesService(deps: {
  db: Db;
  clock: Clock;
  registry: FlowRegistry;
  sensitive: SensitiveData;
  uploads: Pick<UploadsService, 'ownedUploads' | 'signedBlobId'>;
  addresses: AddressesService;
  logger: Logger;
}) {
  const { db, clock, registry, sensitive, uploads } = deps;
  const moves = { clock, registry, uploads, sensitive };
  const failed = (
    failure: { error: FlowError },
    flowSession: FlowSessionView | null = null,
    validationErrors: FormFieldError[] = [],
  ): CreateResponseResult => err({ ...failure.error, flowSession, validationErrors });

  return {
    async createResponse(viewer: Viewer, input: CreateResponseInput): Promise<CreateResponseResult> {
      const owned = await ownedSessionAndProfile(db, { registry, sensitive }, viewer, input.flowSessionId);
      if (!owned.ok) return failed(owned);
      const { userId, session, flow, profile } = owned.value;
      if (currentForm(session) !== input.formIdentifier)
        return failed(flowErrors.formOutOfDate(), sessionView(session));

      // Checked before anything is written: a refused submission changes nothing, not even the session.
      const compiled = flow.form(input.formIdentifier)!;
      const context = { profile, responses: owned.value.responses, signedBlobId: uploads.signedBlobId };
      const inputs = compiled.inputs.map((entry) => ({
        item: renderInput(entry.item, entry.binding, context),
        binding: entry.binding,
      }));
      const checked = checkAnswers(inputs, input.fieldResponses, { sensitive, today: businessToday(clock) });
      const refused = (errors: FormFieldError[]): CreateResponseResult =>
        failed(flowErrors.validationFailed(errors), sessionView(session), errors);
      if (!checked.ok) return refused(checked.error.errors);
      if (compiled.rejectUnchanged && changedProfileFields(profile, checked.value.profile).length === 0)
        return failed(flowErrors.noChange(), sessionView(session));
      // The provider is asked (through the addresses service and its per-user throttle) before the transaction
      // opens: no row stays locked while it answers.
      const address = await checkAddressAnswer(
        { addresses: deps.addresses, viewer },
        profile,
        checked.value.profile,
        inputs,
      );
      if (!address.ok) return refused(address.error.errors);

      return db.transaction(async (tx) => {
        // Nothing is written before the uploads are confirmed (ownedUploads writes only when all are).
        const files = await confirmUploads(checked.value.uploads, (ids) =>
          uploads.ownedUploads(tx, userId, ids),
        );
        if (!files.ok) return refused(files.error.errors);
        const now = clock.now();
        // Still on the form answered, at the version checked (the row stays locked until the answers are in).
        const saved = await changeSession(tx, session, { updatedAt: now });
        if (!saved) return failed(flowErrors.formOutOfDate(), sessionView(session));
        const answers = sealAnswers(flow, userId, [...checked.value.answers, ...files.value], sensitive);
        await saveResponses(tx, session.id, compiled.slug, answers, now);
        await writeProfile(
          tx,
          { sensitive, now, addressVerified: address.value.verified },
          profile,
          checked.value.profile,
        );
        if (!input.next) return ok({ flowSession: sessionView(saved), validationErrors: [] });
        // The saved answers stay saved whatever the move answers (as two requests would have left them).
        const next = await moveSession(tx, moves, viewer, {
          flowSessionId: session.id,
          direction: 'next',
          currentFormIdentifier: input.formIdentifier,
          criteria: input.criteria,
        });
        return ok({
          flowSession: next.ok ? next.value.flowSession : sessionView(saved),
          validationErrors: [],
          next,
        });
      });
    },
  };
}

export type ResponsesService = ReturnType<typeof createResponsesService>;
