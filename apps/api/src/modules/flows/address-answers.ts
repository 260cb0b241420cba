// A home address answered in a flow is checked by the address provider before it is saved (spec 000 §4-§5):
// the browser verifies it too, but the profile is the system of record and keeps only addresses the provider
// knows, marked verified. A refusal names the part at fault with the verification's words. The check goes
// through the addresses service, so the per-user throttle of address lookups counts it too.
import { err, ok, type Result } from '@wysh/domain/result';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { Viewer } from '../../shared/viewer.ts';
import {
  answeredAddress,
  type ApplicantProfile,
  type ProfileAnswers,
  type ProfileField,
} from '../profile/applicant.service.ts';
import type { CheckedInput, RefusedAnswers } from './answers.ts';

/** Whether a new address was verified, or the refused answer (VALIDATION_FAILED on the part at fault). */
export type AddressCheck = Result<{ verified: boolean }, RefusedAnswers>;

/**
 * Verifies the address the answers change (with the profile's parts for those the form does not ask).
 * `verified` is true when a complete new address was verified; an unchanged or partial one is not checked.
 */
export async function checkAddressAnswer(
  deps: { addresses: AddressesService; viewer: Viewer },
  profile: ApplicantProfile,
  answers: ProfileAnswers,
  inputs: readonly CheckedInput[],
): Promise<AddressCheck> {
  const address = answeredAddress(profile, answers);
  if (!address) return ok({ verified: false });
  const verified = await deps.addresses.verify(deps.viewer, address);
  if (verified.ok) return ok({ verified: true });
  const { error } = verified;

  // The part the verification names, as the form's input bound to it (else the form's first address input).
  const binding = `address.${error.fields[0]?.field ?? 'street1'}` as ProfileField;
  const input =
    inputs.find((candidate) => candidate.binding === binding) ??
    inputs.find((candidate) => candidate.binding?.startsWith('address.'));
  const fieldId = input?.item.content.id ?? `profile.${binding}`;
  const label = input?.item.content.label ?? fieldId;
  const { code, message } = error;
  return err({ code: 'VALIDATION_FAILED', errors: [{ fieldId, label, code, message }] });
}
