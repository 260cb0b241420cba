// Accounts made by the system rather than by sign-up: the sandbox's demo staff (roles.service seeds the
// underwriter of the README). The e-mail address counts as verified; the password is already hashed.
import type { DbOrTx } from '../../db/database.ts';
import { addPasswordHash, insertUser } from './accounts.repository.ts';

export async function insertSeededAccount(
  tx: DbOrTx,
  input: { email: string; firstName: string; lastName: string; passwordHash: string; now: Date },
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
  return { id: user.id };
}
