import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceChallenge } from '../src/shared/secrets.ts';
import {
  authorize,
  authorizeBody,
  pkcePair,
  registered,
  signIn,
  strongPassword,
} from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const currentUser = '{ currentUser { id email authLevel } }';

function token(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { client_id: t.config.OAUTH_CLIENT_ID, ...payload },
  });
}

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe('the code + PKCE + refresh flow, driven by a standard OAuth client library', () => {
  it('discovers the server, exchanges a code, calls the API, and refreshes', async () => {
    const user = await registered(t);
    // oauth4webapi talks HTTP: serve the app on a loopback port for it.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const issuer = new URL(t.config.appUrl);
    const discovered = await oauth.discoveryRequest(issuer, {
      algorithm: 'oauth2',
      [oauth.customFetch]: (url: string, init: RequestInit) =>
        fetch(url.replace(issuer.origin, address), init),
      [oauth.allowInsecureRequests]: true,
    });
    const as = await oauth.processDiscoveryResponse(issuer, discovered);
    expect(as.code_challenge_methods_supported).toEqual(['S256']);

    const rewrite = {
      [oauth.customFetch]: (url: string, init: RequestInit) =>
        fetch(url.replace(issuer.origin, address), init),
      [oauth.allowInsecureRequests]: true,
    };
    const client: oauth.Client = { client_id: t.config.OAUTH_CLIENT_ID };
    const verifier = oauth.generateRandomCodeVerifier();
    const challenge = await oauth.calculatePKCECodeChallenge(verifier);
    expect(challenge).toBe(pkceChallenge(verifier));

    const authorized = await authorize(t, authorizeBody(t, user.email, user.password, challenge));
    const callback = new URL(`${t.config.redirectUris[0]}?code=${authorized.json().code}`);
    const params = oauth.validateAuthResponse(as, client, callback, oauth.skipStateCheck);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      t.config.redirectUris[0]!,
      verifier,
      rewrite,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.refresh_token).toBeTruthy();

    const me = await t.graphql<{ currentUser: { email: string; authLevel: string } }>(
      currentUser,
      {},
      { token: tokens.access_token },
    );
    expect(me.data!.currentUser).toMatchObject({ email: user.email, authLevel: 'IDENTIFIED' });

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, rewrite),
    );
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
  });
});

describe('authorization codes', () => {
  it('are single use', async () => {
    const user = await registered(t);
    const { verifier, challenge } = pkcePair();
    const { code } = (await authorize(t, authorizeBody(t, user.email, user.password, challenge))).json();
    const exchange = {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: t.config.redirectUris[0],
    };
    expect((await token(exchange)).statusCode).toBe(200);
    const again = await token(exchange);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it("accept the web client's 32-character verifier", async () => {
    const user = await registered(t);
    const verifier = 'abcdefghijklmnopqrstuvwxyz012345';
    const challenge = pkceChallenge(verifier);
    const { code } = (await authorize(t, authorizeBody(t, user.email, user.password, challenge))).json();
    const exchanged = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: t.config.redirectUris[0],
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
  });

  it('refuse a wrong code verifier, and cannot be retried after that', async () => {
    const user = await registered(t);
    const { verifier, challenge } = pkcePair();
    const { code } = (await authorize(t, authorizeBody(t, user.email, user.password, challenge))).json();
    const wrong = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: pkcePair().verifier,
      redirect_uri: t.config.redirectUris[0],
    });
    expect(wrong.json().error).toBe('invalid_grant');
    const right = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: t.config.redirectUris[0],
    });
    expect(right.json().error).toBe('invalid_grant');
  });

  it('expire after 10 minutes', async () => {
    const user = await registered(t);
    const { verifier, challenge } = pkcePair();
    const { code } = (await authorize(t, authorizeBody(t, user.email, user.password, challenge))).json();
    t.clock.advance(10 * 60 * 1000 + 1);
    const late = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: t.config.redirectUris[0],
    });
    expect(late.json().error).toBe('invalid_grant');
  });

  it('are only issued to the registered redirect URI, exactly', async () => {
    const user = await registered(t);
    for (const redirect_uri of ['https://evil.example/auth/callback', `${t.config.redirectUris[0]}/`]) {
      const response = await authorize(t, {
        ...authorizeBody(t, user.email, user.password, pkcePair().challenge),
        redirect_uri,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_request');
    }
  });

  it('need S256, the code response type, the api scope and the known client', async () => {
    const user = await registered(t);
    const base = authorizeBody(t, user.email, user.password, pkcePair().challenge);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ scope: 'admin' }, 'invalid_scope'],
      [{ client_id: 'someone-else' }, 'invalid_client'],
    ];
    for (const [change, error] of cases) {
      const response = await authorize(t, { ...base, ...change });
      expect(response.json().error).toBe(error);
    }
  });
});

