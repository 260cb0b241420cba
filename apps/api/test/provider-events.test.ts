// The card provider's events (issue 25 item 4): the sandbox provider signs each outcome's event and sends it to
// our endpoint, which checks the signature with the provider library's own constructEvent, stores the event once
// by its id and settles from it. A charge whose answer was lost (the process died after the provider charged) is
// settled by its webhook; an unsigned, badly signed, too old or replayed delivery changes nothing; a delivery that
// never arrived is applied by the reconciling job from the provider's event list; duplicates delivered at once
// apply once; a disputed charge is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { decidedApplicant } from './support/applying.ts';
import { lossyCardProvider, tokenise } from './support/cards.ts';
import { signPurchase } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { SANDBOX_CARD_KEYS } from '../src/modules/payments/configured-card-provider.ts';

type Setup = { t: TestApp; cards: ReturnType<typeof lossyCardProvider>; port: number };
/** Events delivered in-process, as `npm start` does. */
let live: Setup;
/** Every delivery lost (the endpoint unreachable): only the event list brings them. */
let dropped: Setup;

async function setUp(webhooks: string): Promise<Setup> {
  const cards = lossyCardProvider();
  const t = await startTestApp({ SANDBOX_CARD_WEBHOOKS: webhooks }, { ports: { cards: cards.provider } });
  return { t, cards, port: await cards.bind(t) };
}

beforeAll(async () => {
  live = await setUp('in-process');
  // Port 9 (discard) on this machine: connection refused, as an endpoint that is down.
  dropped = await setUp('http://127.0.0.1:9/webhooks/card-provider');
});
afterAll(async () => {
  await live?.t.close();
  await dropped?.t.close();
});

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

/** Waits (real time) until `read` answers something, for what happens after a response (a delivery). */
async function eventually<T>(read: () => Promise<T | undefined | null>, ms = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null) return value;
    if (Date.now() - started > ms) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A signed-up applicant who accepts and signs the term quote, then pays with `card` (the answer lost if `lose`). */
async function purchase({ t, cards, port }: Setup, card = '4242 4242 4242 4242', lose = false) {
  const token = await decidedApplicant(t);
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<T>(query, variables, { token });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };
  const { pendingQuote } = await ask<{ pendingQuote: { id: string } }>('{ pendingQuote { id } }');
  await ask(
    `mutation($id: ID!) { updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
      error { code } } }`,
    { id: pendingQuote.id },
  );
  await signPurchase(t, token);
  const { latestPayableInvoice } = await ask<{ latestPayableInvoice: { id: string } }>(
    '{ latestPayableInvoice { id } }',
  );
  if (lose) cards.state.failAfterCharge = 1;
  const paid = await ask<{ payInvoice: { transactionResult: string; payment: { id: string } } }>(
    `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { transactionResult payment { id } } }`,
    {
      input: {
        invoiceId: latestPayableInvoice.id,
        purchasePolicy: true,
        paymentMethodToken: await tokenise(port, card),
        nameOnCard: 'Ada Lovelace',
      },
    },
  );
  const payment = await eventually(async () => {
    const [row] = await rows<{ id: string }>(
      t,
      sql`select id from payments where invoice_id = ${latestPayableInvoice.id} order by attempt desc limit 1`,
    );
    return row;
  });
  return { token, invoiceId: latestPayableInvoice.id, paymentId: payment.id, paid: paid.payInvoice };
}

const paymentStatus = async (t: TestApp, paymentId: string) =>
  (await rows<{ status: string }>(t, sql`select status from payments where id = ${paymentId}`))[0]!.status;

const policyOf = async (t: TestApp, invoiceId: string) =>
  (
    await rows<{ status: string }>(
      t,
      sql`select policies.status from policies join invoices on invoices.policy_id = policies.id
          where invoices.id = ${invoiceId}`,
    )
  )[0]!.status;

const chargePostings = async (t: TestApp, invoiceId: string) =>
  (
    await rows<{ n: string | number }>(
      t,
      sql`select count(*) as n from ledger_transactions where invoice_id = ${invoiceId} and event = 'charge_succeeded'`,
    )
  ).map((row) => Number(row.n))[0];

/** The sandbox's event of `type` about a payment of ours, as the provider's event object (its exact JSON body). */
async function sandboxEvent(setup: Setup, paymentId: string, type: string) {
  const [row] = await rows<{ id: string }>(
    setup.t,
    sql`select id from sandbox_card_events where type = ${type} and object->'metadata'->>'paymentId' = ${paymentId}`,
  );
  const stripe = new Stripe(SANDBOX_CARD_KEYS.secretKey, {
    host: '127.0.0.1',
    port: setup.port,
    protocol: 'http',
  });
  return stripe.events.retrieve(row!.id);
}

const unixNow = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);

/** POSTs a body to the webhook endpoint with a signature header (none when null). */
async function deliver(t: TestApp, body: string, signature: string | null) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/webhooks/card-provider',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
  return { status: response.statusCode, body: response.json<{ duplicate?: boolean }>() };
}

