// Small builders for account tests: a registered user, a signed-in session, a verified session.
import crypto from 'node:crypto';
import { expect } from 'vitest';
import { listMessages } from '../../src/modules/sandbox-mailbox/sandbox-mailbox.repository.ts';
import type { TestApp } from './test-app.ts';

export const strongPassword = 'violet-harbor-lantern-42';
let counter = 0;

export function uniqueEmail(): string {
  counter += 1;
  return `ada.${Date.now()}.${counter}@example.com`;
}

export function uniquePhone(): string {
  counter += 1;
  return `312555${String(1000 + (counter % 9000)).padStart(4, '0')}`;
}

export function pkcePair() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export type Tokens = { accessToken: string; refreshToken: string; authLevel: string };

const createCredential = `mutation ($input: CreateCredentialInput!) {
  createCredential(input: $input) {
    credential { status token { accessToken refreshToken expiresIn authLevel createdAt } }
    error { code message fields { field message } }
  }
}`;

export async function register(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; attestedOver18: boolean }> = {},
) {
  const input = {
    email: uniqueEmail(),
    password: strongPassword,
    newsletter: true,
    attestedOver18: true,
    ...overrides,
  };
  const result = await t.graphql<{
    createCredential: {
      credential: { status: string; token: Tokens & { expiresIn: number } } | null;
      error: { code: string; message: string; fields: Array<{ field: string; message: string }> } | null;
    };
  }>(createCredential, { input });
  return { input, payload: result.data!.createCredential };
}

export async function registered(t: TestApp) {
  const { input, payload } = await register(t);
  expect(payload.error).toBeNull();
  return { email: input.email, password: input.password, tokens: payload.credential!.token };
}

export function authorize(t: TestApp, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/oauth/authorize', payload: body });
}

export function authorizeBody(t: TestApp, email: string, password: string, challenge: string) {
  return {
    client_id: t.config.OAUTH_CLIENT_ID,
    redirect_uri: t.config.redirectUris[0],
    response_type: 'code',
    scope: 'api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    email,
    password,
  };
}

/** Signs in with e-mail and password through the OAuth endpoints; answers the token response body. */
export async function signIn(t: TestApp, email: string, password: string) {
  const { verifier, challenge } = pkcePair();
  const authorized = await authorize(t, authorizeBody(t, email, password, challenge));
  expect(authorized.statusCode, authorized.body).toBe(200);
  const exchanged = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'authorization_code',
      code: authorized.json().code,
      code_verifier: verifier,
      client_id: t.config.OAUTH_CLIENT_ID,
      redirect_uri: t.config.redirectUris[0],
    },
  });
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  return exchanged.json() as { access_token: string; refresh_token: string; auth_level: string };
}

export async function latestMessageTo(t: TestApp, recipient: string) {
  const [message] = await listMessages(t.database.db, { to: recipient, limit: 1 });
  return message;
}

const createPhone = `mutation ($input: CreatePhoneNumberInput!) {
  createPhoneNumber(input: $input) { phoneNumber { id mask status } error { code message fields { field message } } }
}`;
const requestOtp = `mutation ($input: RequestOtpInput!) { requestOtp(input: $input) { success error { code message } } }`;
const verifyOtp = `mutation ($input: VerifyOtpInput!) {
  verifyOtp(input: $input) { success token { accessToken refreshToken authLevel } error { code message } }
}`;

export async function addPhone(t: TestApp, token: string, phoneNumber = uniquePhone()) {
  const result = await t.graphql<{
    createPhoneNumber: { phoneNumber: { id: string; mask: string; status: string } };
  }>(createPhone, { input: { phoneNumber } }, { token });
  return { ...result.data!.createPhoneNumber.phoneNumber, e164: `+1${phoneNumber}` };
}

export async function sendCode(
  t: TestApp,
  token: string,
  phoneNumberId: string,
  channel: 'SMS' | 'VOICE' = 'SMS',
) {
  const result = await t.graphql<{ requestOtp: { success: boolean; error: { code: string } | null } }>(
    requestOtp,
    { input: { phoneNumberId, channel } },
    { token },
  );
  return result.data!.requestOtp;
}

export async function enterCode(t: TestApp, token: string, phoneNumberId: string, code: string) {
  const result = await t.graphql<{
    verifyOtp: { success: boolean; token: Tokens | null; error: { code: string; message: string } | null };
  }>(verifyOtp, { input: { phoneNumberId, code } }, { token });
  return result.data!.verifyOtp;
}

export function codeIn(text: string): string {
  const digits = text.replace(/\D/g, '');
  return /(\d{6})/.exec(text.replace(/(\d) (?=\d)/g, '$1'))?.[1] ?? digits.slice(0, 6);
}

/** A registered user whose phone is verified: a verified session. */
export async function verifiedUser(t: TestApp) {
  const user = await registered(t);
  const phone = await addPhone(t, user.tokens.accessToken);
  await sendCode(t, user.tokens.accessToken, phone.id);
  const sms = await latestMessageTo(t, phone.e164);
  const verified = await enterCode(t, user.tokens.accessToken, phone.id, codeIn(sms!.text));
  expect(verified.error).toBeNull();
  return { ...user, phone, tokens: verified.token! };
}

/** How many accounts exist (to show a refused request created none). */
export async function userCount(t: TestApp): Promise<number> {
  return (await t.database.pool.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n;
}

/** The signed-in user's id (currentUser). */
export async function userIdOf(t: TestApp, token: string): Promise<string> {
  const me = await t.graphql<{ currentUser: { id: string } }>('{ currentUser { id } }', {}, { token });
  return me.data!.currentUser.id;
}

const verifySessionMutation = `mutation ($input: VerifySessionInput!) {
  verifySession(input: $input) {
    success token { accessToken refreshToken authLevel } error { code message fields { field message } }
  }
}`;

/** verifySession: a code sent to the account's active phone. */
export async function verifySession(t: TestApp, token: string, code: string) {
  const result = await t.graphql<{
    verifySession: {
      success: boolean;
      token: Tokens | null;
      error: { code: string; message: string } | null;
    };
  }>(verifySessionMutation, { input: { code } }, { token });
  return result.data!.verifySession;
}
