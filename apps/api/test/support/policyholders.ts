// A policyholder as billing tests need one: bought through the API, with the phone their sessions are verified
// by, and the way back in after the clock moved past their session (a sign-in link, then a code by text).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { issueLoginToken } from '../../src/modules/auth/login-tokens.ts';
import { codeIn, latestMessageTo, sendCode, userIdOf, verifySession } from './accounts.ts';
import { buyTermPolicy } from './purchasing.ts';

type Buy = typeof buyTermPolicy;
import type { TestApp } from './test-app.ts';

export type Policyholder = {
  token: string;
  policyId: string;
  invoiceId: string;
  userId: string;
  phone: string;
  e164: string;
};

export async function policyholder(
  t: TestApp,
  cardPort: number,
  buy: Buy = buyTermPolicy,
): Promise<Policyholder> {
  const bought = await buy(t, cardPort);
  const userId = await userIdOf(t, bought.token);
  const { rows } = await t.database.db.execute(sql`select id, e164 from phone_numbers
    where user_id = ${userId} and status = 'active'`);
  const phone = rows[0] as { id: string; e164: string };
  return { ...bought, userId, phone: phone.id, e164: phone.e164 };
}

/** A sign-in link's session (identified, not verified), as an e-mail's link gives it. */
export async function identifiedSession(t: TestApp, userId: string): Promise<string> {
  const loginToken = await issueLoginToken(t.database.db, { userId, purpose: 'login', now: t.clock.now() });
  const exchanged = await t.graphql<{
    exchangeLoginToken: { token: { accessToken: string; authLevel: string } };
  }>(
    `mutation ($input: ExchangeLoginTokenInput!) { exchangeLoginToken(input: $input) { token { accessToken authLevel } } }`,
    { input: { loginToken } },
  );
  expect(exchanged.data!.exchangeLoginToken.token.authLevel).toBe('IDENTIFIED');
  return exchanged.data!.exchangeLoginToken.token.accessToken;
}

/** A month on, the session has ended: the person signs in again (a sign-in link, then a code by text). */
export async function signBackIn(t: TestApp, person: Policyholder): Promise<void> {
  const token = await identifiedSession(t, person.userId);
  expect((await sendCode(t, token, person.phone)).success).toBe(true);
  const sms = await latestMessageTo(t, person.e164);
  const verified = await verifySession(t, token, codeIn(sms!.text));
  expect(verified.error).toBeNull();
  person.token = verified.token!.accessToken;
}
