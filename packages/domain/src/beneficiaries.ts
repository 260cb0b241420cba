// Beneficiaries (spec 001 §3.2, §4.11, §5): who is paid, of which kind, and how the death benefit is split.
// Shared by the server (which refuses anything these rules refuse) and the browser (which says so first).
// Allocations are whole percentages above 0; the primaries share 100 and the backups share 100 among themselves;
// a backup cannot exist without a primary; an individual beneficiary is 21 or older and a minor is under 21.
import { ALLOCATION_TOTAL, divideEvenly } from './allocations.ts';
import {
  NAME_MAX_LENGTH,
  firstProblem,
  validateBeneficiaryAge,
  validateBirthdate,
  validateEmail,
  validateMiddleInitial,
  validateMinorBeneficiaryAge,
  validateName,
  validatePhoneNumber,
  validateRequired,
  validateSuffix,
  type ValidationCode,
} from './validation.ts';
import { validationMessage } from './validation-messages.ts';

export const BENEFICIARY_TYPES = ['individual', 'minor', 'organization', 'trust'] as const;
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];

/** Primary beneficiaries are paid first; backups (contingent) only when no primary survives. */
export const RESPONSIBILITIES = ['primary', 'backup'] as const;
export type Responsibility = (typeof RESPONSIBILITIES)[number];

export const isBeneficiaryType = (value: string): value is BeneficiaryType =>
  (BENEFICIARY_TYPES as readonly string[]).includes(value);
export const isResponsibility = (value: string): value is Responsibility =>
  (RESPONSIBILITIES as readonly string[]).includes(value);

/** A trust may have no address; every other kind needs one. */
export const addressRequired = (type: BeneficiaryType): boolean => type !== 'trust';

/** The codes of the allocation rules: greaterThan is the validation catalogue's, the others are beneficiaries'. */
export type AllocationCode = 'greaterThan' | 'wholePercent' | 'allocationTotal' | 'backupWithoutPrimary';

export const BENEFICIARY_MESSAGES = {
  backupWithoutPrimary: "You can't have a backup without a primary",
  allocationTotal: `Allocations must add up to ${ALLOCATION_TOTAL}%`,
  wholePercent: 'Allocations must be whole percentages',
} as const;

export type AllocationEntry = { id: string; responsibility: Responsibility; allocation: number };
export type AllocationProblem = {
  code: AllocationCode;
  responsibility: Responsibility;
  /** The beneficiary at fault; absent for a rule of the whole group (the total, a backup without a primary). */
  id?: string;
};

/**
 * What is wrong with a set of allocations (empty when it is acceptable): each share whole and above 0, each
 * non-empty group summing to 100, and no backups without primaries.
 */
export function allocationProblems(entries: readonly AllocationEntry[]): AllocationProblem[] {
  const problems: AllocationProblem[] = [];
  for (const { id, responsibility, allocation } of entries) {
    if (!Number.isInteger(allocation)) problems.push({ code: 'wholePercent', responsibility, id });
    else if (allocation <= 0) problems.push({ code: 'greaterThan', responsibility, id });
  }
  for (const responsibility of RESPONSIBILITIES) {
    const group = entries.filter((entry) => entry.responsibility === responsibility);
    const sum = group.reduce((total, entry) => total + entry.allocation, 0);
    if (group.length > 0 && sum !== ALLOCATION_TOTAL) {
      problems.push({ code: 'allocationTotal', responsibility });
    }
  }
  const hasPrimary = entries.some((entry) => entry.responsibility === 'primary');
  if (!hasPrimary && entries.some((entry) => entry.responsibility === 'backup')) {
    problems.push({ code: 'backupWithoutPrimary', responsibility: 'backup' });
  }
  return problems;
}

/** The words of an allocation problem. */
export function allocationMessage(code: AllocationCode): string {
  return code === 'greaterThan' ? validationMessage(code) : BENEFICIARY_MESSAGES[code];
}

/**
 * The shares of a group after one joins or leaves it: split evenly (divideEvenly), so the group always sums to
 * 100; the owner adjusts them afterwards with updateBeneficiaryAllocation.
 */
