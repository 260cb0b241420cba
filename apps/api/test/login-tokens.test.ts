// Login tokens: the single-use tokens of deep links in e-mails, minted by the service function later e-mails
// call, exchanged with exchangeLoginToken (GraphQL) or with user_id + login_token at POST /oauth/authorize.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginToken, type LoginTokenPurpose } from '../src/modules/auth/login-tokens.ts';
import {
  authorize,
  authorizeBody,
  latestMessageTo,
  pkcePair,
  registered,
  signIn,
  userIdOf,
  verifiedUser,
} from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Exchanged = {
  token: { accessToken: string; refreshToken: string; authLevel: string } | null;
  purpose: string | null;
  error: { code: string; message: string } | null;
};

function exchange(app: TestApp, loginToken: string, purpose?: string) {
  return app
    .graphql<{ exchangeLoginToken: Exchanged }>(
      `mutation ($input: ExchangeLoginTokenInput!) {
        exchangeLoginToken(input: $input) {
          token { accessToken refreshToken authLevel }
          purpose
          error { code message }
        }
      }`,
      { input: { loginToken, ...(purpose ? { purpose } : {}) } },
    )
    .then((result) => result.data!.exchangeLoginToken);
}

async function aUserWithToken(app: TestApp = t, purpose: LoginTokenPurpose = 'quote_review') {
  const user = await registered(app);
  const userId = await userIdOf(app, user.tokens.accessToken);
  const loginToken = await issueLoginToken(app.database.db, { userId, purpose, now: app.clock.now() });
  return { ...user, userId, loginToken };
}

const me = (token: string) =>
  t
    .graphql<{ currentUser: { id: string; authLevel: string } | null }>(
      '{ currentUser { id authLevel } }',
      {},
      {
        token,
      },
    )
    .then((result) => result.data!.currentUser);

describe('exchangeLoginToken', () => {
  it("signs the token's user in (identified) and says what the link was for", async () => {
    const user = await aUserWithToken();
    const exchanged = await exchange(t, user.loginToken);
    expect(exchanged.error).toBeNull();
    expect(exchanged.purpose).toBe('QUOTE_REVIEW');
    expect(exchanged.token!.authLevel).toBe('IDENTIFIED');
    expect(await me(exchanged.token!.accessToken)).toEqual({ id: user.userId, authLevel: 'IDENTIFIED' });
    // A real session: its refresh token works.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'refresh_token',
        refresh_token: exchanged.token!.refreshToken,
        client_id: t.config.OAUTH_CLIENT_ID,
      },
    });
    expect(refreshed.json()).toMatchObject({ auth_level: 'identified' });
  });

  it('works once', async () => {
    const user = await aUserWithToken();
    expect((await exchange(t, user.loginToken)).error).toBeNull();
    const again = await exchange(t, user.loginToken);
    expect(again.token).toBeNull();
    expect(again.error).toEqual({
      code: 'TOKEN_INVALID',
      message: 'This link is no longer valid. Please sign in with your e-mail and password.',
    });
  });

  it('expires after 15 minutes', async () => {
    const late = await aUserWithToken();
    const onTime = await aUserWithToken();
    t.clock.advance(15 * 60 * 1000 - 1);
    expect((await exchange(t, onTime.loginToken)).error).toBeNull();
    t.clock.advance(1);
    expect((await exchange(t, late.loginToken)).error!.code).toBe('TOKEN_INVALID');
  });

  it('refuses unknown tokens', async () => {
    expect((await exchange(t, 'made-up-login-token')).error!.code).toBe('TOKEN_INVALID');
    expect((await exchange(t, '')).error!.code).toBe('TOKEN_INVALID');
  });

  it('refuses a token meant for another page, and leaves it usable for its own', async () => {
    const user = await aUserWithToken(t, 'policy_reinstatement');
    expect((await exchange(t, user.loginToken, 'QUOTE_REVIEW')).error).toEqual({
      code: 'TOKEN_PURPOSE_MISMATCH',
      message: 'This link is not meant for this page.',
    });
    const right = await exchange(t, user.loginToken, 'POLICY_REINSTATEMENT');
    expect(right.error).toBeNull();
    expect(right.purpose).toBe('POLICY_REINSTATEMENT');
  });

  it('refuses a closed account', async () => {
    const user = await verifiedUser(t);
    const userId = await userIdOf(t, user.tokens.accessToken);
    const loginToken = await issueLoginToken(t.database.db, { userId, purpose: 'login', now: t.clock.now() });
    await t.graphql('mutation { decommissionUser { success } }', {}, { token: user.tokens.accessToken });
    expect((await exchange(t, loginToken)).error!.code).toBe('USER_DECOMMISSIONED');
  });

  it('refuses a locked account', async () => {
    const user = await aUserWithToken();
    for (let i = 0; i < 10; i += 1)
      await authorize(t, authorizeBody(t, user.email, 'not-the-password-at-all', pkcePair().challenge));
    const refused = await exchange(t, user.loginToken);
    expect(refused.token).toBeNull();
    expect(refused.error!.code).toBe('ACCOUNT_LOCKED');
  });

  it('stores only a hash of the token', async () => {
    const user = await aUserWithToken();
    const { rows } = await t.database.pool.query(
      'select token_hash, purpose, expires_at from login_tokens where user_id = $1',
      [user.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(user.loginToken);
    expect(JSON.stringify(rows)).not.toContain(user.loginToken);
    expect(new Date(rows[0].expires_at).getTime() - t.clock.now().getTime()).toBe(15 * 60 * 1000);
  });

  it('is throttled per address, with sign-ins', async () => {
    const strict = await startTestApp({ LOGIN_ATTEMPTS_PER_IP: '3' });
    const user = await aUserWithToken(strict);
    for (let i = 0; i < 2; i += 1)
      expect((await exchange(strict, `guess-${i}`)).error!.code).toBe('TOKEN_INVALID');
    // The password sign-in counts too: the limit is on every way of signing in from one address.
    expect(
      (await authorize(strict, authorizeBody(strict, user.email, 'wrong-password-x', pkcePair().challenge)))
        .statusCode,
    ).toBe(401);
    const throttled = await exchange(strict, user.loginToken);
    expect(throttled.error!.code).toBe('TOO_MANY_REQUESTS');
    // Throttled, not used up.
    const { rows } = await strict.database.pool.query('select used_at from login_tokens where user_id = $1', [
      user.userId,
    ]);
    expect(rows).toEqual([{ used_at: null }]);
    await strict.close();
  });
});

