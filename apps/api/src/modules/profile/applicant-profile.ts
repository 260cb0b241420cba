// The applicant profile as flows see it: which form fields are bound to it (field ids "profile.<field>"), the
// value a bound input is prefilled with, and the display values a review screen shows. The profile is the
// system of record: a bound answer is written here (profile-writer.ts) in the same transaction as the answer.
import { ADDRESS_PARTS, formatAddress, type AddressPart } from '@wysh/domain/address';
import { formatShortDate } from '@wysh/domain/dates';
import { ageOn } from '@wysh/domain/calendar';
import { displayName } from '@wysh/domain/person-name';
import { maskPhone } from '@wysh/domain/phone';
import type { ApplicantProfile, ApplicantRecord, PhoneSummary } from './profile.repository.ts';

export type { ApplicantProfile };

export const PROFILE_FIELD_PREFIX = 'profile.';

export const PROFILE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'birthdate',
  'gender',
  ...ADDRESS_PARTS.map((part) => `address.${part}` as const),
  'phoneNumber',
  'taxId',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The masked SSN, whatever the number (spec 001 §2.4, §9). */
export const MASKED_TAX_ID = '***-**-****';

/** The profile field a field id is bound to; null for an unbound field; 'unknown' for "profile.<typo>". */
export function profileFieldOf(fieldId: string): ProfileField | null | 'unknown' {
  if (!fieldId.startsWith(PROFILE_FIELD_PREFIX)) return null;
  const field = fieldId.slice(PROFILE_FIELD_PREFIX.length);
  return (PROFILE_FIELDS as readonly string[]).includes(field) ? (field as ProfileField) : 'unknown';
}

export function activePhone(profile: ApplicantProfile): PhoneSummary | null {
  return profile.phones.find((phone) => phone.status === 'active') ?? null;
}

/**
 * What a bound input shows. The phone shows the active number masked (it is read-only there: changing it is
 * the account area's job); the SSN is never a value (inputTaxId says "prefilled" instead).
 */
export function profileValue(profile: ApplicantProfile, field: ProfileField): unknown {
  switch (field) {
    case 'phoneNumber': {
      const phone = activePhone(profile);
      return phone ? maskPhone(phone.e164) : null;
    }
    case 'taxId':
      return null;
    case 'address.street1':
    case 'address.street2':
    case 'address.city':
    case 'address.state':
    case 'address.postalCode':
      return profile.address?.[field.slice('address.'.length) as AddressPart] ?? null;
    default:
      return profile[field];
  }
}

export function fullName(profile: Pick<ApplicantRecord, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) {
  return displayName([profile.firstName, profile.middleName, profile.lastName, profile.suffix]);
}

export const GENDER_LABELS = { male: 'Male', female: 'Female' } as const;

/** Values a form's text may name as {name}: what a review screen shows of the profile. */
export function displayValues(profile: ApplicantProfile): Record<DisplayKey, string> {
  const phone = activePhone(profile) ?? profile.phones[0] ?? null;
  return {
    name: fullName(profile),
    birthdate: profile.birthdate ? formatShortDate(profile.birthdate) : '',
    phoneNumber: phone ? maskPhone(phone.e164) : '',
    gender: profile.gender ? GENDER_LABELS[profile.gender] : '',
    primaryResidence: formatAddress(profile.address),
    taxId: MASKED_TAX_ID,
  };
}
export const DISPLAY_KEYS = [
  'name',
  'birthdate',
  'phoneNumber',
  'gender',
  'primaryResidence',
  'taxId',
] as const;
export type DisplayKey = (typeof DISPLAY_KEYS)[number];

export function ageOf(profile: Pick<ApplicantRecord, 'birthdate'>, today: string): number | null {
  return profile.birthdate ? ageOn(profile.birthdate, today) : null;
}
