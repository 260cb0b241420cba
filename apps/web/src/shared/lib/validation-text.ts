// Where the web app turns a field's problem into words: a rule code of @wysh/domain/validation (what the shared
// rules answer, and the code a server-driven form's FormFieldError carries) is looked up in the copy
// (validation.<code>, the catalogue's words, translatable, with the rule's limits as parameters); anything else is words the server already gave
// (a fixed form's UserError field) and is shown as given.
import type { TFunction } from 'i18next';
import { isValidationCode } from '@wysh/domain/validation';
import { VALIDATION_PARAMETERS } from '@wysh/domain/validation-messages';

/** A field problem as the forms hold it: a rule code, or words the server gave. */
export type ShownProblem = string;

export function validationText(problem: ShownProblem | null, t: TFunction): string | null {
  if (problem === null) return null;
  return isValidationCode(problem)
    ? t(`validation.${problem}`, VALIDATION_PARAMETERS[problem] ?? {})
    : problem;
}
