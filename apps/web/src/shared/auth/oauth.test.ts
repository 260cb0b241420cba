import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { oauthError, tokenAnswer } from '../../testing/auth';
import { server } from '../../testing/server';
import { OAuthError, refreshTokens } from './oauth';
import { authorize, exchangeCode, redirectUri } from './oauth-login';

async function failureOf(promise: Promise<unknown>): Promise<OAuthError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OAuthError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('the OAuth client', () => {
  it('authorizes with the credentials and an S256 challenge, to the registered redirect URI', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/oauth/authorize', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 'c1' });
      }),
    );
    const code = await authorize({
      clientId: 'wysh-web',
      email: 'a@b.co',
      password: 'pw',
      codeChallenge: 'ch',
    });
    expect(code).toBe('c1');
    expect(body).toEqual({
      client_id: 'wysh-web',
      redirect_uri: `${window.location.origin}/auth/callback`,
      response_type: 'code',
      scope: 'api',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      email: 'a@b.co',
      password: 'pw',
    });
    expect(redirectUri()).toMatch(/\/auth\/callback$/);
  });

  it('exchanges the code with the verifier', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/oauth/token', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          tokenAnswer({ access_token: 'at', refresh_token: 'rt', auth_level: 'identified' }),
        );
      }),
    );
    const tokens = await exchangeCode({ clientId: 'wysh-web', code: 'c1', codeVerifier: 'v' });
    expect(body).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      code_verifier: 'v',
      client_id: 'wysh-web',
      redirect_uri: `${window.location.origin}/auth/callback`,
    });
    expect(tokens).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      authLevel: 'identified',
      expiresIn: 900,
    });
  });

  it('reads error, error_description and lock_reason', async () => {
    server.use(
      http.post('*/oauth/authorize', () =>
        oauthError(401, 'AUTHENTICATION_TENTH_ATTEMPT', 'Your account is locked.', {
          lock_reason: 'password_attempts',
        }),
      ),
    );
    const error = await failureOf(
      authorize({ clientId: 'x', email: 'e', password: 'p', codeChallenge: 'c' }),
    );
    expect(error).toMatchObject({
      status: 401,
      code: 'AUTHENTICATION_TENTH_ATTEMPT',
      description: 'Your account is locked.',
      lockReason: 'password_attempts',
    });
  });

  it('reads retry_after of a throttled request', async () => {
    server.use(
      http.post('*/oauth/authorize', () =>
        oauthError(429, 'too_many_requests', 'Wait.', { retry_after: 120 }),
      ),
    );
    const error = await failureOf(
      authorize({ clientId: 'x', email: 'e', password: 'p', codeChallenge: 'c' }),
    );
    expect(error).toMatchObject({ status: 429, retryAfter: 120 });
  });

  it('reports a network failure without a status', async () => {
    server.use(http.post('*/oauth/token', () => HttpResponse.error()));
    const error = await failureOf(refreshTokens({ clientId: 'x', refreshToken: 'r' }));
    expect(error).toMatchObject({ status: null, code: null });
  });

  it('refuses an answer without tokens', async () => {
    server.use(http.post('*/oauth/token', () => HttpResponse.json({ access_token: 'a' })));
    const error = await failureOf(refreshTokens({ clientId: 'x', refreshToken: 'r' }));
    expect(error.code).toBe('invalid_response');
  });
});