const signed = (t: TestApp, body: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? SANDBOX_CARD_KEYS.webhookSecret,
    timestamp: options.timestamp ?? unixNow(t),
  });

describe('a webhook delivered by the sandbox provider', () => {
  it('settles a charge whose answer was lost: paid, the policy issued, once on the ledger', async () => {
    const { t } = live;
    const { invoiceId, paymentId } = await purchase(live, '4242 4242 4242 4242', true);
    const stored = await eventually(async () => {
      const [row] = await rows<{ outcome: string; received_via: string; payment_event: string }>(
        t,
        sql`select outcome, received_via, payment_event from provider_events
            where payment_id = ${paymentId} and type = 'payment_intent.succeeded'`,
      );
      return row;
    });
    expect(stored).toEqual({ outcome: 'applied', received_via: 'webhook', payment_event: 'payment_settled' });
    expect(await paymentStatus(t, paymentId)).toBe('succeeded');
    expect(await policyOf(t, invoiceId)).toBe('active');
    expect(await chargePostings(t, invoiceId)).toBe(1);
    const [issue] = await rows<{ actor: string }>(
      t,
      sql`select actor from policy_events where event = 'issue' and details->>'paymentId' = ${paymentId}`,
    );
    expect(issue?.actor).toBe('card-provider.webhook');
  });

  it('settles once a charge whose own answer and webhook both arrive, whichever is first', async () => {
    const { t } = live;
    const { invoiceId, paymentId, paid } = await purchase(live);
    expect(paid.transactionResult).toBe('success');
    const stored = await eventually(async () => {
      const [row] = await rows<{ outcome: string }>(
        t,
        sql`select outcome from provider_events where payment_id = ${paymentId}`,
      );
      return row;
    });
    expect(['applied', 'already']).toContain(stored.outcome);
    expect(await chargePostings(t, invoiceId)).toBe(1);
  });

  it('records a disputed charge (the provider’s dispute card) for a person to answer', async () => {
    const { t } = live;
    const { invoiceId, paymentId } = await purchase(live, '4000 0000 0000 0259');
    const dispute = await eventually(async () => {
      const [row] = await rows<{ outcome: string; payment_event: string; detail: Record<string, unknown> }>(
        t,
        sql`select outcome, payment_event, detail from provider_events
            where payment_id = ${paymentId} and type = 'charge.dispute.created'`,
      );
      return row;
    });
    expect(dispute).toMatchObject({
      outcome: 'recorded',
      payment_event: 'disputed',
      detail: { disputeReason: 'fraudulent', rail: 'card' },
    });
    // Recorded only: the premium stays paid and the policy in force.
    expect(await policyOf(t, invoiceId)).toBe('active');
  });
});

describe('deliveries that are not the provider’s', () => {
  it('are refused with 400 unsigned, badly signed, tampered or too old, and a replay changes nothing', async () => {
    const { t } = dropped;
    const { invoiceId, paymentId } = await purchase(dropped, '4242 4242 4242 4242', true);
    expect(await paymentStatus(t, paymentId)).toBe('pending');
    const event = await sandboxEvent(dropped, paymentId, 'payment_intent.succeeded');
    const body = JSON.stringify(event);

    expect((await deliver(t, body, null)).status).toBe(400);
    expect((await deliver(t, body, signed(t, body, { secret: 'whsec_someone_else' }))).status).toBe(400);
    const tampered = body.replace('"status":"succeeded"', '"status":"canceled"');
    expect(tampered).not.toBe(body);
    expect((await deliver(t, tampered, signed(t, body))).status).toBe(400);
    expect((await deliver(t, body, signed(t, body, { timestamp: unixNow(t) - 301 }))).status).toBe(400);
    expect(await paymentStatus(t, paymentId)).toBe('pending');
    expect(await rows(t, sql`select id from provider_events where id = ${event.id}`)).toEqual([]);

    // The provider's own delivery settles it; the same delivery again (a replay) is answered and changes nothing.
    const signature = signed(t, body);
    expect(await deliver(t, body, signature)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await paymentStatus(t, paymentId)).toBe('succeeded');
    expect(await deliver(t, body, signature)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await chargePostings(t, invoiceId)).toBe(1);
    expect(await rows(t, sql`select id from provider_events where id = ${event.id}`)).toHaveLength(1);
  });

  it('apply once when the same event is delivered many times at once', async () => {
    const { t } = dropped;
    const { invoiceId, paymentId } = await purchase(dropped, '4242 4242 4242 4242', true);
    const body = JSON.stringify(await sandboxEvent(dropped, paymentId, 'payment_intent.succeeded'));
    const signature = signed(t, body);
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(t, body, signature)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
    expect(await paymentStatus(t, paymentId)).toBe('succeeded');
    expect(await policyOf(t, invoiceId)).toBe('active');
    expect(await chargePostings(t, invoiceId)).toBe(1);
  });
});

