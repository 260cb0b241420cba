// Adding an unverified number to an account, whichever way it arrives (createPhoneNumber, or a flow's phone
// answer). An account holds at most a few: a new one replaces the oldest pending one rather than being refused,
// since people mistype a number and then add the right one, and a pending number cannot be removed otherwise.
import { MAX_PENDING_PHONE_NUMBERS } from '@wysh/domain/credentials';
import type { DbOrTx } from '../../db/database.ts';
import { addPendingPhoneNumber, lockUser, type PhoneNumber } from './accounts.repository.ts';
import { retireCodes } from './otp-codes.repository.ts';

/** Adds `e164` as a pending number of the user (or answers the one it has); call it in a transaction. */
export async function addPendingNumber(
  tx: DbOrTx,
  input: { userId: string; e164: string; smsMarketing: boolean; at: Date },
): Promise<PhoneNumber> {
  // One at a time per user, so that additions at once cannot hold more than the cap or one number twice.
  await lockUser(tx, input.userId);
  const added = await addPendingPhoneNumber(tx, { ...input, maxPending: MAX_PENDING_PHONE_NUMBERS });
  for (const replaced of added.replaced) await retireCodes(tx, replaced.id, input.at);
  return added.phone;
}