describe('concurrent sign-ins', () => {
  it('all complete: parameterised queries from several connections never interleave', async () => {
    // On disk, as `npm start` runs it: slower writes are what let concurrent statements meet.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-concurrency-'));
    const onDisk = await startTestApp({ DATA_DIR: dataDir });
    try {
      // Open every pooled connection first, as a busy server has.
      await Promise.all(Array.from({ length: 40 }, () => onDisk.graphql('{ globalFeatureFlags { name } }')));
      const users = await Promise.all(Array.from({ length: 3 }, () => registered(onDisk)));
      const sessions = await Promise.all(
        Array.from({ length: 24 }, (_, i) => signIn(onDisk, users[i % 3]!.email, users[i % 3]!.password)),
      );
      expect(new Set(sessions.map((session) => session.refresh_token)).size).toBe(24);
    } finally {
      await onDisk.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and reuse of a rotated one ends the whole session', async () => {
    const user = await registered(t);
    const first = await signIn(t, user.email, user.password);
    const second = (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const replay = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');

    // The thief's replay also ended the legitimate holder's session: both tokens are dead.
    const afterReplay = await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(afterReplay.json().error).toBe('invalid_grant');
    const me = await t.graphql<{ currentUser: null }>(currentUser, {}, { token: second.access_token });
    expect(me.data!.currentUser).toBeNull();
  });

  it('stop working after logout', async () => {
    const user = await registered(t);
    const session = await signIn(t, user.email, user.password);
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      payload: { token: session.refresh_token },
    });
    expect(revoked.statusCode).toBe(200);
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: session.refresh_token })).json().error,
    ).toBe('invalid_grant');
    const me = await t.graphql<{ currentUser: null }>(currentUser, {}, { token: session.access_token });
    expect(me.data!.currentUser).toBeNull();
  });
});

describe('wrong passwords', () => {
  it('warn on the third attempt and lock the account on the tenth, even against the right password', async () => {
    const user = await registered(t);
    const attempt = () =>
      authorize(t, authorizeBody(t, user.email, 'not-the-password-at-all', pkcePair().challenge));
    const codes: string[] = [];
    for (let i = 1; i <= 10; i += 1) codes.push((await attempt()).json().error);
    expect(codes.slice(0, 2)).toEqual(['CREDENTIAL_INCORRECT', 'CREDENTIAL_INCORRECT']);
    expect(codes.slice(2, 9).every((code) => code === 'AUTHENTICATION_THIRD_ATTEMPT')).toBe(true);
    expect(codes[9]).toBe('AUTHENTICATION_TENTH_ATTEMPT');

    const third = await attempt();
    expect(third.statusCode).toBe(401);
    expect(third.json()).toMatchObject({ error: 'ACCOUNT_LOCKED', lock_reason: 'password_attempts' });
    // Even the right password does not open a locked account.
    const right = await authorize(t, authorizeBody(t, user.email, strongPassword, pkcePair().challenge));
    expect(right.json().error).toBe('ACCOUNT_LOCKED');
  });

  it('say the same for an unknown e-mail address', async () => {
    const response = await authorize(
      t,
      authorizeBody(t, 'nobody@example.com', strongPassword, pkcePair().challenge),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'CREDENTIAL_INCORRECT',
      error_description: 'Wrong email or password',
    });
  });

  it('are throttled per address', async () => {
    const strict = await startTestApp({ LOGIN_ATTEMPTS_PER_IP: '3' });
    const body = authorizeBody(strict, 'nobody@example.com', strongPassword, pkcePair().challenge);
    for (let i = 0; i < 3; i += 1) expect((await authorize(strict, body)).statusCode).toBe(401);
    const throttled = await authorize(strict, body);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toBe('too_many_requests');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    await strict.close();
  });
});

describe('caching', () => {
  it('no answer of the authorize, token and revoke endpoints may be stored, errors included', async () => {
    const user = await registered(t);
    const { verifier, challenge } = pkcePair();
    const authorized = await authorize(t, authorizeBody(t, user.email, user.password, challenge));
    const exchanged = await token({
      grant_type: 'authorization_code',
      code: authorized.json().code,
      code_verifier: verifier,
      redirect_uri: t.config.redirectUris[0],
    });
    expect(exchanged.json().access_token).toEqual(expect.any(String));
    const answers = [
      authorized,
      exchanged,
      await authorize(t, authorizeBody(t, user.email, 'wrong-password-123', challenge)),
      await token({ grant_type: 'refresh_token', refresh_token: 'nope' }),
      await t.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        payload: { token: exchanged.json().refresh_token },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/json' },
        payload: '{"grant_type":',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=refresh_token&refresh_token=nope',
      }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('metadata', () => {
  it('publishes RFC 8414 authorization server metadata', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' });
    expect(response.json()).toMatchObject({
      issuer: t.config.appUrl,
      token_endpoint: `${t.config.appUrl}/oauth/token`,
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });
});