export const evenShares = (count: number): number[] => divideEvenly(count, ALLOCATION_TOTAL);

/** A beneficiary's contact as people type it (absent and blank are the same). */
export type BeneficiaryContactInput = {
  firstName?: string | null;
  middleInitial?: string | null;
  lastName?: string | null;
  suffix?: string | null;
  relationship?: string | null;
  birthdate?: string | null;
  /** The organization's or the trust's name. */
  name?: string | null;
  businessType?: string | null;
  dateOfTrust?: string | null;
  parentGuardianInfo?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
};
export type ContactField = keyof BeneficiaryContactInput;

const FIELDS_BY_TYPE: Record<BeneficiaryType, readonly ContactField[]> = {
  individual: [
    'firstName',
    'middleInitial',
    'lastName',
    'suffix',
    'relationship',
    'birthdate',
    'phoneNumber',
    'email',
  ],
  minor: [
    'firstName',
    'middleInitial',
    'lastName',
    'suffix',
    'relationship',
    'birthdate',
    'parentGuardianInfo',
    'phoneNumber',
    'email',
  ],
  organization: ['name', 'businessType', 'phoneNumber', 'email'],
  // firstName and lastName of a trust are its trustee's.
  trust: ['name', 'firstName', 'lastName', 'dateOfTrust', 'phoneNumber', 'email'],
};

const REQUIRED_BY_TYPE: Record<BeneficiaryType, readonly ContactField[]> = {
  individual: ['firstName', 'lastName', 'birthdate'],
  minor: ['firstName', 'lastName', 'birthdate', 'parentGuardianInfo'],
  organization: ['name', 'businessType'],
  trust: ['name', 'firstName', 'lastName', 'dateOfTrust'],
};

/**
 * The age rule of each kind, on its birthdate (spec 001 §5: a beneficiary is 21+): an individual is 21 or older,
 * a minor under 21 (one who has turned 21 is added as an individual). Organizations and trusts have no birthdate.
 */
const AGE_RULE_BY_TYPE: Record<
  BeneficiaryType,
  ((birthdate: string, today: string) => ValidationCode | null) | null
> = {
  individual: validateBeneficiaryAge,
  minor: validateMinorBeneficiaryAge,
  organization: null,
  trust: null,
};

/** The contact fields a kind of beneficiary has (others sent for it are ignored). */
export const contactFields = (type: BeneficiaryType): readonly ContactField[] => FIELDS_BY_TYPE[type];

/** Whether a kind's form must have the field filled in. */
export const isContactFieldRequired = (type: BeneficiaryType, field: ContactField): boolean =>
  REQUIRED_BY_TYPE[type].includes(field);

function fieldProblem(
  type: BeneficiaryType,
  field: ContactField,
  value: string,
  today: string,
): ValidationCode | null {
  if (value === '') return REQUIRED_BY_TYPE[type].includes(field) ? validateRequired(value) : null;
  switch (field) {
    case 'firstName':
    case 'lastName':
      return validateName(value);
    case 'middleInitial':
      return validateMiddleInitial(value);
    case 'suffix':
      return validateSuffix(value);
    case 'birthdate':
      return firstProblem(validateBirthdate(value, today), AGE_RULE_BY_TYPE[type]?.(value, today) ?? null);
    case 'dateOfTrust':
      return validateBirthdate(value, today);
    case 'phoneNumber':
      return validatePhoneNumber(value);
    case 'email':
      return validateEmail(value);
    default:
      return value.length > NAME_MAX_LENGTH ? 'nameTooLong' : null;
  }
}

/** The rule each contact field of a kind breaks (`today` as "yyyy-MM-dd"); an empty list when all pass. */
export function contactProblems(
  type: BeneficiaryType,
  input: BeneficiaryContactInput,
  today: string,
): Array<{ field: ContactField; code: ValidationCode }> {
  return FIELDS_BY_TYPE[type].flatMap((field) => {
    const code = fieldProblem(type, field, (input[field] ?? '').trim(), today);
    return code ? [{ field, code }] : [];
  });
}
