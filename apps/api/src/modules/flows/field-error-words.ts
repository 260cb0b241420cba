// The words of a refused answer, looked up by its code where the GraphQL payload shows it (FormFieldError's
// message and fullMessage, and the payload error's message): the input rules' words from the one catalogue of
// @wysh/domain/validation-messages, the server's own refusals' words below. A refusal of another module (the
// address check) arrives with that module's words and keeps them.
import { isValidationCode } from '@wysh/domain/validation';
import { validationMessage } from '@wysh/domain/validation-messages';
import type { AnswerRefusalCode, FormFieldError } from './answers.ts';

export const ANSWER_REFUSAL_MESSAGES = {
  unknownField: 'This question is not part of this form',
  repeatedField: 'This question was answered twice',
  invalidValue: "This answer isn't valid",
  sensitiveData: 'Looks like something went wrong.',
  uploadRefused: "We couldn't find this upload. Please upload the file again.",
} as const satisfies Record<AnswerRefusalCode, string>;

/** The words of a refused answer ('Required'). */
export function fieldErrorMessage(error: FormFieldError): string {
  if ('message' in error) return error.message;
  return isValidationCode(error.code) ? validationMessage(error.code) : ANSWER_REFUSAL_MESSAGES[error.code];
}

/** The field's label and the words ('First name: Required'). */
export function fieldErrorFullMessage(error: FormFieldError): string {
  return `${error.label}: ${fieldErrorMessage(error)}`;
}
