// Input rules of the account forms, with the words the spec gives the user (spec 001 §5, spec 000 §5). The web
// app runs them on blur and on submit; the server runs the same ones before it writes anything. Each rule is a
// pure function answering the message to show, or null when the value passes.

import { ISO_DATE, US_DATE, ageOn, parseCalendarDate } from './calendar.ts';

/** Every message a rule can answer, by rule name. The web app's copy repeats these words (validation.*). */
export const VALIDATION_MESSAGES = {
  required: 'Required',
  email: 'Invalid email',
  passwordLength: 'Must be at least 12 characters',
  passwordTooLong: 'Must be at most 128 characters',
  mustMatch: 'Passwords do not match',
  phoneNumber: 'This should be a 10-digit number',
  verificationCode: 'This should be a 6-digit code',
  alphabetical: 'Must be only alphabetical characters',
  middleInitial: 'Middle inital must be one character',
  nameTooLong: 'Must be at most 50 characters',
  suffixTooLong: 'Must be at most 10 characters',
  attestedOver18: 'You must be 18 or older to apply',
  beneficiaryTooYoung: 'Your beneficiary must be 21+',
  greaterThan: 'Added beneficiaries cannot have 0% allocation',
  inRange: 'Value is outside of the valid range',
  ssnTin: 'This should be a 9-digit number',
  dateFormat: 'Format date as mm/dd/yyyy',
  dateRange: 'Date is outside of valid range',
  date: 'Please enter a valid date',
  unitizedRequired: 'All fields are required',
  stateUnsupported: "Looks like that state isn't currently supported",
  postalCode: 'This should be a 5-digit ZIP code',
  uploadLimit: 'Maximum file upload limit exceeded (20)',
} as const;

export type ValidationRule = keyof typeof VALIDATION_MESSAGES;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[ValidationRule];

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 50;
export const SUFFIX_MAX_LENGTH = 10;
export const VERIFICATION_CODE_LENGTH = 6;

