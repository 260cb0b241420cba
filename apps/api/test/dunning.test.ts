// Failed renewals (issue 24 item 3): a declined renewal puts the policy in grace and tells its owner by e-mail and
// in the app (amount and card); the written grace notice goes out the next day and sets the lapse date (the later
// of D+31 and notice+30); the card is retried on the schedule; paying during grace makes the policy active again
// with nothing lost; left unpaid, it lapses after the lapse date, its unpaid premium void, with a lapse notice, and
// billing stops. The card "starts failing" as a real one does: the provider (the sandbox) begins to decline it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { issueLoginToken } from '../src/modules/auth/login-tokens.ts';
import { codeIn, latestMessageTo, sendCode, verifySession } from './support/accounts.ts';
import { sandboxCardPort } from './support/cards.ts';
import { buyTermPolicy } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

/** The issuer starts declining (or approving again) the person's card at the provider. */
async function cardStarts(policyId: string, behaviour: 'declining' | 'approving') {
  const json =
    behaviour === 'declining'
      ? JSON.stringify({ kind: 'declines', code: 'card_declined' })
      : JSON.stringify({ kind: 'succeeds' });
  await t.database.db.execute(sql`update sandbox_card_payment_methods set behaviour = ${json}
    where id in (select provider_payment_method_id from payment_methods
      where user_id = (select user_id from policies where id = ${policyId}))`);
}

/** One day of the sandbox clock, and the billing run and every job it sets off. */
async function nextDay() {
  const moved = await t.app.inject({
    method: 'POST',
    url: '/dev/clock',
    payload: { advanceSeconds: 86_400 },
  });
  expect(moved.statusCode).toBe(200);
  for (let round = 0; round < 3; round += 1) await t.jobs.drain();
}

async function policy(policyId: string) {
  const [row] = await rows<{
    status: string;
    missed_due_on: string | null;
    grace_notice_sent_on: string | null;
    lapses_on: string | null;
    effective_on: string;
  }>(sql`select status, missed_due_on::text, grace_notice_sent_on::text, lapses_on::text, effective_on::text
    from policies where id = ${policyId}`);
  return row!;
}

const noticesOf = async (policyId: string) =>
  (
    await rows<{ kind: string; sent_on: string }>(
      sql`select kind, sent_on::text from billing_notices where policy_id = ${policyId} order by sent_at, kind`,
    )
  ).map((notice) => `${notice.kind} ${notice.sent_on}`);

const mailTo = async (policyId: string) =>
  rows<{ subject: string; text: string }>(sql`select subject, text from sandbox_mailbox
    where recipient = (select email from users where id = (select user_id from policies where id = ${policyId}))
    order by created_at`);

const today = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/dev/clock' });
  return new Date((response.json() as { now: string }).now).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });
};

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Moves day by day until the policy's first renewal has been tried (and declined). */
async function untilRenewalDeclines(policyId: string) {
  for (let day = 0; day < 40 && (await policy(policyId)).status === 'active'; day += 1) await nextDay();
  expect((await policy(policyId)).status).toBe('grace');
}

