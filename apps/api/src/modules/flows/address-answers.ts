// A home address answered in a flow is checked by the address provider before it is saved (spec 000 §4-§5):
// the browser verifies it too, but the profile is the system of record and keeps only addresses the provider
// knows, marked verified. A refusal names the part at fault with the verification's words.
import type { Logger } from 'pino';
import { ADDRESS_ERROR_MESSAGES } from '../addresses/addresses.service';
import type { AddressProvider } from '../addresses/address-provider';
import {
  ADDRESS_PARTS,
  type AddressPart,
  type ApplicantProfile,
  type ProfileField,
} from '../profile/applicant-profile';
import { changedProfileFields, type ProfileAnswers } from '../profile/profile-writer';
import type { CheckedInput, FormFieldError } from './answers';

export type AddressCheck = { ok: true; verified: boolean } | { ok: false; errors: FormFieldError[] };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Verifies the address the answers change (with the profile's parts for those the form does not ask).
 * `verified` is true when a complete new address was verified; an unchanged or partial one is not checked.
 */
export async function checkAddressAnswer(
  deps: { provider: AddressProvider; logger: Logger },
  profile: ApplicantProfile,
  answers: ProfileAnswers,
  inputs: readonly CheckedInput[],
): Promise<AddressCheck> {
  const changed = changedProfileFields(profile, answers);
  if (!changed.some((field) => field.startsWith('address.'))) return { ok: true, verified: false };
  const part = (name: AddressPart) =>
    `address.${name}` in answers ? text(answers[`address.${name}`]) : (profile.address?.[name] ?? null);
  const [street1, street2, city, state, postalCode] = ADDRESS_PARTS.map(part);
  if (!street1 || !city || !state || !postalCode) return { ok: true, verified: false };

  const refuse = (name: AddressPart, code: keyof typeof ADDRESS_ERROR_MESSAGES): AddressCheck => {
    const binding: ProfileField = `address.${name}`;
    const input =
      inputs.find((candidate) => candidate.binding === binding) ??
      inputs.find((candidate) => candidate.binding?.startsWith('address.'));
    const fieldId = input?.item.content.id ?? `profile.${binding}`;
    const label = input?.item.content.label ?? fieldId;
    const message = ADDRESS_ERROR_MESSAGES[code];
    return { ok: false, errors: [{ fieldId, code, message, fullMessage: `${label}: ${message}` }] };
  };

  try {
    const verdict = await deps.provider.verify({
      street1,
      street2: street2 ?? null,
      city,
      state,
      postalCode,
    });
    if (verdict.ok) return { ok: true, verified: true };
    return refuse(verdict.problem === 'ADDRESS_MISSING_SECONDARY' ? 'street2' : 'street1', verdict.problem);
  } catch (error) {
    deps.logger.error({ err: { message: (error as Error).message } }, 'Address verification failed');
    return refuse('street1', 'STANDARD_ERROR');
  }
}
