// Mutations answer either their result or `error: UserError { code, message, fields }` (a failure the user can
// act on). unwrap() turns the error into a thrown UserErrorFailure, so a form handles every failure in one
// place: failureOf() reads a user error, a GraphQL error (ApiError) or a network failure alike.
import { ApiError } from './app-error';

/**
 * A problem with one field: the server's UserError fields, and the flows' refused answers alike. `field` is
 * the field's name in the form that shows it (a fixed form's field, a flow input's field id).
 */
export interface FieldProblem {
  field: string;
  message: string;
  /** The rule code the server names (a server-driven form's FormFieldError), looked up in the copy when shown. */
  code?: string;
}

export interface Failure {
  code: string | null;
  message: string | null;
  fields: FieldProblem[];
}

export class UserErrorFailure extends Error {
  readonly code: string;
  readonly fields: FieldProblem[];

  constructor(error: { code: string; message: string; fields: FieldProblem[] }) {
    super(error.message);
    this.name = 'UserErrorFailure';
    this.code = error.code;
    this.fields = error.fields;
  }
}

export function unwrap<
  T extends { error?: { code: string; message: string; fields: FieldProblem[] } | null },
>(payload: T): T {
  if (payload.error) throw new UserErrorFailure(payload.error);
  return payload;
}

export function failureOf(error: unknown): Failure {
  if (error instanceof UserErrorFailure)
    return { code: error.code, message: error.message, fields: error.fields };
  if (error instanceof ApiError) return { code: error.code, message: error.fullMessage, fields: [] };
  return { code: null, message: null, fields: [] };
}
