// OAuth 2 authorization code + PKCE (S256) for the web client (a public client: no secret), as the spec's
// calls describe: the client posts the user's credentials with its code challenge to /oauth/authorize, gets a
// single-use code, and exchanges it with the code verifier at /oauth/token. The credentials are e-mail and
// password, or user_id with a login token from an e-mailed deep link bound to that user (a bare user_id is
// refused: it would let anyone sign in as anyone); passwords are checked by password-sign-in.ts. Every attempt
// is throttled per address.
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { PasswordBudget } from '../accounts/credentials.service.ts';
import type { PasswordHasher } from '../accounts/credentials.service.ts';
import type { TokenSetView } from '../accounts/accounts.views.ts';
import {
  findAuthorizationCode,
  insertAuthorizationCode,
  setCodeSession,
  useAuthorizationCode,
} from './authorization-codes.repository.ts';
import { ok, type Err, type Result } from '@wysh/domain/result';
import { refuse, type OAuthRefusal } from './oauth-errors.ts';
import { createPasswordSignIn } from './password-sign-in.ts';
import { SIGN_IN_WINDOW_SECONDS, signInThrottleKey, type LoginTokens } from './login-tokens.ts';
import { constantTimeEqual, pkceChallenge, randomToken, sha256 } from '../../shared/secrets.ts';
import type { Sessions } from './sessions.ts';
import { throttle } from '../throttle/throttle.service.ts';

const CODE_TTL_MS = 10 * 60 * 1000;

const base64url = /^[A-Za-z0-9_-]+$/;
const authorizeInput = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  response_type: z.string(),
  scope: z.string().default('api'),
  code_challenge: z.string().min(43).max(128).regex(base64url),
  code_challenge_method: z.literal('S256'),
  email: z.string().min(1).max(320).optional(),
  password: z.string().min(1).max(1024).optional(),
  user_id: z.string().min(1).max(100).optional(),
  login_token: z.string().min(1).max(200).optional(),
  state: z.string().max(500).optional(),
});
type AuthorizeRequest = z.infer<typeof authorizeInput>;
const tokenInput = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1),
    // RFC 7636 asks for 43 or more characters; the product's web client sends 32 from the same unreserved
    // alphabet (spec: "PKCE verifier 32 characters"), about 190 bits, so 32 is the floor here.
    code_verifier: z
      .string()
      .min(32)
      .max(128)
      .regex(/^[A-Za-z0-9._~-]+$/),
    client_id: z.string(),
    redirect_uri: z.string(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1),
    client_id: z.string(),
  }),
]);

