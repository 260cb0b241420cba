// A wysh's recipient is one of three kinds, each with its own fields (spec 001 §3.4). The server checks them
// (name required, e-mail and phone formats, country code of 1-3 digits) and answers field errors; the form
// checks the same first so a mistake is shown without a round trip.
import { validateEmail, validatePhoneNumber, type ValidationCode } from '@wysh/domain/validation';
import type { WyshRecipientKind } from '../../../graphql/generated/graphql';

export type RecipientField =
  'name' | 'email' | 'countryCode' | 'phoneNumber' | 'accountNumber' | 'websiteUrl' | 'relationship';

export const RECIPIENT_KINDS: readonly WyshRecipientKind[] = ['INSTITUTION', 'COMPANY', 'INDIVIDUAL'];

export const FIELDS_OF_KIND: Record<WyshRecipientKind, readonly RecipientField[]> = {
  INSTITUTION: ['name', 'countryCode', 'accountNumber', 'phoneNumber'],
  COMPANY: ['name', 'websiteUrl'],
  INDIVIDUAL: ['name', 'email', 'countryCode', 'phoneNumber', 'relationship'],
};

export type RecipientValues = Record<RecipientField, string>;

export const EMPTY_RECIPIENT: RecipientValues = {
  name: '',
  email: '',
  countryCode: '',
  phoneNumber: '',
  accountNumber: '',
  websiteUrl: '',
  relationship: '',
};

const TEXT_MAX = 200;

/** The problems of the kind's fields (rule codes), empty when the recipient can be sent. */
export function recipientProblems(
  kind: WyshRecipientKind,
  values: RecipientValues,
): Partial<Record<RecipientField, ValidationCode>> {
  const problems: Partial<Record<RecipientField, ValidationCode>> = {};
  for (const field of FIELDS_OF_KIND[kind]) {
    const value = values[field].trim();
    let code: ValidationCode | null = null;
    if (field === 'name') code = value === '' ? 'required' : value.length > 100 ? 'inRange' : null;
    else if (field === 'email') code = validateEmail(value);
    else if (field === 'phoneNumber') code = validatePhoneNumber(value);
    else if (field === 'countryCode') code = value !== '' && !/^\d{1,3}$/.test(value) ? 'inRange' : null;
    else if (value.length > TEXT_MAX) code = 'inRange';
    if (code) problems[field] = code;
  }
  return problems;
}

/** The kind's fields to send (trimmed; the others are left out so the server clears them). */
export function recipientInput(kind: WyshRecipientKind, values: RecipientValues) {
  const input: Partial<RecipientValues> = {};
  for (const field of FIELDS_OF_KIND[kind]) input[field] = values[field].trim();
  return input;
}
