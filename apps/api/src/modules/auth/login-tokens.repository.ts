// Login tokens in the database, stored hashed. Using one is one conditional UPDATE: of two exchanges at once,
// exactly one marks it.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { loginTokens } from './auth.table.ts';

export type LoginTokenRow = typeof loginTokens.$inferSelect;

export async function insertLoginToken(db: DbOrTx, values: Omit<LoginTokenRow, 'usedAt'>): Promise<void> {
  await db.insert(loginTokens).values(values);
}

export async function findLoginToken(db: DbOrTx, tokenHash: string): Promise<LoginTokenRow | undefined> {
  const [row] = await db.select().from(loginTokens).where(eq(loginTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used unless it already was; answers whether this call marked it. */
export async function markLoginTokenUsed(db: DbOrTx, tokenHash: string, at: Date): Promise<boolean> {
  const used = await db
    .update(loginTokens)
    .set({ usedAt: at })
    .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt)))
    .returning({ userId: loginTokens.userId });
  return used.length > 0;
}
