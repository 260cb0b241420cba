// The words of each validation rule code, exactly as spec 001 §5 (and spec 000 §5) gives them: the one
// catalogue the edges look words up in. The server's GraphQL edge shows them for refused answers and inputs;
// the web app's copy repeats them under validation.<code> (so they can be translated), checked word for word
// by its copy test. Rules never carry words; see validation.ts for the codes. Words that name a rule's limit
// say it as a parameter ({{min}}, {{max}}: i18next's notation, so the copy can hold the same words), filled in
// from the rule's own constant where the words are shown.
import { MAX_UPLOAD_FILES } from './uploads.ts';
import {
  BENEFICIARY_MIN_AGE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SUFFIX_MAX_LENGTH,
  type ValidationCode,
} from './validation.ts';

export const VALIDATION_MESSAGES = {
  required: 'Required',
  email: 'Invalid email',
  passwordLength: 'Must be at least {{min}} characters',
  passwordTooLong: 'Must be at most {{max}} characters',
  mustMatch: 'Passwords do not match',
  phoneNumber: 'This should be a 10-digit number',
  verificationCode: 'This should be a 6-digit code',
  alphabetical: 'Must be only alphabetical characters',
  middleInitial: 'Middle inital must be one character',
  nameTooLong: 'Must be at most {{max}} characters',
  suffixTooLong: 'Must be at most {{max}} characters',
  attestedOver18: 'You must be 18 or older to apply',
  beneficiaryTooYoung: 'Your beneficiary must be 21+',
  beneficiaryNotMinor: 'A minor must be under {{max}}',
  greaterThan: 'Added beneficiaries cannot have 0% allocation',
  inRange: 'Value is outside of the valid range',
  ssnTin: 'This should be a 9-digit number',
  dateFormat: 'Format date as mm/dd/yyyy',
  dateRange: 'Date is outside of valid range',
  date: 'Please enter a valid date',
  unitizedRequired: 'All fields are required',
  stateUnsupported: "Looks like that state isn't currently supported",
  postalCode: 'This should be a 5-digit ZIP code',
  uploadLimit: 'Maximum file upload limit exceeded ({{max}})',
  wholeDollars: 'Enter a whole number of dollars',
  passwordTooCommon: 'This password is too common. Please choose another.',
} as const satisfies Record<ValidationCode, string>;

/** The parameters of the words that name a limit: the rules' own constants. */
export const VALIDATION_PARAMETERS: Partial<Record<ValidationCode, Readonly<Record<string, number>>>> = {
  passwordLength: { min: PASSWORD_MIN_LENGTH },
  passwordTooLong: { max: PASSWORD_MAX_LENGTH },
  nameTooLong: { max: NAME_MAX_LENGTH },
  suffixTooLong: { max: SUFFIX_MAX_LENGTH },
  uploadLimit: { max: MAX_UPLOAD_FILES },
  beneficiaryNotMinor: { max: BENEFICIARY_MIN_AGE },
};

/** The words of a rule code, parameters filled in ('passwordLength' -> 'Must be at least 12 characters'). */
export function validationMessage(code: ValidationCode): string {
  const parameters = VALIDATION_PARAMETERS[code] ?? {};
  return VALIDATION_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (_match, name: string) =>
    String(parameters[name]),
  );
}
