// The domain's validation messages shown through the copy: a message of packages/domain/validation maps to its
// key (validation.<rule>), so the words can be translated; any other message (the server's) is shown as given.
import type { TFunction } from 'i18next';
import { VALIDATION_MESSAGES, type ValidationRule } from '@wysh/domain/validation';

const RULE_OF_MESSAGE = new Map<string, ValidationRule>(
  (Object.entries(VALIDATION_MESSAGES) as Array<[ValidationRule, string]>).map(([rule, message]) => [
    message,
    rule,
  ]),
);

export function validationText(message: string | null, t: TFunction): string | null {
  if (message === null) return null;
  const rule = RULE_OF_MESSAGE.get(message);
  return rule ? t(`validation.${rule}`) : message;
}
