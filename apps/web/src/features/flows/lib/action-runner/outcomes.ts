// How a command ends, as a value: go on (passing a formAction on, or keeping the one it got), break (the rest
// runs from a modal, or not at all: BREAK_ACTIONS), stop quietly (EXPECTED_ACTION_ERROR), or fail with the
// server's code, words and the fields they concern. Thrown errors of the side effects (GraphQL, network) are
// turned into failures here (toFailure), in one place.
import { ApiError } from '../../../../shared/lib/app-error';
import { UserErrorFailure, type FieldProblem } from '../../../../shared/lib/user-error';

/** The value one action passes on to the next (setFormAction, spec 001 §4.2); null when none. */
export type FormAction = string | null;

export const BREAK_ACTIONS = 'BREAK_ACTIONS';
export const EXPECTED_ACTION_ERROR = 'EXPECTED_ACTION_ERROR';

/** A failure of a command: the server's code and words, and the fields it concerns (by field id). */
export interface ActionFailure {
  code: string | null;
  message: string;
  fullMessage: string | null;
  fields: readonly FieldProblem[];
}

export type Outcome =
  | { kind: 'continue'; formAction?: FormAction }
  | { kind: typeof BREAK_ACTIONS }
  | { kind: typeof EXPECTED_ACTION_ERROR }
  | { kind: 'failed'; failure: ActionFailure };

/** Go on; `formAction` (when given) is what the next action receives, else the one this action got. */
export const proceed = (formAction?: FormAction): Outcome =>
  formAction === undefined ? { kind: 'continue' } : { kind: 'continue', formAction };
export const breakChain = (): Outcome => ({ kind: BREAK_ACTIONS });
export const stopQuietly = (): Outcome => ({ kind: EXPECTED_ACTION_ERROR });
export const fail = (failure: {
  code: string | null;
  message: string;
  fullMessage?: string | null;
  fields?: readonly FieldProblem[];
}): Outcome => ({
  kind: 'failed',
  failure: {
    code: failure.code,
    message: failure.message,
    fullMessage: failure.fullMessage ?? null,
    fields: failure.fields ?? [],
  },
});
export const standardError = (message: string): Outcome => fail({ code: 'STANDARD_ERROR', message });

/** The code of a thrown error, when it carries one (a user error, a GraphQL error). */
export function codeOf(error: unknown): string | null {
  if (error instanceof UserErrorFailure || error instanceof ApiError) return error.code;
  return null;
}

/** A payload's UserError (code, words, fields) as a failure to show. */
export function userErrorFailure(error: {
  code: string;
  message: string;
  fields: readonly FieldProblem[];
}): ActionFailure {
  return { code: error.code, message: error.message, fullMessage: error.message, fields: error.fields };
}

/** Any thrown error as a failure to show. */
export function toFailure(error: unknown): ActionFailure {
  if (error instanceof UserErrorFailure) return userErrorFailure(error);
  if (error instanceof ApiError)
    return { code: error.code, message: error.message, fullMessage: error.fullMessage, fields: [] };
  return { code: null, message: 'Something went wrong.', fullMessage: null, fields: [] };
}
