// One-time codes of a phone number. A guess is counted before it is compared, in the statement that picks the
// code, so concurrent guesses queue on the code's row and no more than the limit are ever compared.
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { otpCodes } from './accounts.table.ts';

export type OtpCode = typeof otpCodes.$inferSelect;

function newestUnusedCode(db: DbOrTx, phoneNumberId: string) {
  return db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.phoneNumberId, phoneNumberId), isNull(otpCodes.usedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
}

/**
 * Counts one guess against the newest unused code of the number, when it is unexpired and has guesses left,
 * and answers it with the guess counted. Its row stays locked until the transaction ends.
 */
export async function countGuess(
  tx: DbOrTx,
  input: { phoneNumberId: string; now: Date; maxAttempts: number },
): Promise<OtpCode | undefined> {
  const [code] = await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        inArray(otpCodes.id, newestUnusedCode(tx, input.phoneNumberId)),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, input.now),
        lt(otpCodes.attempts, input.maxAttempts),
      ),
    )
    .returning();
  return code;
}

/** Why no guess could be counted: no live code (none, used or expired), or its guesses are spent. */
export async function whyNoGuess(
  db: DbOrTx,
  input: { phoneNumberId: string; now: Date },
): Promise<'expired' | 'spent'> {
  const [newest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phoneNumberId, input.phoneNumberId), isNull(otpCodes.usedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return newest && newest.expiresAt > input.now ? 'spent' : 'expired';
}

export async function markCodeUsed(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(otpCodes).set({ usedAt: now }).where(eq(otpCodes.id, id));
}

/** Retires the unused codes of a number (a newer code replaces them, or the number itself was replaced). */
export async function retireCodes(tx: DbOrTx, phoneNumberId: string, now: Date): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.phoneNumberId, phoneNumberId), isNull(otpCodes.usedAt)));
}

export async function insertCode(tx: DbOrTx, code: typeof otpCodes.$inferInsert): Promise<void> {
  await tx.insert(otpCodes).values(code);
}
