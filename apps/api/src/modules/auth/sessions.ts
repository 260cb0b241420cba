// Sessions and their refresh tokens. A refresh token is used once: using it returns a new one and retires it.
// Presenting a retired token means it was copied, so the whole session ends (RFC 6819 §5.2.2.3).
import { err, ok, type Result } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { TokenSetView } from '../accounts/accounts.views.ts';
import type { AccessTokens } from './access-tokens.ts';
import {
  findOpenSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  raiseToVerified,
  retireRefreshToken,
  revokeSessionRow,
  revokeSessionsOfUser,
} from './sessions.repository.ts';
import { randomToken, sha256 } from '../../shared/secrets.ts';
import type { AuthLevel, Viewer } from '../../shared/viewer.ts';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Why a refresh token is not rotated. */
export type RotateRefusal = { code: 'unknown' | 'reused' | 'expired' | 'revoked' };

export function createSessions(deps: { accessTokens: AccessTokens; clock: Clock }) {
  const { accessTokens, clock } = deps;

  async function issue(
    db: DbOrTx,
    session: { id: string; userId: string; authLevel: AuthLevel },
  ): Promise<TokenSetView> {
    const now = clock.now();
    const refreshToken = randomToken();
    await insertRefreshToken(db, {
      tokenHash: sha256(refreshToken),
      sessionId: session.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    const accessToken = await accessTokens.sign({
      userId: session.userId,
      sessionId: session.id,
      authLevel: session.authLevel,
    });
    return {
      accessToken,
      refreshToken,
      expiresIn: accessTokens.ttlSeconds,
      authLevel: session.authLevel,
      createdAt: now,
    };
  }

  const openSession = findOpenSession;

  async function revokeSession(db: DbOrTx, sessionId: string, reason: string): Promise<void> {
    await revokeSessionRow(db, sessionId, reason, clock.now());
  }

  return {
    /** A new session's tokens, with its id (to end it later). */
    async start(
      db: DbOrTx,
      userId: string,
      authLevel: AuthLevel,
    ): Promise<TokenSetView & { sessionId: string }> {
      const session = await insertSession(db, { userId, authLevel, createdAt: clock.now() });
      return { ...(await issue(db, session)), sessionId: session.id };
    },

    revoke: revokeSession,

    async rotate(db: DbOrTx, refreshToken: string): Promise<Result<TokenSetView, RotateRefusal>> {
      const now = clock.now();
      const hash = sha256(refreshToken);
      const token = await findRefreshToken(db, hash);
      if (!token) return err({ code: 'unknown' });
      const session = await openSession(db, token.sessionId);
      if (!session) return err({ code: 'revoked' });
      if (!(await retireRefreshToken(db, hash, now))) {
        await revokeSession(db, session.id, 'refresh_token_reuse');
        return err({ code: 'reused' });
      }
      if (token.expiresAt <= now) return err({ code: 'expired' });
      return ok(await issue(db, session));
    },

    /** Raises a session to verified; earlier refresh tokens retire, the caller gets new tokens. */
    async verify(db: DbOrTx, sessionId: string): Promise<TokenSetView> {
      return issue(db, await raiseToVerified(db, sessionId, clock.now()));
    },

    async revokeByRefreshToken(db: DbOrTx, refreshToken: string): Promise<void> {
      const token = await findRefreshToken(db, sha256(refreshToken));
      if (token) await revokeSession(db, token.sessionId, 'logout');
    },

    async revokeAllOfUser(db: DbOrTx, userId: string, reason: string): Promise<void> {
      await revokeSessionsOfUser(db, userId, reason, clock.now());
    },

    /** The caller behind a bearer access token: valid signature, unexpired, its session open, its account active. */
    async viewer(db: DbOrTx, authorization: string | undefined): Promise<Viewer> {
      if (!authorization) return { kind: 'anonymous', reason: 'no_token' };
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      const claims = match ? await accessTokens.verify(match[1]!) : null;
      if (!claims) return { kind: 'anonymous', reason: 'invalid_token' };
      if (!(await openSession(db, claims.sessionId))) return { kind: 'anonymous', reason: 'invalid_token' };
      return {
        kind: 'user',
        userId: claims.userId,
        sessionId: claims.sessionId,
        authLevel: claims.authLevel,
      };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
