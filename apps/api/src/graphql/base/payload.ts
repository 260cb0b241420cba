// The one mapping from a use case's Result to its GraphQL answer (resolvers stay thin: they call the service and
// hand its Result here): a mutation's payload carries `error: UserError` (one type for every module's failures);
// a query without a payload answers its value, or a GraphQL error with its code (graphql/root/http.ts).
import type { Result } from '@wysh/domain/result';
import { ExpectedError } from '../../shared/expected-error.ts';
import type { UserErrorShape, UserFailure } from '../../shared/user-error.ts';

/** The UserError of any module's failure: its code, its sentence and its fields, nothing else. */
export const userErrorOf = ({ code, message, fields }: UserFailure): UserErrorShape => ({
  code,
  message,
  fields,
});

/**
 * A success answers its value's fields with `success: true` (payloads without `success` ignore it), a failure
 * `success: false` and `error: UserError`, with whatever `besideError` takes from the failure for the payload's
 * other fields (createResponse answers the session as it stands and the refused answers).
 */
export function payloadOf<T extends object | void, E extends UserFailure, B extends object = object>(
  result: Result<T, E>,
  besideError?: (error: E) => B,
): (T & { success: true; error: null }) | (Partial<B> & { success: false; error: UserErrorShape }) {
  if (!result.ok) {
    return { ...besideError?.(result.error), success: false, error: userErrorOf(result.error) };
  }
  return { ...(result.value as T & object), success: true, error: null };
}

/** A query's value, or its failure as a GraphQL error with `extensions.code` (never masked: it is expected). */
export function valueOf<T>(result: Result<T, UserFailure>): T {
  if (!result.ok) throw new ExpectedError(result.error.code, result.error.message);
  return result.value;
}

/** A mutation payload's object type: the value's fields (absent on failure) and `error`. */
export type Payload<T> = Partial<T> & { error?: UserErrorShape | null };
