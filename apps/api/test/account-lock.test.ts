// A locked account: its sessions end (refresh and access tokens alike), and a burst of wrong passwords at once
// compares no more than the ten that lock it. The race shows on a PostgreSQL server (DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize, authorizeBody, pkcePair, registered, signIn, verifiedUser } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_ATTEMPTS_PER_IP: '10000' });
});
afterAll(() => t.close());

const wrongPassword = (email: string) =>
  authorize(t, authorizeBody(t, email, 'not-the-password-at-all', pkcePair().challenge));
const currentUser = (token: string) =>
  t
    .graphql<{ currentUser: { id: string } | null }>('{ currentUser { id } }', {}, { token })
    .then((result) => result.data!.currentUser);
const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: t.config.OAUTH_CLIENT_ID,
    },
  });

describe('locking an account', () => {
  it('with the tenth wrong password ends its sessions: access and refresh tokens stop working', async () => {
    const user = await verifiedUser(t);
    const other = await signIn(t, user.email, user.password);
    expect(await currentUser(user.tokens.accessToken)).not.toBeNull();

    for (let i = 0; i < 10; i += 1) await wrongPassword(user.email);

    expect(await currentUser(user.tokens.accessToken)).toBeNull();
    expect(await currentUser(other.access_token)).toBeNull();
    const profile = await t.graphql('{ profile { firstName } }', {}, { token: user.tokens.accessToken });
    expect(profile.errors![0]!.extensions!.code).toBe('GRAPH_API_UNAUTHORIZED');
    expect((await refresh(user.tokens.refreshToken)).json().error).toBe('invalid_grant');
    expect((await refresh(other.refresh_token)).json().error).toBe('invalid_grant');
  });

  it('by any other means also stops its access tokens at the next request', async () => {
    const user = await registered(t);
    const session = await signIn(t, user.email, user.password);
    await t.database.pool.query(
      "update users set status = 'locked', lock_reason = 'security_lock' where lower(email) = lower($1)",
      [user.email],
    );
    expect(await currentUser(session.access_token)).toBeNull();
    expect((await refresh(session.refresh_token)).json().error).toBe('invalid_grant');
  });
});

describe('a burst of wrong passwords at once', () => {
  it('compares ten of them, the tenth locks the account, and every other is refused as locked', async () => {
    const user = await registered(t);
    const answers = await Promise.all(Array.from({ length: 40 }, () => wrongPassword(user.email)));
    const codes = answers.map((answer) => answer.json().error as string);
    const count = (code: string) => codes.filter((each) => each === code).length;
    expect(count('CREDENTIAL_INCORRECT')).toBe(2);
    expect(count('AUTHENTICATION_THIRD_ATTEMPT')).toBe(7);
    expect(count('AUTHENTICATION_TENTH_ATTEMPT')).toBe(1);
    expect(count('ACCOUNT_LOCKED')).toBe(30);
    // Locked: the right password does not open it.
    const right = await authorize(t, authorizeBody(t, user.email, user.password, pkcePair().challenge));
    expect(right.json().error).toBe('ACCOUNT_LOCKED');
  });
});