export function createOAuthService(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: Sessions;
  passwords: PasswordHasher;
  loginTokens: LoginTokens;
  logger: Logger;
}) {
  const { db, config, clock, sessions, passwords, loginTokens, logger } = deps;
  const signInWithPassword = createPasswordSignIn({ db, sessions, passwords, logger });

  function checkClient(clientId: string, redirectUri?: string): Err<OAuthRefusal> | null {
    if (clientId !== config.OAUTH_CLIENT_ID) return refuse('invalid_client', 'Unknown client.');
    if (redirectUri !== undefined && !config.redirectUris.includes(redirectUri)) {
      return refuse('invalid_request', 'The redirect URI is not registered for this client.');
    }
    return null;
  }

  /** A single-use code for `userId`, bound to the client, its redirect URI and its PKCE challenge. */
  async function issueCode(tx: DbOrTx, userId: string, request: AuthorizeRequest): Promise<string> {
    const code = randomToken();
    const now = clock.now();
    await insertAuthorizationCode(tx, {
      codeHash: sha256(code),
      userId,
      clientId: request.client_id,
      redirectUri: request.redirect_uri,
      codeChallenge: request.code_challenge,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return code;
  }

  /**
   * The code's session, once: the code is marked used whatever follows, and a code used before ends the session
   * its first use started (RFC 6749 §4.1.2), since someone else holds a copy of it.
   */
  async function exchangeCode(
    tx: DbOrTx,
    request: Extract<z.infer<typeof tokenInput>, { grant_type: 'authorization_code' }>,
  ): Promise<TokenSetView | null> {
    const now = clock.now();
    const codeHash = sha256(request.code);
    const code = await useAuthorizationCode(tx, codeHash, now);
    if (!code) {
      const used = await findAuthorizationCode(tx, codeHash);
      if (used?.sessionId) {
        await sessions.revoke(tx, used.sessionId, 'authorization_code_reuse');
        logger.warn({ event: 'authorization_code_reused', userId: used.userId }, 'Authorization code reused');
      }
      return null;
    }
    if (code.expiresAt <= now) return null;
    if (code.clientId !== request.client_id || code.redirectUri !== request.redirect_uri) return null;
    if (!constantTimeEqual(pkceChallenge(request.code_verifier), code.codeChallenge)) return null;
    const tokens = await sessions.start(tx, code.userId, 'identified');
    await setCodeSession(tx, codeHash, tokens.sessionId);
    return tokens;
  }

  /** user_id + login_token: the token must be live and bound to that user; it is used up with the code. */
  async function signInWithLoginToken(
    userId: string,
    loginToken: string,
    request: AuthorizeRequest,
  ): Promise<Result<string, OAuthRefusal>> {
    const outcome = await db.transaction(async (tx) => {
      const redeemed = await loginTokens.redeem(tx, loginToken, { userId });
      if (!redeemed.ok) return redeemed;
      const owner = redeemed.value.userId;
      return ok({ userId: owner, code: await issueCode(tx, owner, request) });
    });
    if (outcome.ok) {
      logger.info(
        { event: 'login_succeeded', userId: outcome.value.userId, method: 'login_token' },
        'Signed in with a login token',
      );
      return ok(outcome.value.code);
    }
    const refused = outcome.error;
    logger.info({ event: 'login_token_refused', reason: refused.code }, 'Login token refused');
    if (refused.code === 'locked') {
      return refuse('ACCOUNT_LOCKED', 'This account is locked.', { lockReason: refused.lockReason });
    }
    if (refused.code === 'decommissioned')
      return refuse('USER_DECOMMISSIONED', 'This account has been closed.');
    // Unknown, used, expired or another user's: one answer, so that it tells nothing about whose it is.
    return refuse(
      'TOKEN_INVALID',
      'This link is no longer valid. Please sign in with your e-mail and password.',
    );
  }

  return {
    async authorize(
      input: unknown,
      context: { ip: string; passwordBudget: PasswordBudget },
    ): Promise<Result<{ code: string; state?: string }, OAuthRefusal>> {
      const parsed = authorizeInput.safeParse(input);
      if (!parsed.success)
        return refuse('invalid_request', 'The sign-in request is incomplete or malformed.');
      const request = parsed.data;
      const clientProblem = checkClient(request.client_id, request.redirect_uri);
      if (clientProblem) return clientProblem;
      if (request.response_type !== 'code')
        return refuse('unsupported_response_type', 'Only the code flow is supported.');
      if (request.scope !== 'api') return refuse('invalid_scope', 'The only scope is "api".');
      if (request.user_id !== undefined || request.login_token !== undefined) {
        if (!request.user_id || !request.login_token || request.email || request.password) {
          return refuse(
            'invalid_request',
            'A user_id is accepted only together with a login_token from an e-mailed link (and no password).',
          );
        }
      } else if (!request.email || !request.password) {
        return refuse('invalid_request', 'The sign-in request is incomplete or malformed.');
      }

      const verdict = await throttle(
        db,
        signInThrottleKey(context.ip),
        config.LOGIN_ATTEMPTS_PER_IP,
        SIGN_IN_WINDOW_SECONDS,
        clock.now(),
      );
      if (!verdict.allowed) {
        logger.warn({ event: 'login_throttled' }, 'Sign-in throttled');
        return refuse(
          'too_many_requests',
          'Too many sign-in attempts. Please wait a few minutes and try again.',
          { retryAfterSeconds: verdict.retryAfterSeconds },
        );
      }

      const outcome = request.login_token
        ? await signInWithLoginToken(request.user_id!, request.login_token, request)
        : await signInWithPassword(
            request.email!,
            request.password!,
            (tx, userId) => issueCode(tx, userId, request),
            context.passwordBudget,
          );
      if (!outcome.ok) return outcome;
      return ok({ code: outcome.value, ...(request.state ? { state: request.state } : {}) });
    },

    async token(input: unknown): Promise<Result<Record<string, unknown>, OAuthRefusal>> {
      const parsed = tokenInput.safeParse(input);
      if (!parsed.success) {
        const grant = (input as { grant_type?: unknown } | null)?.grant_type;
        if (typeof grant === 'string' && grant !== 'authorization_code' && grant !== 'refresh_token') {
          return refuse('unsupported_grant_type', 'Use authorization_code or refresh_token.');
        }
        return refuse('invalid_request', 'The token request is incomplete or malformed.');
      }
      const request = parsed.data;
      const clientProblem = checkClient(request.client_id);
      if (clientProblem) return clientProblem;

      const outcome = await db.transaction(async (tx) => {
        if (request.grant_type === 'refresh_token') {
          const rotated = await sessions.rotate(tx, request.refresh_token);
          return rotated.ok ? rotated.value : null;
        }
        return exchangeCode(tx, request);
      });
      if (!outcome) {
        const what = request.grant_type === 'refresh_token' ? 'refresh token' : 'authorization code';
        return refuse('invalid_grant', `The ${what} is invalid, expired or already used.`);
      }
      return ok({
        access_token: outcome.accessToken,
        token_type: 'Bearer',
        expires_in: outcome.expiresIn,
        refresh_token: outcome.refreshToken,
        scope: 'api',
        auth_level: outcome.authLevel,
      });
    },

    async revoke(input: unknown): Promise<void> {
      const token = (input as { token?: unknown } | null)?.token;
      if (typeof token === 'string' && token.length > 0) await sessions.revokeByRefreshToken(db, token);
    },

    metadata() {
      const issuer = config.appUrl;
      return {
        issuer,
        authorization_endpoint: `${issuer}/oauth/authorize`,
        token_endpoint: `${issuer}/oauth/token`,
        revocation_endpoint: `${issuer}/oauth/revoke`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        revocation_endpoint_auth_methods_supported: ['none'],
        scopes_supported: ['api'],
      };
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