// One "@", something on both sides, a dot in the domain, no spaces: what a person can mistype, not RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// A North American number: area code and exchange never start with 0 or 1.
const NANP_PATTERN = /^[2-9]\d{2}[2-9]\d{6}$/;
// Letters of any alphabet, and the marks real names carry between them: spaces, hyphens, apostrophes, periods.
const NAME_PATTERN = /^\p{L}+(?:[\p{L}\p{M}' .-]*[\p{L}\p{M}.])?$/u;

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** 'Required' for an empty or blank value (and an unticked box). */
export function validateRequired(value: string | boolean | null | undefined): string | null {
  if (typeof value === 'boolean') return value ? null : VALIDATION_MESSAGES.required;
  return isBlank(value) ? VALIDATION_MESSAGES.required : null;
}

/** 'Invalid email' for a non-empty value that is not an address (an empty one is validateRequired's job). */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return null;
  return EMAIL_PATTERN.test(email) && email.length <= EMAIL_MAX_LENGTH ? null : VALIDATION_MESSAGES.email;
}

/** A new password: at least 12 characters (spaces count), at most 128. */
export function validatePasswordLength(value: string): string | null {
  if (value === '') return null;
  if (value.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordLength;
  if (value.length > PASSWORD_MAX_LENGTH) return VALIDATION_MESSAGES.passwordTooLong;
  return null;
}

/** mustMatch: the confirmation of a password equals it. */
export function validateMustMatch(value: string, other: string): string | null {
  if (value === '') return null;
  return value === other ? null : VALIDATION_MESSAGES.mustMatch;
}

/** The 10 national digits of a US number typed any way ("(415) 555-0100", "+1 415 555 0100"), or null. */
export function usNationalNumber(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return NANP_PATTERN.test(national) ? national : null;
}

/** A US number in E.164 ("+14155550100"), as the server stores it; null when it is not one. */
export function usPhoneToE164(value: string): string | null {
  const national = usNationalNumber(value);
  return national ? `+1${national}` : null;
}

/** Country code 1 needs 10 digits: 'This should be a 10-digit number'. */
export function validatePhoneNumber(value: string): string | null {
  if (isBlank(value)) return null;
  return usNationalNumber(value) ? null : VALIDATION_MESSAGES.phoneNumber;
}

/** A one-time code is exactly 6 digits. */
export function validateVerificationCode(value: string): string | null {
  if (value === '') return null;
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value)
    ? null
    : VALIDATION_MESSAGES.verificationCode;
}

/** Names: letters only (with the spaces, hyphens, apostrophes and periods names have), at most 50 characters. */
export function validateName(value: string): string | null {
  const name = value.trim();
  if (name === '') return null;
  if (!NAME_PATTERN.test(name)) return VALIDATION_MESSAGES.alphabetical;
  return name.length > NAME_MAX_LENGTH ? VALIDATION_MESSAGES.nameTooLong : null;
}

/** A middle initial is one letter. */
export function validateMiddleInitial(value: string): string | null {
  const initial = value.trim();
  if (initial === '') return null;
  if (initial.length > 1) return VALIDATION_MESSAGES.middleInitial;
  return /^\p{L}$/u.test(initial) ? null : VALIDATION_MESSAGES.alphabetical;
}

/** A suffix (Jr., III): letters and periods, at most 10 characters. */
export function validateSuffix(value: string): string | null {
  const suffix = value.trim();
  if (suffix === '') return null;
  if (!/^[\p{L}.]+$/u.test(suffix)) return VALIDATION_MESSAGES.alphabetical;
  return suffix.length > SUFFIX_MAX_LENGTH ? VALIDATION_MESSAGES.suffixTooLong : null;
}

/** The over-18 attestation at sign-up must be given. */
export function validateAttestedOver18(value: boolean): string | null {
  return value ? null : VALIDATION_MESSAGES.attestedOver18;
}

/** The first message of several rules, in order: `firstProblem(validateRequired(v), validateEmail(v))`. */
export function firstProblem(...problems: Array<string | null>): string | null {
  return problems.find((problem) => problem !== null) ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Rules of the server-driven forms (spec 001 §5). Dates are calendar dates: ISO "yyyy-MM-dd" (what is stored
// and sent), or "MM/dd/yyyy" as people type them; `today` is passed in, since the domain has no clock.

export const SSN_LENGTH = 9;
export const BENEFICIARY_MIN_AGE = 21;

// A calendar date and an age are calendar.ts's; parseCalendarDate stays importable from here for its callers.
export { parseCalendarDate };

/** validateDateFormat: 'Format date as mm/dd/yyyy' for a value that is not a date in an accepted format. */
export function validateDateFormat(value: string): string | null {
  if (isBlank(value)) return null;
  const text = value.trim();
  if (!ISO_DATE.test(text) && !US_DATE.test(text)) return VALIDATION_MESSAGES.dateFormat;
  return parseCalendarDate(text) ? null : VALIDATION_MESSAGES.date;
}

/** validateDateRange: the date lies within [min, max] (either bound optional, "yyyy-MM-dd"). */
export function validateDateRange(value: string, range: { min?: string; max?: string }): string | null {
  const date = isBlank(value) ? null : parseCalendarDate(value);
  if (!date) return null;
  if ((range.min && date < range.min) || (range.max && date > range.max))
    return VALIDATION_MESSAGES.dateRange;
  return null;
}

/**
 * The combined rule of a birthdate: a real day in an accepted format ('Please enter a valid date'), not in the
 * future and not more than 120 years ago, then within the field's range.
 */
export function validateBirthdate(
  value: string,
  today: string,
  range: { min?: string; max?: string } = {},
): string | null {
  if (isBlank(value)) return null;
  const date = parseCalendarDate(value);
  const age = date ? ageOn(date, today) : null;
  if (!date || age === null || age < 0 || age > 120) return VALIDATION_MESSAGES.date;
  return validateDateRange(date, range);
}

/** beneficiaryTooYoung: a beneficiary is at least 21 on `today`. */
export function validateBeneficiaryAge(birthdate: string, today: string): string | null {
  if (isBlank(birthdate)) return null;
  const age = ageOn(birthdate, today);
  return age !== null && age < BENEFICIARY_MIN_AGE ? VALIDATION_MESSAGES.beneficiaryTooYoung : null;
}

const SSN_PATTERN = /^(\d{3})-?(\d{2})-?(\d{4})$/;

/** Whether the SSA could have issued the number: never area 000, 666 or 900-999, group 00 or serial 0000. */
function isIssuableSsn(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && area < '900' && group !== '00' && serial !== '0000';
}

/**
 * ssnTin: nine digits, typed with or without the 3-2-4 hyphens, that the SSA could have issued (the spec's one
 * message covers both).
 */
export function validateSsn(value: string): string | null {
  if (isBlank(value)) return null;
  const [, area, group, serial] = SSN_PATTERN.exec(value.trim()) ?? [];
  return area && group && serial && isIssuableSsn(area, group, serial) ? null : VALIDATION_MESSAGES.ssnTin;
}

/** The nine digits of an SSN or TIN, or null. */
export function ssnDigits(value: string): string | null {
  return validateSsn(value) === null && !isBlank(value) ? value.replace(/\D/g, '') : null;
}

/** inRange: a whole number within [min, max] (either bound optional). */
export function validateInRange(value: number | null, range: { min?: number; max?: number }): string | null {
  if (value === null) return null;
  const outside =
    !Number.isInteger(value) ||
    (range.min !== undefined && value < range.min) ||
    (range.max !== undefined && value > range.max);
  return outside ? VALIDATION_MESSAGES.inRange : null;
}

/** greaterThan: an allocation above the minimum (0 by default). */
export function validateGreaterThan(value: number | null, minimum = 0): string | null {
  if (value === null) return null;
  return value > minimum ? null : VALIDATION_MESSAGES.greaterThan;
}

/** validateUnitizedRequired: every part of a required unitized value (feet and inches, say) is filled. */
export function validateUnitizedRequired(
  value: Readonly<Record<string, number | null>>,
  unitKeys: readonly string[],
): string | null {
  return unitKeys.every((key) => typeof value[key] === 'number' && Number.isFinite(value[key]))
    ? null
    : VALIDATION_MESSAGES.unitizedRequired;
}
