// One way to fail: a use case answers a Result, either its value or an error with a stable code. Expected
// failures (a wrong code, a taken e-mail, an unknown session) are results, never exceptions; each module names
// its codes as a union, and the edges (GraphQL payloads, OAuth's HTTP answers) turn a failed Result into words
// and shapes in one place each.

/** An expected failure: a stable code, and whatever the module adds (a message, fields, a lock reason...). */
export type ErrorWithCode = { readonly code: string };

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E extends ErrorWithCode> = { readonly ok: false; readonly error: E };
export type Result<T, E extends ErrorWithCode> = Ok<T> | Err<E>;

export function ok(): Ok<void>;
export function ok<T>(value: T): Ok<T>;
export function ok<T>(value?: T): Ok<T | undefined> {
  return { ok: true, value };
}

export const err = <E extends ErrorWithCode>(error: E): Err<E> => ({ ok: false, error });

export const isOk = <T, E extends ErrorWithCode>(result: Result<T, E>): result is Ok<T> => result.ok;
export const isErr = <T, E extends ErrorWithCode>(result: Result<T, E>): result is Err<E> => !result.ok;

/** The value of a successful result transformed; a failure passes through unchanged. */
export const mapResult = <T, U, E extends ErrorWithCode>(
  result: Result<T, E>,
  map: (value: T) => U,
): Result<U, E> => (result.ok ? ok(map(result.value)) : result);

/** The error type a function's Result carries. */
export type ErrorOf<R> = R extends Err<infer E> ? E : never;
