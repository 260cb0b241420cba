// What every flow use case starts with: the caller at the flow's level, their own session (another user's id
// answers FLOW_SESSION_NOT_FOUND, never "forbidden"), and the views and errors they answer with.
import type { FlowErrorCode, FlowScope, TerminalBehavior } from '@wysh/forms/protocol';
import { ok, type Result } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { loadApplicantProfile, type ApplicantProfile } from '../profile/applicant.service.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import type { FormFieldError } from './answers.ts';
import { fieldErrorFullMessage, fieldErrorMessage } from './field-error-words.ts';
import type { CompiledFlow, FlowRegistry } from './flow-registry.ts';
import { findSessionOfUser, type FlowSessionRow } from './flows.repository.ts';
import { openAnswers } from './sealed-answers.ts';

export type FlowView = {
  id: string;
  slug: string;
  terminalBehavior: TerminalBehavior;
  defaultScope: FlowScope;
};
export type FlowSessionView = {
  id: string;
  flowSlug: string;
  flowScope: FlowScope;
  formIndex: number;
  currentFormSlug: string | null;
  finished: boolean;
};

export const flowView = (flow: CompiledFlow): FlowView => ({
  id: flow.slug,
  slug: flow.slug,
  terminalBehavior: flow.terminalBehavior,
  defaultScope: flow.defaultScope,
});

export const sessionView = (session: FlowSessionRow): FlowSessionView => ({
  id: session.id,
  flowSlug: session.flowSlug,
  flowScope: session.scope,
  formIndex: session.history.length - 1,
  currentFormSlug: session.finishedAt ? null : (session.history.at(-1) ?? null),
  finished: session.finishedAt !== null,
});

export const currentForm = (session: FlowSessionRow): string | null =>
  session.finishedAt ? null : (session.history.at(-1) ?? null);

/** A flow use case's refusal: its code is one of the protocol's FlowErrorCode (packages/forms). */
export type FlowError = UserFailure<FlowErrorCode>;
const failure = (code: FlowErrorCode, message: string, fields: FlowError['fields'] = []) =>
  refusal(code, message, fields);

export const flowErrors = {
  flowNotFound: () => failure('FLOW_NOT_FOUND', "We couldn't find that flow."),
  sessionNotFound: () =>
    failure('FLOW_SESSION_NOT_FOUND', "We couldn't find that session. Please start again."),
  formOutOfDate: () => failure('FORM_OUT_OF_DATE', 'This page is out of date. Please reload it.'),
  requiredInputMissing: (fieldIds: string[]) =>
    failure(
      'REQUIRED_INPUT_MISSING',
      'Please answer every required question.',
      fieldIds.map((field) => ({ field, message: 'Required' })),
    ),
  validationFailed: (errors: FormFieldError[]) =>
    failure(
      'VALIDATION_FAILED',
      errors[0] ? fieldErrorFullMessage(errors[0]) : 'Please check your answers.',
      errors.map((error) => ({ field: error.fieldId, message: fieldErrorMessage(error) })),
    ),
  noChange: () => failure('NO_CHANGE', 'Sorry, your information was not changed'),
  mutationNotAllowed: () => failure('MUTATION_NOT_ALLOWED', "That action isn't allowed here."),
  invalidPayload: (message: string) => failure('VALIDATION_FAILED', message),
};

/**
 * The caller's open or finished session (not an abandoned one) with its flow and saved answers, at the flow's
 * level; a failure when there is none.
 */
export async function ownedSession(
  db: DbOrTx,
  registry: FlowRegistry,
  viewer: Viewer,
  flowSessionId: string,
): Promise<
  Result<
    { userId: string; session: FlowSessionRow; responses: Map<string, unknown>; flow: CompiledFlow },
    FlowError
  >
> {
  const { userId } = requireUser(viewer, 'identified');
  const found = await findSessionOfUser(db, userId, flowSessionId);
  const flow = found && registry.flow(found.session.flowSlug);
  if (!found || found.session.abandonedAt || !flow) return flowErrors.sessionNotFound();
  requireUser(viewer, flow.authLevel);
  return ok({ userId, flow, ...found });
}

/**
 * ownedSession with the caller's applicant profile, read at the same time (on a PostgreSQL pool the two reads
 * take one round trip's wait instead of two), and its sealed answers opened (sealed-answers.ts): what the forms
 * are rendered, checked and moved with.
 */
export async function ownedSessionAndProfile(
  db: DbOrTx,
  deps: { registry: FlowRegistry; sensitive: Pick<SensitiveData, 'sealText' | 'openText'> },
  viewer: Viewer,
  flowSessionId: string,
) {
  const { userId } = requireUser(viewer, 'identified');
  const [owned, profile] = await Promise.all([
    ownedSession(db, deps.registry, viewer, flowSessionId),
    profileOf(db, userId),
  ]);
  if (!owned.ok) return owned;
  const { flow, responses } = owned.value;
  return ok({ ...owned.value, responses: openAnswers(flow, userId, responses, deps.sensitive), profile });
}

/** The applicant profile a form is rendered and checked with. */
export async function profileOf(db: DbOrTx, userId: string): Promise<ApplicantProfile> {
  const profile = await loadApplicantProfile(db, userId);
  if (!profile) throw new Error('The session belongs to a user that does not exist.');
  return profile;
}