describe('a refund whose answer was lost', () => {
  it('is recorded as sent by the provider’s charge.refunded event, once on the ledger', async () => {
    const { t, cards } = dropped;
    const { invoiceId, paymentId } = await purchase(dropped, '4242 4242 4242 4242', true);
    // The state the offer-switch defect left (offer-switch.test.ts): the invoice void, its policy withdrawn.
    await t.database.db.execute(
      sql`update invoices set status = 'void', balance = 0 where id = ${invoiceId}`,
    );
    await t.database.db.execute(
      sql`update policies set status = 'withdrawn' where id = (select policy_id from invoices where id = ${invoiceId})`,
    );
    const charged = JSON.stringify(await sandboxEvent(dropped, paymentId, 'payment_intent.succeeded'));
    expect((await deliver(t, charged, signed(t, charged))).status).toBe(200);
    // The charge could not be applied: held, and its refund decided. The provider refunds; we never hear.
    cards.state.failAfterRefund = 1;
    await t.jobs.drain();
    const refundOf = async () =>
      (
        await rows<{ status: string; provider_refund_id: string | null }>(
          t,
          sql`select status, provider_refund_id from refunds where payment_id = ${paymentId}`,
        )
      )[0]!;
    expect((await refundOf()).status).toBe('pending');

    const refunded = await sandboxEvent(dropped, paymentId, 'charge.refunded');
    const body = JSON.stringify(refunded);
    expect((await deliver(t, body, signed(t, body))).status).toBe(200);
    expect(await refundOf()).toEqual({
      status: 'succeeded',
      provider_refund_id: expect.stringMatching(/^re_/),
    });
    const [stored] = await rows<{ outcome: string; payment_event: string }>(
      t,
      sql`select outcome, payment_event from provider_events where id = ${refunded.id}`,
    );
    expect(stored).toEqual({ outcome: 'applied', payment_event: 'refunded' });
    // The job's retry finds it sent and sends nothing; the money held is given back once.
    await t.jobs.drain({ includeDelayed: true });
    const [held] = await rows<{ total: string; refunds: string }>(
      t,
      sql`select coalesce(sum(entry.amount), 0) as total,
            count(distinct tx.id) filter (where tx.event = 'unapplied_refunded') as refunds
          from ledger_entries entry join ledger_transactions tx on tx.id = entry.transaction_id
          where entry.invoice_id = ${invoiceId} and entry.account in ('unapplied_cash', 'card_clearing')`,
    );
    expect({ total: Number(held!.total), refunds: Number(held!.refunds) }).toEqual({ total: 0, refunds: 1 });
  });
});

describe('the reconciling job', () => {
  it('applies the events no delivery brought, from the provider’s event list', async () => {
    const { t } = dropped;
    const { invoiceId, paymentId } = await purchase(dropped, '4242 4242 4242 4242', true);
    // The sandbox tried to deliver and could not reach the endpoint.
    const attempt = await eventually(async () => {
      const [row] = await rows<{ delivery_status: number }>(
        t,
        sql`select delivery_status from sandbox_card_events
            where type = 'payment_intent.succeeded' and object->'metadata'->>'paymentId' = ${paymentId}
              and delivered_at is not null`,
      );
      return row;
    });
    expect(attempt.delivery_status).toBe(0);
    expect(await paymentStatus(t, paymentId)).toBe('pending');

    await t.jobs.enqueue('provider-events.reconcile', {}, { tx: t.database.db });
    await t.jobs.drain();
    expect(await paymentStatus(t, paymentId)).toBe('succeeded');
    expect(await policyOf(t, invoiceId)).toBe('active');
    const [stored] = await rows<{ outcome: string; received_via: string }>(
      t,
      sql`select outcome, received_via from provider_events
          where payment_id = ${paymentId} and type = 'payment_intent.succeeded'`,
    );
    expect(stored).toEqual({ outcome: 'applied', received_via: 'event_list' });

    // Run again: everything listed is stored, nothing is applied twice.
    await t.jobs.enqueue('provider-events.reconcile', {}, { tx: t.database.db });
    await t.jobs.drain();
    expect(await chargePostings(t, invoiceId)).toBe(1);
  });

  it('pages through the provider’s event list as the library does (created[gte], starting_after)', async () => {
    const { t, port } = dropped;
    const stripe = new Stripe(SANDBOX_CARD_KEYS.secretKey, { host: '127.0.0.1', port, protocol: 'http' });
    const all = (await rows<{ id: string }>(t, sql`select id from sandbox_card_events`)).map((row) => row.id);
    const listed: string[] = [];
    const since = Math.floor(t.clock.now().getTime() / 1000) - 3600;
    for await (const event of stripe.events.list({ created: { gte: since }, limit: 2 }))
      listed.push(event.id);
    expect(listed.sort()).toEqual(all.sort());
    const later = await stripe.events.list({ created: { gte: unixNow(t) + 60 } });
    expect(later.data).toEqual([]);
  });
});
