// createResponse: saves the answers of the session's current form, all or nothing. Every answer is checked
// against the server's copy of the form first (answers.ts); any refused field and nothing is written. Bound
// answers are written into the applicant profile in the same transaction.
import type { Db } from '../../db/database';
import { businessToday, type Clock } from '../../shared/clock';
import type { Viewer } from '../auth/viewer';
import { changedProfileFields, writeProfile } from '../profile/profile-writer';
import type { SensitiveData } from '../sensitive-data/sensitive-data';
import { checkAnswers, type FieldResponse, type FormFieldError } from './answers';
import {
  currentForm,
  flowErrors,
  ownedSession,
  renderContext,
  sessionView,
  type Failure,
  type FlowSessionView,
} from './flow-access';
import type { FlowRegistry } from './flow-registry';
import { saveResponses, updateSession } from './flows.repository';
import { renderInput } from './form-render';

export type CreateResponseInput = {
  flowSessionId: string;
  formIdentifier: string;
  fieldResponses: FieldResponse[];
};
export type CreateResponseResult = {
  flowSession: FlowSessionView | null;
  validationErrors: FormFieldError[];
  error?: Failure['error'];
};

export function createResponsesService(deps: {
  db: Db;
  clock: Clock;
  registry: FlowRegistry;
  sensitive: SensitiveData;
}) {
  const { db, clock, registry, sensitive } = deps;
  const failed = (failure: Failure, flowSession: FlowSessionView | null = null): CreateResponseResult => ({
    flowSession,
    validationErrors: [],
    ...failure,
  });

  return {
    async createResponse(viewer: Viewer, input: CreateResponseInput): Promise<CreateResponseResult> {
      return db.transaction(async (tx) => {
        const owned = await ownedSession(tx, registry, viewer, input.flowSessionId, { forUpdate: true });
        if ('error' in owned) return failed(owned);
        const { userId, session, flow } = owned;
        if (currentForm(session) !== input.formIdentifier)
          return failed(flowErrors.formOutOfDate(), sessionView(session));

        const compiled = flow.form(input.formIdentifier)!;
        const context = await renderContext(tx, userId, session.id);
        const inputs = compiled.inputs.map((entry) => ({
          item: renderInput(entry.item, entry.binding, context),
          binding: entry.binding,
        }));
        const checked = checkAnswers(inputs, input.fieldResponses, {
          sensitive,
          today: businessToday(clock),
        });
        if (!checked.ok) {
          return {
            flowSession: sessionView(session),
            validationErrors: checked.errors,
            ...flowErrors.validationFailed(checked.errors),
          };
        }
        if (compiled.rejectUnchanged && changedProfileFields(context.profile, checked.profile).length === 0)
          return failed(flowErrors.noChange(), sessionView(session));

        const now = clock.now();
        await saveResponses(tx, session.id, compiled.slug, checked.answers, now);
        await writeProfile(tx, { sensitive, now }, context.profile, checked.profile);
        const updated = await updateSession(tx, session.id, { updatedAt: now });
        return { flowSession: sessionView(updated), validationErrors: [] };
      });
    },
  };
}

export type ResponsesService = ReturnType<typeof createResponsesService>;
