// The failures a use case returns for the user to act on: a stable code (each module names its codes as a
// union), a sentence for people, and the fields it concerns (mapped onto form fields by the web app). A use
// case answers Result<T, UserFailure<ItsCodes>> (@wysh/domain/result); graphql/base/user-error.ts turns one
// into a payload's `error: UserError`.
import { err, type Err } from '@wysh/domain/result';

export type FieldError = { field: string; message: string };

export type UserFailure<C extends string = string> = { code: C; message: string; fields: FieldError[] };

/** Any module's failure, as the GraphQL UserError type shows it. */
export type UserErrorShape = UserFailure;

/** A failed Result for the user: `code` is checked against the union of the use case's return type. */
export const refusal = <C extends string>(
  code: C,
  message: string,
  fields: FieldError[] = [],
): Err<UserFailure<C>> => err({ code, message, fields });
