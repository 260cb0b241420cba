// The beneficiary form's fields (spec 001 §3.2): each kind's contact fields from the domain, what the form
// holds as typed, the browser's own check (the domain's rules, the server's too), and the input sent.
import {
  addressRequired,
  contactFields,
  contactProblems,
  isContactFieldRequired,
  type BeneficiaryType,
  type ContactField,
} from '@wysh/domain/beneficiaries';
import type { ValidationCode } from '@wysh/domain/validation';
import type {
  BeneficiaryType as WireType,
  BeneficiaryResponsibility as WireResponsibility,
} from '../../../graphql/generated/graphql';
import type { MyBeneficiary } from '../api/beneficiaries';

export type { BeneficiaryType, ContactField };

export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  middleInitial: '',
  lastName: '',
  suffix: '',
  relationship: '',
  birthdate: '',
  name: '',
  businessType: '',
  dateOfTrust: '',
  parentGuardianInfo: '',
  phoneNumber: '',
  email: '',
};

/** The fields that must be filled, by kind (the domain's rule, as the form marks them). */
export const isRequired = isContactFieldRequired;

export { addressRequired, contactFields };

export const toWireType = (type: BeneficiaryType) => type.toUpperCase() as WireType;
export const fromWireType = (type: WireType) => type.toLowerCase() as BeneficiaryType;
export const toWireResponsibility = (responsibility: 'primary' | 'backup') =>
  responsibility.toUpperCase() as WireResponsibility;

/** yyyy-MM-dd (the server's dates) as MM/dd/yyyy (what people type). */
export function shownDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : (value ?? '');
}

/** Masks a typed date as MM/DD/YYYY, digits only. */
export function maskDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** A US phone number as 10 digits (the server keeps it as E.164). */
export function shownPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The contact of a saved beneficiary as the form shows it. */
export function contactValuesOf(beneficiary: MyBeneficiary): ContactValues {
  const values: ContactValues = { ...EMPTY_CONTACT };
  const contact = beneficiary.contact as Partial<Record<ContactField, string | null>>;
  for (const field of Object.keys(values) as ContactField[]) {
    const value = contact[field] ?? '';
    values[field] =
      field === 'birthdate' || field === 'dateOfTrust'
        ? shownDate(value)
        : field === 'phoneNumber'
          ? shownPhone(value)
          : value;
  }
  return values;
}

/** The problems the browser finds itself, by field (rule codes, shown in the spec's words). */
export function contactErrors(
  type: BeneficiaryType,
  values: ContactValues,
  today: string,
): Partial<Record<ContactField, ValidationCode>> {
  return Object.fromEntries(
    contactProblems(type, values, today).map(({ field, code }) => [field, code]),
  ) as Partial<Record<ContactField, ValidationCode>>;
}

/** The contact sent: the kind's fields, blanks as null. */
export function contactInput(
  type: BeneficiaryType,
  values: ContactValues,
): Partial<Record<ContactField, string | null>> {
  return Object.fromEntries(
    contactFields(type).map((field) => [field, values[field].trim() === '' ? null : values[field].trim()]),
  );
}
