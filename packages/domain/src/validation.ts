// Input rules of the account forms and of the server-driven forms (spec 001 §5, spec 000 §5). The web app runs
// them on blur and on submit; the server runs the same ones before it writes anything. Each rule is a pure
// function answering the code of the rule a value breaks, or null when it passes: the words are the edge's
// (validation-messages.ts for the server, the copy's validation.<code> for the browser).

import { ISO_DATE, US_DATE, ageOn, parseCalendarDate } from './calendar.ts';

/**
 * Every rule code a rule can answer: the rule's name in spec 001 §5 where the table names one. Codes are
 * stable (the wire's FormFieldError.code and the copy keys validation.<code> use them); the words a person
 * reads are looked up by code at the edge (validation-messages.ts, the web app's copy).
 */
export const VALIDATION_CODES = [
  'required',
  'email',
  'passwordLength',
  'passwordTooLong',
  'mustMatch',
  'phoneNumber',
  'verificationCode',
  'alphabetical',
  'middleInitial',
  'nameTooLong',
  'suffixTooLong',
  'attestedOver18',
  'beneficiaryTooYoung',
  // A beneficiary of kind minor is under 21: one who is 21 or older is an individual (spec 001 §5's 21+).
  'beneficiaryNotMinor',
  'greaterThan',
  'inRange',
  'ssnTin',
  'dateFormat',
  'dateRange',
  'date',
  'unitizedRequired',
  'stateUnsupported',
  'postalCode',
  'uploadLimit',
  // Amounts people choose (cover, wyshes) are whole dollars (spec 000 §9).
  'wholeDollars',
  // The server's own password rule (the list of common passwords stays out of the browser).
  'passwordTooCommon',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(VALIDATION_CODES);

/** Whether a string is one of the rule codes (a server's field error may carry other codes). */
export function isValidationCode(code: string): code is ValidationCode {
  return KNOWN_CODES.has(code);
}

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

/** required: an empty or blank value (and an unticked box) is refused. */
export function validateRequired(value: string | boolean | null | undefined): ValidationCode | null {
  if (typeof value === 'boolean') return value ? null : 'required';
  return isBlank(value) ? 'required' : null;
}

/** email: a non-empty value that is not an address (an empty one is validateRequired's job). */
export function validateEmail(value: string): ValidationCode | null {
  const email = value.trim();
  if (email === '') return null;
  return EMAIL_PATTERN.test(email) && email.length <= EMAIL_MAX_LENGTH ? null : 'email';
}

/** A new password: at least 12 characters (spaces count), at most 128. */
export function validatePasswordLength(value: string): ValidationCode | null {
  if (value === '') return null;
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordLength';
  if (value.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

/** mustMatch: the confirmation of a password equals it. */
export function validateMustMatch(value: string, other: string): ValidationCode | null {
  if (value === '') return null;
  return value === other ? null : 'mustMatch';
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

/** phoneNumber: country code 1 needs 10 digits. */
export function validatePhoneNumber(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  return usNationalNumber(value) ? null : 'phoneNumber';
}

/** A one-time code is exactly 6 digits. */
export function validateVerificationCode(value: string): ValidationCode | null {
  if (value === '') return null;
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value) ? null : 'verificationCode';
}

/** Names: letters only (with the spaces, hyphens, apostrophes and periods names have), at most 50 characters. */
export function validateName(value: string): ValidationCode | null {
  const name = value.trim();
  if (name === '') return null;
  if (!NAME_PATTERN.test(name)) return 'alphabetical';
  return name.length > NAME_MAX_LENGTH ? 'nameTooLong' : null;
}

/** A middle initial is one letter. */
export function validateMiddleInitial(value: string): ValidationCode | null {
  const initial = value.trim();
  if (initial === '') return null;
  if (initial.length > 1) return 'middleInitial';
  return /^\p{L}$/u.test(initial) ? null : 'alphabetical';
}

/** A suffix (Jr., III): letters and periods, at most 10 characters. */
export function validateSuffix(value: string): ValidationCode | null {
  const suffix = value.trim();
  if (suffix === '') return null;
  if (!/^[\p{L}.]+$/u.test(suffix)) return 'alphabetical';
  return suffix.length > SUFFIX_MAX_LENGTH ? 'suffixTooLong' : null;
}

/** The over-18 attestation at sign-up must be given. */
export function validateAttestedOver18(value: boolean): ValidationCode | null {
  return value ? null : 'attestedOver18';
}

/** The first code of several rules, in order: `firstProblem(validateRequired(v), validateEmail(v))`. */
export function firstProblem<Code extends string>(...problems: Array<Code | null>): Code | null {
  return problems.find((problem) => problem !== null) ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Rules of the server-driven forms (spec 001 §5). Dates are calendar dates: ISO "yyyy-MM-dd" (what is stored
// and sent), or "MM/dd/yyyy" as people type them; `today` is passed in, since the domain has no clock.

export const SSN_LENGTH = 9;
export const BENEFICIARY_MIN_AGE = 21;

// A calendar date and an age are calendar.ts's; parseCalendarDate stays importable from here for its callers.
export { parseCalendarDate };

/** dateFormat: a value that is not a date in an accepted format (a day that does not exist: 'date'). */
export function validateDateFormat(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  const text = value.trim();
  if (!ISO_DATE.test(text) && !US_DATE.test(text)) return 'dateFormat';
  return parseCalendarDate(text) ? null : 'date';
}

/** validateDateRange: the date lies within [min, max] (either bound optional, "yyyy-MM-dd"). */
export function validateDateRange(
  value: string,
  range: { min?: string; max?: string },
): ValidationCode | null {
  const date = isBlank(value) ? null : parseCalendarDate(value);
  if (!date) return null;
  if ((range.min && date < range.min) || (range.max && date > range.max)) return 'dateRange';
  return null;
}

/**
 * The combined rule of a birthdate: a real day in an accepted format ('date'), not in the
 * future and not more than 120 years ago, then within the field's range.
 */
export function validateBirthdate(
  value: string,
  today: string,
  range: { min?: string; max?: string } = {},
): ValidationCode | null {
  if (isBlank(value)) return null;
  const date = parseCalendarDate(value);
  const age = date ? ageOn(date, today) : null;
  if (!date || age === null || age < 0 || age > 120) return 'date';
  return validateDateRange(date, range);
}

/** beneficiaryTooYoung: a beneficiary is at least 21 on `today`. */
export function validateBeneficiaryAge(birthdate: string, today: string): ValidationCode | null {
  if (isBlank(birthdate)) return null;
  const age = ageOn(birthdate, today);
  return age !== null && age < BENEFICIARY_MIN_AGE ? 'beneficiaryTooYoung' : null;
}

/** beneficiaryNotMinor: a minor beneficiary is under 21 on `today` (at 21 they are an individual). */
export function validateMinorBeneficiaryAge(birthdate: string, today: string): ValidationCode | null {
  if (isBlank(birthdate)) return null;
  const age = ageOn(birthdate, today);
  return age !== null && age >= BENEFICIARY_MIN_AGE ? 'beneficiaryNotMinor' : null;
}

const SSN_PATTERN = /^(\d{3})-?(\d{2})-?(\d{4})$/;

/** Whether the SSA could have issued the number: never area 000, 666 or 900-999, group 00 or serial 0000. */
function isIssuableSsn(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && area < '900' && group !== '00' && serial !== '0000';
}

/**
 * ssnTin: nine digits, typed with or without the 3-2-4 hyphens, that the SSA could have issued (the spec's one
 * rule covers both).
 */
export function validateSsn(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  const [, area, group, serial] = SSN_PATTERN.exec(value.trim()) ?? [];
  return area && group && serial && isIssuableSsn(area, group, serial) ? null : 'ssnTin';
}

/** The nine digits of an SSN or TIN, or null. */
export function ssnDigits(value: string): string | null {
  return validateSsn(value) === null && !isBlank(value) ? value.replace(/\D/g, '') : null;
}

/** inRange: a whole number within [min, max] (either bound optional). */
export function validateInRange(
  value: number | null,
  range: { min?: number; max?: number },
): ValidationCode | null {
  if (value === null) return null;
  const outside =
    !Number.isInteger(value) ||
    (range.min !== undefined && value < range.min) ||
    (range.max !== undefined && value > range.max);
  return outside ? 'inRange' : null;
}

/** greaterThan: an allocation above the minimum (0 by default). */
export function validateGreaterThan(value: number | null, minimum = 0): ValidationCode | null {
  if (value === null) return null;
  return value > minimum ? null : 'greaterThan';
}

/** validateUnitizedRequired: every part of a required unitized value (feet and inches, say) is filled. */
export function validateUnitizedRequired(
  value: Readonly<Record<string, number | null>>,
  unitKeys: readonly string[],
): ValidationCode | null {
  return unitKeys.every((key) => typeof value[key] === 'number' && Number.isFinite(value[key]))
    ? null
    : 'unitizedRequired';
}
