import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { passwordHashes, phoneNumbers, users } from './accounts.table.ts';

export type User = typeof users.$inferSelect;
export type PhoneNumber = typeof phoneNumbers.$inferSelect;
export type LockReason = NonNullable<User['lockReason']>;

export async function findLiveUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, ne(users.status, 'decommissioned')),
    );
  return user;
}

export async function findClosedUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.status, 'decommissioned')),
    )
    .orderBy(desc(users.decommissionedAt))
    .limit(1);
  return user;
}

export async function findUser(db: DbOrTx, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function insertUser(db: DbOrTx, user: typeof users.$inferInsert): Promise<User> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<User> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row!;
}

/**
 * Counts a sign-in attempt before its password is compared and answers its number (1 for the first since the
 * last success); undefined when the account is not active or `limit` attempts are counted already. One
 * statement, so attempts at once queue on the row and never count past the limit.
 */
export async function countLoginAttempt(db: DbOrTx, id: string, limit: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ failedLoginAttempts: sql`${users.failedLoginAttempts} + 1` })
    .where(and(eq(users.id, id), eq(users.status, 'active'), lt(users.failedLoginAttempts, limit)))
    .returning({ attempts: users.failedLoginAttempts });
  return row?.attempts;
}

/** A right password: the count starts again. False when the account is no longer active (locked meanwhile). */
export async function clearLoginAttempts(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ failedLoginAttempts: 0 })
    .where(and(eq(users.id, id), eq(users.status, 'active')))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Locks an active account (its sessions are the caller's to end, in the same transaction). */
export async function lockAccount(db: DbOrTx, id: string, reason: LockReason): Promise<void> {
  await db
    .update(users)
    .set({ status: 'locked', lockReason: reason })
    .where(and(eq(users.id, id), eq(users.status, 'active')));
}

export async function addPasswordHash(db: DbOrTx, userId: string, hash: string, at: Date): Promise<void> {
  await db.insert(passwordHashes).values({ userId, hash, createdAt: at });
}

/** The user's passwords, newest first: the first is the current one. */
export async function recentPasswordHashes(db: DbOrTx, userId: string, count: number): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHashes.hash })
    .from(passwordHashes)
    .where(eq(passwordHashes.userId, userId))
    .orderBy(desc(passwordHashes.createdAt))
    .limit(count);
  return rows.map((row) => row.hash);
}

export async function insertPhoneNumber(
  db: DbOrTx,
  phone: typeof phoneNumbers.$inferInsert,
): Promise<PhoneNumber> {
  const [row] = await db.insert(phoneNumbers).values(phone).returning();
  return row!;
}

export async function findPhoneNumberOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PhoneNumber | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(phoneNumbers)
    .where(
      and(eq(phoneNumbers.id, id), eq(phoneNumbers.userId, userId), ne(phoneNumbers.status, 'replaced')),
    );
  return row;
}

export function listPhoneNumbers(db: DbOrTx, userId: string): Promise<PhoneNumber[]> {
  return db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.userId, userId), ne(phoneNumbers.status, 'replaced')))
    .orderBy(desc(phoneNumbers.createdAt));
}

/** Makes `id` the user's active number; the one it replaces is kept as history. */
export async function activatePhoneNumber(db: DbOrTx, userId: string, id: string, at: Date): Promise<void> {
  await db
    .update(phoneNumbers)
    .set({ status: 'replaced' })
    .where(and(eq(phoneNumbers.userId, userId), eq(phoneNumbers.status, 'active'), ne(phoneNumbers.id, id)));
  await db.update(phoneNumbers).set({ status: 'active', verifiedAt: at }).where(eq(phoneNumbers.id, id));
}

/**
 * Holds the user's row until the transaction ends, so that use cases that count what the account has (its
 * pending phone numbers) and then add to it run one at a time per user.
 */
export async function lockUser(tx: DbOrTx, id: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/**
 * Adds a pending number to the account, or answers the one it already has with those digits. An account holds
 * at most `maxPending` pending numbers: a new one replaces the oldest (`replaced` answers those it retired).
 * Call it in a transaction that holds the user's row (lockUser).
 */
export async function addPendingPhoneNumber(
  tx: DbOrTx,
  phone: { userId: string; e164: string; smsMarketing: boolean; at: Date; maxPending: number },
): Promise<{ phone: PhoneNumber; replaced: PhoneNumber[] }> {
  const numbers = await listPhoneNumbers(tx, phone.userId);
  const existing = numbers.find((number) => number.e164 === phone.e164);
  if (existing) return { phone: existing, replaced: [] };
  // Newest first: whatever is beyond the newest maxPending - 1 makes way for the new one.
  const replaced = numbers.filter((number) => number.status === 'pending').slice(phone.maxPending - 1);
  if (replaced.length > 0) {
    await tx
      .update(phoneNumbers)
      .set({ status: 'replaced' })
      .where(
        inArray(
          phoneNumbers.id,
          replaced.map((number) => number.id),
        ),
      );
  }
  const added = await insertPhoneNumber(tx, {
    userId: phone.userId,
    e164: phone.e164,
    status: 'pending',
    smsMarketing: phone.smsMarketing,
    createdAt: phone.at,
  });
  return { phone: added, replaced };
}
