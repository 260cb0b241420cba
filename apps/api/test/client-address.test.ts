// The client's address, which the per-address limits (sign-ins, sign-ups, code requests) count: the
// connection's own unless TRUST_PROXY names the proxies whose X-Forwarded-For may be believed.
import { describe, expect, it } from 'vitest';
import { authorizeBody, pkcePair, strongPassword, uniqueEmail } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

function failedSignIn(t: TestApp, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/authorize',
    payload: authorizeBody(t, 'nobody@example.com', strongPassword, pkcePair().challenge),
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

async function signUp(t: TestApp, forwardedFor: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      query: `mutation ($input: CreateCredentialInput!) { createCredential(input: $input) { error { code } } }`,
      variables: {
        input: { email: uniqueEmail(), password: strongPassword, newsletter: false, attestedOver18: true },
      },
    },
  });
  return response.json().data.createCredential.error as { code: string } | null;
}

describe('with no proxy trusted (the default)', () => {
  it('a made-up X-Forwarded-For does not reset the sign-in limit', async () => {
    const t = await startTestApp({ LOGIN_ATTEMPTS_PER_IP: '3' });
    for (let i = 0; i < 3; i += 1) expect((await failedSignIn(t)).statusCode).toBe(401);
    for (const forged of ['203.0.113.1', '203.0.113.2, 198.51.100.2', '::1']) {
      expect((await failedSignIn(t, forged)).statusCode).toBe(429);
    }
    await t.close();
  });

  it('a made-up X-Forwarded-For does not reset the sign-up limit', async () => {
    const t = await startTestApp({ SIGNUPS_PER_IP: '2' });
    expect(await signUp(t, '203.0.113.1')).toBeNull();
    expect(await signUp(t, '203.0.113.2')).toBeNull();
    expect((await signUp(t, '203.0.113.3'))?.code).toBe('TOO_MANY_REQUESTS');
    await t.close();
  });
});

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  it('counts the address the proxy saw, the right-most hop, whatever the client prepends', async () => {
    const t = await startTestApp({ LOGIN_ATTEMPTS_PER_IP: '3', TRUST_PROXY: '1' });
    for (let i = 0; i < 3; i += 1) {
      expect((await failedSignIn(t, `203.0.113.${i}, 198.51.100.7`)).statusCode).toBe(401);
    }
    expect((await failedSignIn(t, '203.0.113.99, 198.51.100.7')).statusCode).toBe(429);
    expect((await failedSignIn(t, '198.51.100.7')).statusCode).toBe(429);
    // Another client behind the same proxy has a count of its own.
    expect((await failedSignIn(t, '198.51.100.8')).statusCode).toBe(401);
    await t.close();
  });
});

describe('with TRUST_PROXY naming the proxies by address', () => {
  it('believes X-Forwarded-For only from a listed proxy', async () => {
    // Injected requests come from 127.0.0.1.
    const listed = await startTestApp({ LOGIN_ATTEMPTS_PER_IP: '1', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect((await failedSignIn(listed, '203.0.113.1, 198.51.100.7')).statusCode).toBe(401);
    expect((await failedSignIn(listed, '198.51.100.8')).statusCode).toBe(401);
    expect((await failedSignIn(listed, '198.51.100.7')).statusCode).toBe(429);
    await listed.close();

    const elsewhere = await startTestApp({ LOGIN_ATTEMPTS_PER_IP: '1', TRUST_PROXY: '10.0.0.1' });
    expect((await failedSignIn(elsewhere, '198.51.100.7')).statusCode).toBe(401);
    expect((await failedSignIn(elsewhere, '198.51.100.8')).statusCode).toBe(429);
    await elsewhere.close();
  });
});
