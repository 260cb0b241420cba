// Accounts made by the system rather than by sign-up: the sandbox's demo staff (roles.service seeds the
// underwriter of the README). The e-mail address counts as verified; the password is already hashed.
import type { DbOrTx } from '../../db/database.ts';
import { addPasswordHash, insertPhoneNumber, insertUser, listPhoneNumbers } from './accounts.repository.ts';

export async function insertSeededAccount(
  tx: DbOrTx,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    /** E.164: the phone the account verifies its sessions with (staff act only in verified sessions). */
    phone?: string;
    now: Date;
  },
): Promise<{ id: string }> {
  const user = await insertUser(tx, {
    email: input.email,
    emailVerifiedAt: input.now,
    newsletter: false,
    attestedOver18At: input.now,
    createdAt: input.now,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  await addPasswordHash(tx, user.id, input.passwordHash, input.now);
  if (input.phone) await ensureActivePhone(tx, user.id, input.phone, input.now);
  return { id: user.id };
}

/** Gives a seeded account its phone, verified, unless it has an active one already. */
export async function ensureActivePhone(tx: DbOrTx, userId: string, e164: string, now: Date): Promise<void> {
  const numbers = await listPhoneNumbers(tx, userId);
  if (numbers.some((number) => number.status === 'active')) return;
  await insertPhoneNumber(tx, {
    userId,
    e164,
    status: 'active',
    smsMarketing: false,
    verifiedAt: now,
    createdAt: now,
  });
}
