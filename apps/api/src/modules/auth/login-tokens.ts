// Login tokens: the single-use tokens a deep link in an e-mail carries ("your quote is ready: review it"), so
// that following the link signs the person in. Whatever sends such an e-mail calls issue() in its own
// transaction; there is no API to mint one. The holder exchanges it once, within 15 minutes, either with
// exchangeLoginToken (GraphQL: tokens at once) or with POST /oauth/authorize as user_id + login_token (a PKCE
// code). Only the hash is stored; a refused exchange changes nothing but the per-address throttle. In the
// sandbox, POST /dev/login-link e-mails such a link, standing in for those e-mails until they exist.
import { err, ok, type Result } from '@wysh/domain/result';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { findLiveUserByEmail, findUser, type User } from '../accounts/credentials.service.ts';
import type { TokenSetView } from '../accounts/accounts.views.ts';
import type { Messenger } from '../messaging/messaging.service.ts';
import { loginLinkEmail } from '../messaging/messaging.service.ts';
import { findLoginToken, insertLoginToken, markLoginTokenUsed } from './login-tokens.repository.ts';
import { randomToken, sha256 } from '../../shared/secrets.ts';
import type { Sessions } from './sessions.ts';
import { throttle } from '../throttle/throttle.service.ts';

export const LOGIN_TOKEN_PURPOSES = [
  'login',
  'quote_review',
  'policy_reinstatement',
  'reinstatement_quote_review',
] as const;
export type LoginTokenPurpose = (typeof LOGIN_TOKEN_PURPOSES)[number];
export const LOGIN_TOKEN_TTL_MS = 15 * 60_000;

/** Why a login token is not redeemed (the callers choose the words: a GraphQL or an OAuth refusal). */
export type RedeemRefusal =
  | { code: 'invalid' | 'purpose_mismatch' | 'wrong_user' | 'decommissioned' }
  | { code: 'locked'; lockReason: NonNullable<User['lockReason']> };
export type RedeemResult = Result<{ userId: string; purpose: LoginTokenPurpose }, RedeemRefusal>;

/** The codes exchangeLoginToken refuses with: stable, never renamed. */
export type LoginTokenErrorCode =
  'TOKEN_INVALID' | 'TOKEN_PURPOSE_MISMATCH' | 'USER_DECOMMISSIONED' | 'ACCOUNT_LOCKED' | 'TOO_MANY_REQUESTS';
export type LoginTokenError = UserFailure<LoginTokenErrorCode>;

/** Shared by every sign-in path: password or login token, one address gets this many tries per 15 minutes. */
export const signInThrottleKey = (ip: string) => `login:ip:${ip}`;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** Mints a login token: the link gets the token, the database only its hash. */
export async function issueLoginToken(
  db: DbOrTx,
  input: { userId: string; purpose: LoginTokenPurpose; now: Date },
): Promise<string> {
  const token = randomToken();
  await insertLoginToken(db, {
    tokenHash: sha256(token),
    userId: input.userId,
    purpose: input.purpose,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + LOGIN_TOKEN_TTL_MS),
  });
  return token;
}

