// Single-use links sent by e-mail (address verification, password reset), stored as hashes. Using one is a
// single conditional UPDATE (unused, unexpired, meant for this purpose), so two uses at once never both succeed.
import { err, ok, type Result } from '@wysh/domain/result';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { emailTokens } from './accounts.table.ts';
import { randomToken, sha256 } from '../../shared/secrets.ts';

export type EmailTokenPurpose = 'email_verification' | 'password_reset';
/** The token's user, or why it cannot be used. */
export type EmailTokenCheck = Result<string, { code: 'invalid' | 'purpose_mismatch' }>;

const TTL_MS: Record<EmailTokenPurpose, number> = {
  email_verification: 24 * 3600_000,
  password_reset: 3600_000,
};

/** Mints a token for the link: the e-mail gets the token, the database only its hash. */
export async function issueEmailToken(
  tx: DbOrTx,
  input: { userId: string; purpose: EmailTokenPurpose; now: Date },
): Promise<string> {
  const token = randomToken();
  await tx.insert(emailTokens).values({
    tokenHash: sha256(token),
    userId: input.userId,
    purpose: input.purpose,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + TTL_MS[input.purpose]),
  });
  return token;
}

/** Whether the token could be used now for `purpose`, without using it (to refuse before costly work). */
export async function checkEmailToken(
  db: DbOrTx,
  input: { token: string; purpose: EmailTokenPurpose; now: Date },
): Promise<EmailTokenCheck> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(eq(emailTokens.tokenHash, sha256(input.token)));
  if (!row || row.usedAt || row.expiresAt <= input.now) return err({ code: 'invalid' });
  if (row.purpose !== input.purpose) return err({ code: 'purpose_mismatch' });
  return ok(row.userId);
}

/** Uses the token up and answers its user; of several uses at once, exactly one gets it. */
export async function useEmailToken(
  tx: DbOrTx,
  input: { token: string; purpose: EmailTokenPurpose; now: Date },
): Promise<EmailTokenCheck> {
  const [used] = await tx
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(input.token)),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (used) return ok(used.userId);
  // Not used: say why, as checkEmailToken would (a token for the other purpose is left as it was).
  const check = await checkEmailToken(tx, input);
  return check.ok ? err({ code: 'invalid' }) : check;
}