describe('POST /oauth/authorize with user_id and login_token', () => {
  function clientBody(challenge: string) {
    const { email: _email, password: _password, ...client } = authorizeBody(t, '', '', challenge);
    return client;
  }

  async function exchangeCode(code: string, verifier: string) {
    return t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        client_id: t.config.OAUTH_CLIENT_ID,
        redirect_uri: t.config.redirectUris[0],
      },
    });
  }

  it("issues a code for the token's user, which PKCE exchanges for an identified session", async () => {
    const user = await aUserWithToken(t, 'login');
    const { verifier, challenge } = pkcePair();
    const authorized = await authorize(t, {
      ...clientBody(challenge),
      user_id: user.userId,
      login_token: user.loginToken,
      state: 'xyz',
    });
    expect(authorized.statusCode, authorized.body).toBe(200);
    expect(authorized.json().state).toBe('xyz');
    const tokens = await exchangeCode(authorized.json().code, verifier);
    expect(tokens.json()).toMatchObject({ auth_level: 'identified', token_type: 'Bearer' });
    expect(await me(tokens.json().access_token)).toEqual({ id: user.userId, authLevel: 'IDENTIFIED' });
  });

  it('still refuses a bare user_id', async () => {
    const user = await aUserWithToken();
    const response = await authorize(t, { ...clientBody(pkcePair().challenge), user_id: user.userId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
    // Nor a login token without its user, nor a user_id beside a password.
    const tokenOnly = await authorize(t, {
      ...clientBody(pkcePair().challenge),
      login_token: user.loginToken,
    });
    expect(tokenOnly.json().error).toBe('invalid_request');
    const mixed = await authorize(t, {
      ...authorizeBody(t, user.email, user.password, pkcePair().challenge),
      user_id: user.userId,
    });
    expect(mixed.json().error).toBe('invalid_request');
    // None of that used the token.
    expect((await exchange(t, user.loginToken)).error).toBeNull();
  });

  it("refuses another user's id, without using the token up", async () => {
    const ada = await aUserWithToken();
    const eve = await registered(t);
    const eveId = await userIdOf(t, eve.tokens.accessToken);
    const wrong = await authorize(t, {
      ...clientBody(pkcePair().challenge),
      user_id: eveId,
      login_token: ada.loginToken,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'TOKEN_INVALID',
      error_description: 'This link is no longer valid. Please sign in with your e-mail and password.',
    });
    const notAnId = await authorize(t, {
      ...clientBody(pkcePair().challenge),
      user_id: 'not-a-uuid',
      login_token: ada.loginToken,
    });
    expect(notAnId.json().error).toBe('TOKEN_INVALID');
    const right = await authorize(t, {
      ...clientBody(pkcePair().challenge),
      user_id: ada.userId.toUpperCase(),
      login_token: ada.loginToken,
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a reused token, whichever way it was used first', async () => {
    const first = await aUserWithToken();
    const authorizeWith = (user: { userId: string; loginToken: string }) =>
      authorize(t, {
        ...clientBody(pkcePair().challenge),
        user_id: user.userId,
        login_token: user.loginToken,
      });
    expect((await authorizeWith(first)).statusCode).toBe(200);
    expect((await authorizeWith(first)).json().error).toBe('TOKEN_INVALID');
    expect((await exchange(t, first.loginToken)).error!.code).toBe('TOKEN_INVALID');

    const second = await aUserWithToken();
    expect((await exchange(t, second.loginToken)).error).toBeNull();
    expect((await authorizeWith(second)).json().error).toBe('TOKEN_INVALID');
  });

  it('refuses a locked or closed account as a password sign-in would', async () => {
    const locked = await aUserWithToken();
    await t.database.pool.query(
      "update users set status = 'locked', lock_reason = 'security_lock' where id = $1",
      [locked.userId],
    );
    const refused = await authorize(t, {
      ...clientBody(pkcePair().challenge),
      user_id: locked.userId,
      login_token: locked.loginToken,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'ACCOUNT_LOCKED', lock_reason: 'security_lock' });

    const closed = await verifiedUser(t);
    const closedId = await userIdOf(t, closed.tokens.accessToken);
    const token = await issueLoginToken(t.database.db, {
      userId: closedId,
      purpose: 'login',
      now: t.clock.now(),
    });
    await t.graphql('mutation { decommissionUser { success } }', {}, { token: closed.tokens.accessToken });
    const gone = await authorize(t, {
      ...clientBody(pkcePair().challenge),
      user_id: closedId,
      login_token: token,
    });
    expect(gone.json().error).toBe('USER_DECOMMISSIONED');
  });

  it('leaves password sign-in as it was', async () => {
    const user = await registered(t);
    expect((await signIn(t, user.email, user.password)).auth_level).toBe('identified');
  });
});

describe('POST /dev/login-link (sandbox)', () => {
  const send = (app: TestApp, payload: Record<string, unknown>) =>
    app.app.inject({ method: 'POST', url: '/dev/login-link', payload });

  it('e-mails a deep link that signs the person in, as the e-mails that carry them will', async () => {
    const user = await registered(t);
    const sent = await send(t, { email: user.email.toUpperCase(), purpose: 'quote_review' });
    expect(sent.statusCode).toBe(202);
    const email = await latestMessageTo(t, user.email);
    expect(email!.subject).toBe('Your quote is ready');
    const link = new URL(/https?:\/\/\S+/.exec(email!.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.appUrl}/deep-link`);
    expect(link.searchParams.get('feature')).toBe('quote_review');
    const exchanged = await exchange(t, link.searchParams.get('token')!, 'QUOTE_REVIEW');
    expect(exchanged.error).toBeNull();
    expect(await me(exchanged.token!.accessToken)).toMatchObject({ authLevel: 'IDENTIFIED' });
  });

  it('carries the path of a login link', async () => {
    const user = await registered(t);
    await send(t, { email: user.email, path: '/account/profile' });
    const email = await latestMessageTo(t, user.email);
    expect(email!.subject).toBe('Your sign-in link');
    const link = new URL(/https?:\/\/\S+/.exec(email!.text)![0]);
    expect(link.searchParams.get('feature')).toBe('login');
    expect(link.searchParams.get('path')).toBe('/account/profile');
  });

  it('answers 404 for an unknown address and 400 for a bad request', async () => {
    expect((await send(t, { email: 'nobody-here@example.com' })).statusCode).toBe(404);
    expect((await send(t, { email: 'x@example.com', purpose: 'anything' })).statusCode).toBe(400);
    expect((await send(t, { email: 'x@example.com', path: 'https://evil.example' })).statusCode).toBe(400);
  });

  it('does not exist when real providers are configured', async () => {
    const live = await startTestApp({ PROVIDERS: 'live' });
    expect((await send(live, { email: 'x@example.com' })).statusCode).toBe(404);
    await live.close();
  });
});
