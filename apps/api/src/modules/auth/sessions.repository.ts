// Sessions and refresh tokens in the database. A refresh token is retired by one conditional UPDATE, so of two
// uses at once exactly one succeeds (the other is a reuse, and ends the session).
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { AuthLevel } from '../../shared/viewer.ts';
import { users } from '../accounts/accounts.table.ts';
import { refreshTokens, sessions } from './auth.table.ts';

export type Session = typeof sessions.$inferSelect;
export type RefreshToken = typeof refreshTokens.$inferSelect;

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; authLevel: AuthLevel; createdAt: Date },
): Promise<Session> {
  const [session] = await db.insert(sessions).values(values).returning();
  return session!;
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: { tokenHash: string; sessionId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * The session when it is not revoked and its account is active (a locked or closed account has none). It reads
 * accounts' users in the same statement: this runs on every signed-in request.
 */
export async function findOpenSession(db: DbOrTx, sessionId: string): Promise<Session | undefined> {
  const [row] = await db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), eq(users.status, 'active')));
  return row?.session;
}

export async function revokeSessionRow(
  db: DbOrTx,
  sessionId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(
  db: DbOrTx,
  userId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshToken | undefined> {
  const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return token;
}

/** Retires the token unless it already was; answers whether this call retired it. */
export async function retireRefreshToken(db: DbOrTx, tokenHash: string, at: Date): Promise<boolean> {
  const retired = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning();
  return retired.length > 0;
}

/** Raises the session to verified and retires its live refresh tokens; answers the raised session. */
export async function raiseToVerified(db: DbOrTx, sessionId: string, at: Date): Promise<Session> {
  const [session] = await db
    .update(sessions)
    .set({ authLevel: 'verified' })
    .where(eq(sessions.id, sessionId))
    .returning();
  await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.rotatedAt)));
  return session!;
}
