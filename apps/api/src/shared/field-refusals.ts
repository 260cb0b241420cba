// Refused inputs of a use case, as the GraphQL payload's error shows them: the services name each field and the
// code of the rule it breaks (@wysh/domain/validation), and the spec's words are looked up here by code in the
// one catalogue (@wysh/domain/validation-messages). No service carries validation words or maps them back.
import type { ValidationCode } from '@wysh/domain/validation';
import { validationMessage } from '@wysh/domain/validation-messages';
import type { Err } from '@wysh/domain/result';
import { refusal, type FieldError, type UserFailure } from './user-error.ts';

/** A field and the rule it breaks. */
export type FieldRule = { field: string; code: ValidationCode };

/** The field errors of refused inputs, in the spec's words. */
export function fieldErrors(rules: readonly FieldRule[]): FieldError[] {
  return rules.map(({ field, code }) => ({ field, message: validationMessage(code) }));
}

/**
 * A failure refusing inputs (at least one): its message is the first field's words, as the forms show it.
 * `checks` may hold passing fields (code null); they are left out.
 */
export function refusedFields<C extends string>(
  errorCode: C,
  checks: ReadonlyArray<{ field: string; code: ValidationCode | null }>,
): Err<UserFailure<C>> | null {
  const rules = checks.filter((check): check is FieldRule => check.code !== null);
  if (rules.length === 0) return null;
  const fields = fieldErrors(rules);
  return refusal(errorCode, fields[0]!.message, fields);
}

/** A failed Result refusing one field for one rule. */
export function refusedField<C extends string>(
  errorCode: C,
  field: string,
  code: ValidationCode,
): Err<UserFailure<C>> {
  return refusedFields(errorCode, [{ field, code }])!;
}
