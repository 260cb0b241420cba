// How /graphql takes and answers requests: JSON only (a page elsewhere can post a form or text/plain without
// asking, never JSON), and nothing it answers may be stored by a cache, tokens least of all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginToken } from '../src/modules/auth/login-tokens.ts';
import {
  addPhone,
  codeIn,
  latestMessageTo,
  registered,
  sendCode,
  signIn,
  strongPassword,
  uniqueEmail,
  userCount,
  userIdOf,
  verifiedUser,
} from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function post(payload: string, contentType: string) {
  return t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': contentType }, payload });
}

describe('/graphql takes JSON only', () => {
  const signUp = (email: string) =>
    `mutation { createCredential(input: { email: "${email}", password: "${strongPassword}", newsletter: false, attestedOver18: true }) { error { code } } }`;

  it('refuses a form post (what a cross-site <form> sends) with 415, running nothing', async () => {
    const before = await userCount(t);
    const response = await post(
      new URLSearchParams({ query: signUp(uniqueEmail()) }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      errors: [
        {
          message: 'Send the operation as JSON (Content-Type: application/json).',
          extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
        },
      ],
    });
    expect(await userCount(t)).toBe(before);
  });

  it('refuses JSON sent as text/plain or multipart, which a form can also send', async () => {
    const before = await userCount(t);
    const json = JSON.stringify({ query: signUp(uniqueEmail()) });
    for (const contentType of [
      'text/plain',
      'text/plain; charset=utf-8',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post(json, contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json().errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await userCount(t)).toBe(before);
  });

  it('still takes application/json', async () => {
    const response = await post(JSON.stringify({ query: '{ countries { alpha2 } }' }), 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { countries: [{ alpha2: 'US' }] } });
  });

  it("says the server's own time for an operation (Server-Timing, what the benchmarks read)", async () => {
    const response = await post(JSON.stringify({ query: '{ countries { alpha2 } }' }), 'application/json');
    expect(response.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{2}$/);
  });
});

describe('/graphql answers are never cached', () => {
  async function operation(query: string, input: Record<string, unknown>, token?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables: { input } },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const field = Object.values(response.json().data as Record<string, { token: unknown }>)[0]!;
    return { cacheControl: response.headers['cache-control'], token: field.token };
  }

  it('token-bearing answers carry Cache-Control: no-store', async () => {
    const credential = (mutation: string) =>
      operation(
        `mutation ($input: CreateCredentialInput!) { ${mutation}(input: $input) { credential { token { accessToken } } } }`,
        { email: uniqueEmail(), password: strongPassword, newsletter: false, attestedOver18: true },
      ).then(({ cacheControl }) => cacheControl);
    expect(await credential('registerUser')).toBe('no-store');
    expect(await credential('createCredential')).toBe('no-store');

    const newcomer = await registered(t);
    const phone = await addPhone(t, newcomer.tokens.accessToken);
    await sendCode(t, newcomer.tokens.accessToken, phone.id);
    const otp = await operation(
      'mutation ($input: VerifyOtpInput!) { verifyOtp(input: $input) { token { accessToken } } }',
      { phoneNumberId: phone.id, code: codeIn((await latestMessageTo(t, phone.e164))!.text) },
      newcomer.tokens.accessToken,
    );
    expect(otp).toEqual({ cacheControl: 'no-store', token: { accessToken: expect.any(String) } });

    const returning = await verifiedUser(t);
    const session = await signIn(t, returning.email, returning.password);
    await sendCode(t, session.access_token, returning.phone.id);
    const verified = await operation(
      'mutation ($input: VerifySessionInput!) { verifySession(input: $input) { token { accessToken } } }',
      { code: codeIn((await latestMessageTo(t, returning.phone.e164))!.text) },
      session.access_token,
    );
    expect(verified).toEqual({ cacheControl: 'no-store', token: { accessToken: expect.any(String) } });

    const userId = await userIdOf(t, newcomer.tokens.accessToken);
    const loginToken = await issueLoginToken(t.database.db, { userId, purpose: 'login', now: t.clock.now() });
    const exchanged = await operation(
      'mutation ($input: ExchangeLoginTokenInput!) { exchangeLoginToken(input: $input) { token { accessToken } } }',
      { loginToken },
    );
    expect(exchanged).toEqual({ cacheControl: 'no-store', token: { accessToken: expect.any(String) } });
  });

  it('so do reads, errors and refused requests', async () => {
    const answers = [
      await post(JSON.stringify({ query: '{ countries { alpha2 } }' }), 'application/json'),
      await post(JSON.stringify({ query: '{ countries { nope } }' }), 'application/json'),
      await post('{"query": "{ countries', 'application/json'),
      await post('query=%7Bcountries%7Bid%7D%7D', 'application/x-www-form-urlencoded'),
    ];
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });
});
