// Writes answers of bound fields into the applicant profile, inside the caller's transaction: names, birthdate
// and gender on the user, the address as the new active address, a phone number as a pending number of the
// account (when it has no active one), the SSN sealed under the data key with its last four digits.
import { ADDRESS_PARTS, type Address, type AddressPart } from '@wysh/domain/address';
import { usPhoneToE164 } from '@wysh/domain/validation';
import type { DbOrTx } from '../../db/database.ts';
import { addPendingPhoneNumber, updateApplicantColumns } from '../accounts/accounts.service.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import { activePhone, type ApplicantProfile, type ProfileField } from './applicant-profile.ts';
import { replaceActiveAddress, saveTaxId } from './profile.repository.ts';

/** Values as createResponse stores them (outgoing shapes); the tax id as its nine digits. */
export type ProfileAnswers = Partial<Record<ProfileField, unknown>>;

const USER_COLUMNS = ['firstName', 'middleName', 'lastName', 'suffix', 'birthdate', 'gender'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The fields whose answer differs from what the profile holds (the SSN always counts as a change). */
export function changedProfileFields(profile: ApplicantProfile, answers: ProfileAnswers): ProfileField[] {
  return (Object.keys(answers) as ProfileField[]).filter((field) => {
    const value = text(answers[field]);
    if (field === 'taxId') return value !== null;
    if (field === 'phoneNumber') return value !== null && activePhone(profile) === null;
    if (field.startsWith('address.'))
      return value !== (profile.address?.[field.slice(8) as AddressPart] ?? null);
    return value !== profile[field as (typeof USER_COLUMNS)[number]];
  });
}

/**
 * The home address the answers make, with the profile's parts for those not answered: null when the answers
 * change no part of it, or when it is not complete yet (a form that asks only part of it).
 */
export function answeredAddress(profile: ApplicantProfile, answers: ProfileAnswers): Address | null {
  const changed = changedProfileFields(profile, answers);
  if (!changed.some((field) => field.startsWith('address.'))) return null;
  const pick = (part: AddressPart) =>
    `address.${part}` in answers ? text(answers[`address.${part}`]) : (profile.address?.[part] ?? null);
  const [street1, street2 = null, city, state, postalCode] = ADDRESS_PARTS.map(pick);
  return street1 && city && state && postalCode ? { street1, street2, city, state, postalCode } : null;
}

export async function writeProfile(
  tx: DbOrTx,
  /** addressVerified: the address provider has just verified the answered address. */
  deps: { sensitive: SensitiveData; now: Date; addressVerified?: boolean },
  profile: ApplicantProfile,
  answers: ProfileAnswers,
): Promise<void> {
  const { userId } = profile;
  const changed = new Set(changedProfileFields(profile, answers));

  const userChanges = Object.fromEntries(
    USER_COLUMNS.filter((column) => changed.has(column)).map((column) => [column, text(answers[column])]),
  );
  if (Object.keys(userChanges).length > 0) await updateApplicantColumns(tx, userId, userChanges);

  // A partial address (a form that asks only part of it) is kept until the rest arrives with it.
  const address = answeredAddress(profile, answers);
  if (address)
    await replaceActiveAddress(tx, userId, address, {
      at: deps.now,
      verified: deps.addressVerified === true,
    });

  const e164 = changed.has('phoneNumber') ? usPhoneToE164(String(answers.phoneNumber)) : null;
  if (e164) await addPendingPhoneNumber(tx, { userId, e164, smsMarketing: false, at: deps.now });

  const digits = changed.has('taxId') ? String(answers.taxId).replace(/\D/g, '') : null;
  if (digits) await saveTaxId(tx, userId, deps.sensitive.seal(digits, userId), digits.slice(-4), deps.now);
}