export function createLoginTokens(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: Sessions;
  messenger: Messenger;
  logger: Logger;
}) {
  const { db, config, clock, sessions, messenger, logger } = deps;

  /**
   * Marks the token used and answers its user, when it is known, unused, unexpired, meant for `expected`
   * (purpose, user) and its user may sign in. Refusals leave the token as it was.
   */
  async function redeem(
    tx: DbOrTx,
    token: string,
    expected: { purpose?: LoginTokenPurpose; userId?: string } = {},
  ): Promise<RedeemResult> {
    const now = clock.now();
    const hash = sha256(token);
    const row = await findLoginToken(tx, hash);
    if (!row || row.usedAt || row.expiresAt <= now) return err({ code: 'invalid' });
    if (expected.userId !== undefined && expected.userId.toLowerCase() !== row.userId) {
      return err({ code: 'wrong_user' });
    }
    if (expected.purpose && expected.purpose !== row.purpose) return err({ code: 'purpose_mismatch' });
    const user = await findUser(tx, row.userId);
    if (!user || user.status === 'decommissioned') return err({ code: 'decommissioned' });
    if (user.status === 'locked') {
      return err({ code: 'locked', lockReason: user.lockReason ?? 'security_lock' });
    }
    // Two exchanges at once: only one marks it.
    if (!(await markLoginTokenUsed(tx, hash, now))) return err({ code: 'invalid' });
    return ok({ userId: row.userId, purpose: row.purpose });
  }

  /**
   * What an e-mail puts behind its button: the web app's deep link (/deep-link?feature=<purpose>&token=...),
   * which signs the person in and opens the page of `purpose` (for "login", `path` when given).
   */
  async function issueLink(
    tx: DbOrTx,
    input: { userId: string; purpose: LoginTokenPurpose; path?: string | undefined },
  ): Promise<string> {
    const token = await issueLoginToken(tx, {
      userId: input.userId,
      purpose: input.purpose,
      now: clock.now(),
    });
    const params = new URLSearchParams({ feature: input.purpose, token });
    if (input.path) params.set('path', input.path);
    return `${config.appUrl}/deep-link?${params.toString()}`;
  }

  function redeemRefusal(outcome: RedeemRefusal) {
    switch (outcome.code) {
      case 'purpose_mismatch':
        return refusal('TOKEN_PURPOSE_MISMATCH', 'This link is not meant for this page.');
      case 'decommissioned':
        return refusal('USER_DECOMMISSIONED', 'This account has been closed.');
      case 'locked':
        return refusal('ACCOUNT_LOCKED', 'This account is locked.');
      default:
        return refusal(
          'TOKEN_INVALID',
          'This link is no longer valid. Please sign in with your e-mail and password.',
        );
    }
  }

  return {
    redeem,

    /** A new login token for `userId`, to put in a link; stored hashed, valid 15 minutes, used once. */
    issue: (tx: DbOrTx, input: { userId: string; purpose: LoginTokenPurpose }) =>
      issueLoginToken(tx, { ...input, now: clock.now() }),

    issueLink,

    /** Sandbox: e-mails a sign-in link to the account of `email`; false when there is none. */
    async emailLink(input: { email: string; purpose: LoginTokenPurpose; path?: string }): Promise<boolean> {
      const user = await findLiveUserByEmail(db, input.email);
      if (!user) return false;
      const outgoing = messenger.batch();
      await db.transaction(async (tx) => {
        const url = await issueLink(tx, { userId: user.id, purpose: input.purpose, path: input.path });
        await outgoing.email(tx, loginLinkEmail(user.email, url, input.purpose));
      });
      logger.info({ event: 'login_link_sent', userId: user.id, purpose: input.purpose }, 'Login link sent');
      return true;
    },

    /** exchangeLoginToken: the token of a deep link for an identified session's tokens. */
    async exchange(
      input: { loginToken: string; purpose?: LoginTokenPurpose | null },
      context: { ip: string },
    ): Promise<Result<{ token: TokenSetView; purpose: LoginTokenPurpose }, LoginTokenError>> {
      const verdict = await throttle(
        db,
        signInThrottleKey(context.ip),
        config.LOGIN_ATTEMPTS_PER_IP,
        SIGN_IN_WINDOW_SECONDS,
        clock.now(),
      );
      if (!verdict.allowed) {
        logger.warn({ event: 'login_throttled' }, 'Sign-in throttled');
        return refusal(
          'TOO_MANY_REQUESTS',
          'Too many sign-in attempts. Please wait a few minutes and try again.',
        );
      }
      const outcome = await db.transaction(async (tx) => {
        const redeemed = await redeem(tx, input.loginToken, { purpose: input.purpose ?? undefined });
        if (!redeemed.ok) return redeemed;
        const { userId, purpose } = redeemed.value;
        return ok({ userId, purpose, token: await sessions.start(tx, userId, 'identified') });
      });
      if (!outcome.ok) {
        logger.info({ event: 'login_token_refused', reason: outcome.error.code }, 'Login token refused');
        return redeemRefusal(outcome.error);
      }
      const { userId, purpose, token } = outcome.value;
      logger.info({ event: 'login_token_exchanged', userId, purpose }, 'Signed in with a login token');
      return ok({ token, purpose });
    },
  };
}

export type LoginTokens = ReturnType<typeof createLoginTokens>;
