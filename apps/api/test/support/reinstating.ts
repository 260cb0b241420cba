// What the reinstatement tests share (reinstatement*.test.ts, clock-travel.test.ts): the sandbox clock moved a
// day at a time with the billing run behind it, a person's cards told to decline or work, policyholders lapsed
// together, and the reinstatement's API (requestReinstatement, submitReinstatementUnderwriting,
// createReinstatementInvoice, payInvoice) asked as the person.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Policyholder } from './policyholders.ts';
import { loggedErrors, type TestApp } from './test-app.ts';

/** The rows of one SQL query. */
export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

/** Every card of the user declines (card_declined) or works from now on, at the sandbox card provider. */
export async function cardStarts(t: TestApp, userId: string, behaviour: 'declining' | 'approving') {
  const json = JSON.stringify(
    behaviour === 'declining' ? { kind: 'declines', code: 'card_declined' } : { kind: 'succeeds' },
  );
  await t.database.db.execute(sql`update sandbox_card_payment_methods set behaviour = ${json}
    where id in (select provider_payment_method_id from payment_methods where user_id = ${userId})`);
}

/** `days` of the sandbox clock at once (through /dev/clock), then the billing run and every job it sets off. */
export async function advance(t: TestApp, days = 1) {
  const moved = await t.app.inject({
    method: 'POST',
    url: '/dev/clock',
    payload: { advanceSeconds: 86_400 * days },
  });
  expect(moved.statusCode).toBe(200);
  for (let round = 0; round < 3; round += 1) await t.jobs.drain();
}

/** The sandbox clock's business day (US Eastern), as /dev/clock tells it. */
export async function sandboxToday(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/dev/clock' });
  return new Date((response.json() as { now: string }).now).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });
}

/**
 * The people's cards decline from now on and the days pass until every policy has lapsed (80 days at most).
 * Answers D, the due date of the premium they first missed (all bought the same day: the same for each).
 */
export async function lapseTogether(t: TestApp, people: Policyholder[]): Promise<string> {
  for (const person of people) await cardStarts(t, person.userId, 'declining');
  const ids = sql.join(
    people.map((person) => sql`${person.policyId}`),
    sql`, `,
  );
  for (let day = 0; day < 80; day += 1) {
    const statuses = await rows<{ status: string }>(t, sql`select status from policies where id in (${ids})`);
    if (statuses.every((row) => row.status === 'lapsed')) break;
    await advance(t);
  }
  const [lapse] = await rows<{ missed: string }>(
    t,
    sql`select details->>'missedDueOn' as missed from policy_events
      where policy_id = ${people[0]!.policyId} and event = 'lapse'`,
  );
  return lapse!.missed;
}

/** A GraphQL operation as the person (or a token), which must not error at the GraphQL level. */
export async function ask<T>(
  t: TestApp,
  person: Policyholder | string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = typeof person === 'string' ? person : person.token;
  const result = await t.graphql<T>(query, variables, { token });
  // An unexpected error is logged by the server, not answered: the failure shows the logged errors.
  expect(result.errors, result.errors ? loggedErrors(t) : undefined).toBeUndefined();
  return result.data!;
}

export const INVOICE = `mutation ($input: CreateReinstatementInvoiceInput!) { createReinstatementInvoice(input: $input) {
  success invoice { id kind amount balance status } error { code message } } }`;
export const PAY = `mutation ($input: PayInvoiceInput!) { payInvoice(input: $input) {
  transactionResult message invoice { status balance } error { code message } } }`;

export type Invoiced = {
  createReinstatementInvoice: {
    success: boolean;
    invoice: { id: string; kind: string; amount: number; balance: number; status: string } | null;
    error: { code: string; message: string } | null;
  };
};
export type Paid = {
  payInvoice: {
    transactionResult: string | null;
    message: string | null;
    invoice: { status: string; balance: number } | null;
    error: { code: string; message: string } | null;
  };
};

/** createReinstatementInvoice for the person's policy. */
export const invoiceFor = async (t: TestApp, person: Policyholder) =>
  (await ask<Invoiced>(t, person, INVOICE, { input: { policyId: person.policyId } }))
    .createReinstatementInvoice;

/** payInvoice of `invoiceId` as the person, with what they pay by (the method on file unless told). */
export const pay = async (
  t: TestApp,
  person: Policyholder,
  invoiceId: string,
  input: Record<string, unknown> = {},
) => (await ask<Paid>(t, person, PAY, { input: { invoiceId, ...input } })).payInvoice;