// Each test walks a policy through two months of the billing run a day at a time (about 70 runs): 30-40 s on
// the embedded database when another test file shares the machine's two cores.
describe('a renewal the card declines', { timeout: 120_000 }, () => {
  it('puts the policy in grace, tells the owner, and lapses it after the notice and grace have run', async () => {
    const { policyId } = await buyTermPolicy(t, cardPort);
    await cardStarts(policyId, 'declining');
    await untilRenewalDeclines(policyId);
    const D = (await policy(policyId)).missed_due_on!;
    expect(D).toBe(await today());

    // Told at once, by e-mail and in the app, with the amount and the card.
    const [failed] = (await mailTo(policyId)).filter((mail) => mail.subject.includes("didn't go through"));
    expect(failed!.text).toMatch(/to your Visa ending in 4242/);
    expect(failed!.text).toMatch(/\$\d+\.\d{2}/);
    expect(failed!.text).toMatch(
      /\/deep-link\?feature=login&token=.+&path=%2Fproducts%2Finsurance%2Fbilling/,
    );
    // Its button signs the owner in (their session of the purchase ran out a month ago) and reads the same.
    const loginToken = new URL(/https?:\/\/\S+\/deep-link\S+/.exec(failed!.text)![0]).searchParams.get(
      'token',
    );
    const exchanged = await t.graphql<{ exchangeLoginToken: { token: { accessToken: string } } }>(
      'mutation($input: ExchangeLoginTokenInput!) { exchangeLoginToken(input: $input) { token { accessToken } } }',
      { input: { loginToken, purpose: 'LOGIN' } },
    );
    expect(exchanged.errors).toBeUndefined();
    const { notifications } = (
      await t.graphql<{ notifications: Array<{ metadata: Record<string, unknown> }> }>(
        '{ notifications { metadata { type amount card lapsesAt } } }',
        {},
        { token: exchanged.data!.exchangeLoginToken.token.accessToken },
      )
    ).data!;
    expect(notifications[0]!.metadata).toMatchObject({
      type: 'payment_failed',
      card: 'Visa ending in 4242',
      lapsesAt: addDays(D, 31),
    });

    // Day 1: the written grace notice; the lapse date is the later of D+31 and notice+30.
    await nextDay();
    expect(await policy(policyId)).toMatchObject({
      status: 'grace',
      grace_notice_sent_on: addDays(D, 1),
      lapses_on: addDays(D, 31),
    });
    // Through grace: retries on the schedule, two reminders, cover in force.
    while ((await today()) <= addDays(D, 31)) await nextDay();
    expect((await policy(policyId)).status).toBe('lapsed');
    // The missed premium was tried 8 times (D, D+1, 3, 5, 7, 14, 21, 28); the next one, due during grace, once.
    const attempts = await rows<{ due_on: string; attempts: string }>(sql`select
        to_char(invoices.due_at at time zone 'America/New_York', 'YYYY-MM-DD') as due_on, count(*) as attempts
      from payments join invoices on invoices.id = payments.invoice_id
      where invoices.policy_id = ${policyId} and invoices.kind = 'premium' group by invoices.due_at order by 1`);
    expect(attempts.map((row) => Number(row.attempts))).toEqual([8, 1]);
    expect(attempts[0]!.due_on).toBe(D);
    const nextDue = attempts[1]!.due_on;
    expect(await noticesOf(policyId)).toEqual(
      [
        `payment_failed ${D}`,
        `grace_notice ${addDays(D, 1)}`,
        `reminder ${addDays(D, 14)}`,
        `reminder ${addDays(D, 24)}`,
        `payment_failed ${nextDue}`,
        `lapse_notice ${addDays(D, 32)}`,
      ].sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!)),
    );
    // Lapsed the day after its lapse date, the premium it never paid void, and never billed again.
    expect(await policy(policyId)).toMatchObject({ lapses_on: addDays(D, 31), missed_due_on: null });
    const lapseMail = (await mailTo(policyId)).find((mail) => mail.subject.includes('has lapsed'));
    expect(lapseMail!.text).toMatch(/reinstate/);
    const premiums = await rows<{ status: string }>(
      sql`select status from invoices where policy_id = ${policyId} and kind = 'premium'`,
    );
    expect(premiums).toEqual([{ status: 'void' }, { status: 'void' }]);
    for (let day = 0; day < 35; day += 1) await nextDay();
    expect(
      await rows(
        sql`select id from invoices where policy_id = ${policyId} and kind = 'premium' and status <> 'void'`,
      ),
    ).toEqual([]);
    const history = await rows<{ event: string }>(
      sql`select event from policy_events where policy_id = ${policyId} order by seq`,
    );
    expect(history.map((row) => row.event)).toEqual(['create', 'issue', 'miss_payment', 'lapse']);
    // Analytics heard of the decline (code and amount, never the card) and of the lapse.
    const events = await rows<{
      name: string;
      properties: Record<string, unknown>;
    }>(sql`select name, properties
      from analytics_events where user_id = (select user_id from policies where id = ${policyId})
        and name in ('renewal_declined', 'policy_lapsed') order by created_at, name`);
    expect(events.map((event) => event.name)).toEqual([
      'renewal_declined',
      'renewal_declined',
      'policy_lapsed',
    ]);
    expect(events[0]!.properties).toEqual({
      amount: expect.any(Number),
      declineCode: 'card_declined',
      productSlug: 'wysh-term-life',
    });
    expect(JSON.stringify(events)).not.toMatch(/4242|Visa|Ada/);
  });

  it('is active again, with nothing lost, once the card works and a retry takes the premium', async () => {
    const { policyId } = await buyTermPolicy(t, cardPort);
    await cardStarts(policyId, 'declining');
    await untilRenewalDeclines(policyId);
    await cardStarts(policyId, 'approving');
    // The next retry (D+1) takes it.
    await nextDay();
    expect(await policy(policyId)).toMatchObject({ status: 'active', missed_due_on: null, lapses_on: null });
    const premiums = await rows<{ status: string }>(
      sql`select status from invoices where policy_id = ${policyId} and kind = 'premium'`,
    );
    expect(premiums).toEqual([{ status: 'fully_paid' }]);
    expect((await mailTo(policyId)).some((mail) => mail.subject.startsWith('Receipt:'))).toBe(true);
    const history = await rows<{ event: string; actor: string }>(
      sql`select event, actor from policy_events where policy_id = ${policyId} order by seq`,
    );
    expect(history.map((row) => row.event)).toEqual(['create', 'issue', 'miss_payment', 'cure']);
    // The renewal's own history: made, charged and declined, scheduled again, charged and paid.
    const moves = await rows<{ event: string; to_status: string; payment: string | null }>(sql`select event,
        to_status, details->>'paymentId' as payment from invoice_events
      where invoice_id = (select id from invoices where policy_id = ${policyId} and kind = 'premium') order by seq`);
    expect(moves.map((move) => `${move.event} ${move.to_status}`)).toEqual([
      'create created',
      'charge_started processing',
      'charge_failed failed',
      'retry_scheduled retryable',
      'charge_started processing',
      'charge_succeeded fully_paid',
    ]);
    expect(moves[1]!.payment).not.toBe(moves[4]!.payment);
    expect(
      await rows(sql`select name from analytics_events where name = 'renewal_paid'
        and user_id = (select user_id from policies where id = ${policyId})`),
    ).toEqual([{ name: 'renewal_paid' }]);
  });

  it('is active again when everything past due is paid on the last day of grace, even if the next run comes first', async () => {
    const { policyId } = await buyTermPolicy(t, cardPort);
    await cardStarts(policyId, 'declining');
    await untilRenewalDeclines(policyId);
    const D = (await policy(policyId)).missed_due_on!;
    while ((await today()) < addDays(D, 31)) await nextDay();
    expect(await policy(policyId)).toMatchObject({ status: 'grace', lapses_on: addDays(D, 31) });

    // On the lapse date, still covered, the owner signs in again and pays everything owed with a card that works.
    await cardStarts(policyId, 'approving');
    const [owner] = await rows<{ user_id: string; phone: string; e164: string }>(sql`select policies.user_id,
        phone_numbers.id as phone, phone_numbers.e164 from policies
      join phone_numbers on phone_numbers.user_id = policies.user_id and phone_numbers.status = 'active'
      where policies.id = ${policyId}`);
    const loginToken = await issueLoginToken(t.database.db, {
      userId: owner!.user_id,
      purpose: 'login',
      now: t.clock.now(),
    });
    const exchanged = await t.graphql<{ exchangeLoginToken: { token: { accessToken: string } } }>(
      'mutation ($input: ExchangeLoginTokenInput!) { exchangeLoginToken(input: $input) { token { accessToken } } }',
      { input: { loginToken } },
    );
    const identified = exchanged.data!.exchangeLoginToken.token.accessToken;
    expect((await sendCode(t, identified, owner!.phone)).success).toBe(true);
    const verified = await verifySession(
      t,
      identified,
      codeIn((await latestMessageTo(t, owner!.e164))!.text),
    );
    const owed = await rows<{ id: string }>(sql`select id from invoices where policy_id = ${policyId}
      and kind = 'premium' and status in ('failed', 'retryable', 'created') order by due_at`);
    const paid = await t.graphql<{
      createMultiplePayments: { payments: { transactionResult: string } | null };
    }>(
      'mutation ($input: CreateMultiplePaymentsInput!) { createMultiplePayments(input: $input) { payments { transactionResult } } }',
      { input: { invoiceIds: owed.map((invoice) => invoice.id) } },
      { token: verified.token!.accessToken },
    );
    expect(paid.data!.createMultiplePayments.payments!.transactionResult).toBe('success');

    // The next day's run follows the policy up before the payment's own follow-up (billing.invoice-paid, which
    // cures it) has run, as when that job waits for a worker: the premium is paid, so the policy does not lapse.
    await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 86_400 } });
    await t.jobs.drain();
    expect(await policy(policyId)).toMatchObject({ status: 'active', missed_due_on: null, lapses_on: null });
    const history = await rows<{ event: string }>(
      sql`select event from policy_events where policy_id = ${policyId} order by seq`,
    );
    expect(history.map((row) => row.event)).toEqual(['create', 'issue', 'miss_payment', 'cure']);
    expect(await noticesOf(policyId)).not.toContainEqual(expect.stringMatching(/^lapse_notice/));
  });
});
