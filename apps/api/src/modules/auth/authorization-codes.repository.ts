// Single-use authorization codes of /oauth/authorize, stored hashed. Using one is one conditional UPDATE, so of
// two exchanges at once exactly one gets it.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { authorizationCodes } from './auth.table.ts';

export type AuthorizationCode = typeof authorizationCodes.$inferSelect;

export async function insertAuthorizationCode(
  db: DbOrTx,
  values: Omit<AuthorizationCode, 'usedAt' | 'sessionId'>,
): Promise<void> {
  await db.insert(authorizationCodes).values(values);
}

/** Marks the code used unless it already was; answers it when this call used it. */
export async function useAuthorizationCode(
  db: DbOrTx,
  codeHash: string,
  at: Date,
): Promise<AuthorizationCode | undefined> {
  const [code] = await db
    .update(authorizationCodes)
    .set({ usedAt: at })
    .where(and(eq(authorizationCodes.codeHash, codeHash), isNull(authorizationCodes.usedAt)))
    .returning();
  return code;
}

export async function findAuthorizationCode(
  db: DbOrTx,
  codeHash: string,
): Promise<AuthorizationCode | undefined> {
  const [code] = await db.select().from(authorizationCodes).where(eq(authorizationCodes.codeHash, codeHash));
  return code;
}

/** Records the session the code's exchange started (ended if the code is ever presented again). */
export async function setCodeSession(db: DbOrTx, codeHash: string, sessionId: string): Promise<void> {
  await db.update(authorizationCodes).set({ sessionId }).where(eq(authorizationCodes.codeHash, codeHash));
}
