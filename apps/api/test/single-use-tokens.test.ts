// Everything single-use stays single-use when it is presented many times at once: e-mail verification and
// password-reset links, login tokens (both ways), authorization codes and refresh tokens. A reused
// authorization code also ends the session its first use started (RFC 6749 §4.1.2). The races show on a
// PostgreSQL server (DATABASE_URL); the embedded database runs one statement at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginToken } from '../src/modules/auth/login-tokens.ts';
import {
  authorize,
  authorizeBody,
  latestMessageTo,
  pkcePair,
  registered,
  signIn,
  userIdOf,
} from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_ATTEMPTS_PER_IP: '10000', PASSWORD_RESETS_PER_IP: '10000' });
});
afterAll(() => t.close());

const AT_ONCE = 10;
const RESETS_AT_ONCE = 20;
const times = <T>(count: number, run: () => Promise<T>) => Promise.all(Array.from({ length: count }, run));
const tokenInLink = (text: string) => /https?:\/\/\S+/.exec(text)![0].split('/').pop()!;
const currentUser = (token: string) =>
  t
    .graphql<{ currentUser: { id: string } | null }>('{ currentUser { id } }', {}, { token })
    .then((result) => result.data!.currentUser);
const oauthToken = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { client_id: t.config.OAUTH_CLIENT_ID, ...payload },
  });

async function aCodeFor(user: { email: string; password: string }) {
  const { verifier, challenge } = pkcePair();
  const authorized = await authorize(t, authorizeBody(t, user.email, user.password, challenge));
  return {
    grant_type: 'authorization_code',
    code: authorized.json().code as string,
    code_verifier: verifier,
    redirect_uri: t.config.redirectUris[0],
  };
}

describe('e-mail links used many times at once', () => {
  it('verify the address once', async () => {
    const user = await registered(t);
    const token = tokenInLink((await latestMessageTo(t, user.email))!.text);
    const answers = await times(AT_ONCE, () =>
      t.graphql<{ verifyEmail: { success: boolean } }>(
        'mutation ($token: String!) { verifyEmail(input: { token: $token }) { success error { code } } }',
        { token },
      ),
    );
    expect(answers.filter((answer) => answer.data!.verifyEmail.success)).toHaveLength(1);
  });

  it('reset the password once', async () => {
    const user = await registered(t);
    await t.graphql(
      'mutation ($email: String!) { initiatePasswordReset(input: { email: $email }) { success } }',
      {
        email: user.email,
      },
    );
    const token = tokenInLink((await latestMessageTo(t, user.email))!.text);
    const answers = await Promise.all(
      Array.from({ length: RESETS_AT_ONCE }, (_, i) =>
        t.graphql<{ resetForgottenPassword: { success: boolean; error: { code: string } | null } }>(
          'mutation ($input: ResetForgottenPasswordInput!) { resetForgottenPassword(input: $input) { success error { code } } }',
          {
            input: {
              token,
              password: `a-new-password-${i}-x`,
              passwordConfirmation: `a-new-password-${i}-x`,
            },
          },
        ),
      ),
    );
    const succeeded = answers.flatMap((answer, i) =>
      answer.data!.resetForgottenPassword.success ? [i] : [],
    );
    expect(succeeded).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.data!.resetForgottenPassword.error?.code === 'TOKEN_INVALID'),
    ).toHaveLength(RESETS_AT_ONCE - 1);
    // The one password that was set is the account's password.
    expect((await signIn(t, user.email, `a-new-password-${succeeded[0]}-x`)).auth_level).toBe('identified');
  });
});

describe('a login token used many times at once', () => {
  async function aLoginToken() {
    const user = await registered(t);
    const userId = await userIdOf(t, user.tokens.accessToken);
    return {
      userId,
      loginToken: await issueLoginToken(t.database.db, { userId, purpose: 'login', now: t.clock.now() }),
    };
  }

  it('signs in once through exchangeLoginToken', async () => {
    const { loginToken } = await aLoginToken();
    const answers = await times(AT_ONCE, () =>
      t.graphql<{ exchangeLoginToken: { token: { accessToken: string } | null } }>(
        'mutation ($t: String!) { exchangeLoginToken(input: { loginToken: $t }) { token { accessToken } error { code } } }',
        { t: loginToken },
      ),
    );
    expect(answers.filter((answer) => answer.data!.exchangeLoginToken.token)).toHaveLength(1);
  });

  it('is exchanged for one code at /oauth/authorize', async () => {
    const { userId, loginToken } = await aLoginToken();
    const { email: _email, password: _password, ...client } = authorizeBody(t, '', '', pkcePair().challenge);
    const answers = await times(AT_ONCE, () =>
      authorize(t, { ...client, user_id: userId, login_token: loginToken }),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });
});

describe('an authorization code', () => {
  it('used many times at once gives tokens once, and that session ends because the code was reused', async () => {
    const exchange = await aCodeFor(await registered(t));
    const answers = await times(AT_ONCE, () => oauthToken(exchange));
    const granted = answers.filter((answer) => answer.statusCode === 200);
    expect(granted).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().error === 'invalid_grant')).toHaveLength(AT_ONCE - 1);
    expect(await currentUser(granted[0]!.json().access_token)).toBeNull();
  });

  it('used a second time is refused and revokes the tokens its first use issued', async () => {
    const exchange = await aCodeFor(await registered(t));
    const first = await oauthToken(exchange);
    expect(first.statusCode).toBe(200);
    const tokens = first.json();
    expect(await currentUser(tokens.access_token)).not.toBeNull();

    const second = await oauthToken(exchange);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('invalid_grant');
    expect(await currentUser(tokens.access_token)).toBeNull();
    const refreshed = await oauthToken({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.json().error).toBe('invalid_grant');
  });

  it('refused for a wrong verifier leaves other sessions of the user alone', async () => {
    const user = await registered(t);
    const other = await signIn(t, user.email, user.password);
    const exchange = await aCodeFor(user);
    expect((await oauthToken({ ...exchange, code_verifier: pkcePair().verifier })).statusCode).toBe(400);
    expect((await oauthToken(exchange)).statusCode).toBe(400);
    expect(await currentUser(other.access_token)).not.toBeNull();
  });
});

describe('a refresh token used many times at once', () => {
  it('rotates once, and the reuse ends the session', async () => {
    const user = await registered(t);
    const session = await signIn(t, user.email, user.password);
    const answers = await times(AT_ONCE, () =>
      oauthToken({ grant_type: 'refresh_token', refresh_token: session.refresh_token }),
    );
    const granted = answers.filter((answer) => answer.statusCode === 200);
    expect(granted).toHaveLength(1);
    expect(await currentUser(granted[0]!.json().access_token)).toBeNull();
  });
});
