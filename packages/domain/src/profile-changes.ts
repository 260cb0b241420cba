// The rules of a profile edit (spec 001 §5, the account area's name form): blank optional parts are cleared,
// names follow the name rules, and an edit that changes nothing is refused ("Sorry, your information was not
// changed"). Pure, so the server's use case and any later caller apply the same rules.
import {
  firstProblem,
  validateMiddleInitial,
  validateName,
  validateRequired,
  validateSuffix,
  type ValidationCode,
} from './validation.ts';

export const NAME_FIELDS = ['firstName', 'middleName', 'lastName', 'suffix'] as const;
export type NameField = (typeof NAME_FIELDS)[number];
export type Names = Record<NameField, string | null>;

/** An edit as sent: a field left out (undefined) is not to change; null or blank clears it. */
export type NameEdit = Partial<Record<NameField, string | null | undefined>>;

/** A field of the edit and the code of the rule it breaks (the words are the edge's). */
export type FieldRule = { field: NameField; code: ValidationCode };

/** The edit with values trimmed and blanks made null; fields left out stay out. */
export function cleanNameEdit(edit: NameEdit): Partial<Names> {
  const clean: Partial<Names> = {};
  for (const field of NAME_FIELDS) {
    const value = edit[field];
    if (value !== undefined) clean[field] = value?.trim() || null;
  }
  return clean;
}

/** Every field of a cleaned edit that breaks its rule, in form order: first and last names are required. */
export function nameEditProblems(clean: Partial<Names>): FieldRule[] {
  const required = (value: string | null) =>
    firstProblem(validateRequired(value ?? ''), validateName(value ?? ''));
  const problems: Record<NameField, ValidationCode | null> = {
    firstName: clean.firstName === undefined ? null : required(clean.firstName),
    lastName: clean.lastName === undefined ? null : required(clean.lastName),
    middleName: clean.middleName ? validateMiddleInitial(clean.middleName) : null,
    suffix: clean.suffix ? validateSuffix(clean.suffix) : null,
  };
  return (['firstName', 'lastName', 'middleName', 'suffix'] as const)
    .filter((field) => problems[field] !== null)
    .map((field) => ({ field, code: problems[field]! }));
}

/** The fields of a cleaned edit that differ from the current names; empty means "not changed". */
export function changedNames(clean: Partial<Names>, current: Names): Partial<Names> {
  return Object.fromEntries(
    NAME_FIELDS.filter((field) => clean[field] !== undefined && clean[field] !== current[field]).map(
      (field) => [field, clean[field]],
    ),
  ) as Partial<Names>;
}
