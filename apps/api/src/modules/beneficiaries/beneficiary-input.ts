// A beneficiary's details as sent (create or update) checked and turned into columns: the domain's contact rules,
// the address checked by the address provider (required except for a trust), the tax id opened from the
// browser's envelope and checked (an organization's is an EIN, anyone else's an SSN). Every problem is a field
// error; nothing here writes.
import {
  addressRequired,
  contactFields,
  contactProblems,
  type BeneficiaryContactInput,
  type BeneficiaryType,
} from '@wysh/domain/beneficiaries';
import { parseCalendarDate } from '@wysh/domain/calendar';
import { ssnDigits, usPhoneToE164 } from '@wysh/domain/validation';
import { validationMessage } from '@wysh/domain/validation-messages';
import type { FieldError } from '../../shared/user-error.ts';
import type { AddressCheckResult, AddressInput } from '../addresses/addresses.service.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import type { NewBeneficiaryRow } from './beneficiaries.repository.ts';

export type BeneficiaryDetailsInput = {
  contact?: BeneficiaryContactInput | null;
  /** undefined: unchanged (on update); null: none (a trust only). */
  address?: AddressInput | null;
  /** The browser's envelope of the tax id ({ keyId, ciphertext }); sent only when entered or edited. */
  taxId?: unknown;
};

export type ContactColumns = Pick<
  NewBeneficiaryRow,
  | 'firstName'
  | 'middleInitial'
  | 'lastName'
  | 'suffix'
  | 'relationship'
  | 'birthdate'
  | 'name'
  | 'businessType'
  | 'dateOfTrust'
  | 'parentGuardianInfo'
  | 'phoneNumber'
  | 'email'
>;
type AddressColumns = Pick<
  NewBeneficiaryRow,
  'street1' | 'street2' | 'city' | 'state' | 'postalCode' | 'addressVerifiedAt'
>;

export type CheckedDetails = {
  contact: ContactColumns;
  /** undefined: leave the address as it is. */
  address?: AddressColumns;
  /** The tax id's digits, when one was sent. */
  taxId?: string;
};

const EMPTY_CONTACT: ContactColumns = {
  firstName: null,
  middleInitial: null,
  lastName: null,
  suffix: null,
  relationship: null,
  birthdate: null,
  name: null,
  businessType: null,
  dateOfTrust: null,
  parentGuardianInfo: null,
  phoneNumber: null,
  email: null,
};
const NO_ADDRESS: AddressColumns = {
  street1: null,
  street2: null,
  city: null,
  state: null,
  postalCode: null,
  addressVerifiedAt: null,
};

const UNREADABLE_TAX_ID = "We couldn't read that number. Please enter it again.";

/** The columns a kind keeps, from the values sent (trimmed; blank is none; dates ISO; the phone E.164). */
function contactColumns(type: BeneficiaryType, input: BeneficiaryContactInput): ContactColumns {
  const columns: ContactColumns = { ...EMPTY_CONTACT };
  for (const field of contactFields(type)) {
    const value = input[field]?.trim() || null;
    if (value === null) continue;
    if (field === 'birthdate' || field === 'dateOfTrust') columns[field] = parseCalendarDate(value);
    else if (field === 'phoneNumber') columns.phoneNumber = usPhoneToE164(value);
    else if (field === 'email') columns.email = value.toLowerCase();
    else columns[field] = value;
  }
  return columns;
}

/** The tax id's nine digits from its envelope, or the field error. */
function taxIdDigits(
  type: BeneficiaryType,
  envelope: unknown,
  sensitive: SensitiveData,
): { digits: string } | { error: FieldError } {
  const field = type === 'trust' ? 'trusteeTaxId' : 'taxId';
  const text = sensitive.open(envelope);
  if (text === null) return { error: { field, message: UNREADABLE_TAX_ID } };
  const digits =
    type === 'organization'
      ? /^\d{2}-?\d{7}$/.test(text.trim())
        ? text.replace(/\D/g, '')
        : null
      : ssnDigits(text);
  return digits ? { digits } : { error: { field, message: validationMessage('ssnTin') } };
}

/**
 * Checks the details of a beneficiary of `type`: `contact` is the whole contact (an update merges what was sent
 * into what is stored before calling this). Answers the columns to write, or every field error.
 */
export async function checkDetails(
  deps: {
    /** The address provider's verification (addresses' checkAddress). */
    verifyAddress: (address: AddressInput) => Promise<AddressCheckResult>;
    sensitive: SensitiveData;
    today: string;
    now: Date;
  },
  type: BeneficiaryType,
  input: { contact: BeneficiaryContactInput; address?: AddressInput | null; taxId?: unknown },
  options: { addressKnown: boolean },
): Promise<{ checked: CheckedDetails } | { fields: FieldError[] }> {
  const fields: FieldError[] = contactProblems(type, input.contact, deps.today).map(({ field, code }) => ({
    field,
    message: validationMessage(code),
  }));
  const checked: CheckedDetails = { contact: contactColumns(type, input.contact) };

  if (input.taxId !== undefined && input.taxId !== null) {
    const taxId = taxIdDigits(type, input.taxId, deps.sensitive);
    if ('error' in taxId) fields.push(taxId.error);
    else checked.taxId = taxId.digits;
  }

  if (input.address) {
    const verdict = await deps.verifyAddress(input.address);
    if (verdict.ok) checked.address = { ...verdict.value, addressVerifiedAt: deps.now };
    else fields.push(...verdict.error.fields);
  } else if (input.address === null || !options.addressKnown) {
    if (addressRequired(type)) fields.push({ field: 'street1', message: validationMessage('required') });
    else checked.address = NO_ADDRESS;
  }
  return fields.length > 0 ? { fields } : { checked };
}
