// The card provider's events, for real (issue 25 item 4): the sandbox provider posts each event signed in the
// provider's scheme to POST /webhooks/card-provider, where the provider library's own check verifies it over the
// raw body; each event is stored once by its id and settled from through collection's locked paths. A replay
// changes nothing (200), a bad signature changes nothing (400), a delivery that never arrived is taken by the
// reconciling job from the provider's event list, and no stored payload holds personal data.
// Between the sandbox and the app stands a listener of this file (the network): it forwards each delivery to the
// app with its raw body and headers, keeps what it saw, and drops the deliveries a test tells it to.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeCardProvider } from '../src/modules/payments/card-provider.ts';
import { SANDBOX_CARD_KEYS } from '../src/modules/payments/configured-card-provider.ts';
import { loadWebhookSecret } from '../src/modules/payments/webhook-secret.ts';
import { signatureHeader } from '../src/modules/sandbox-card-provider/sandbox-card-events.ts';
import { openConfiguredServerSecrets } from '../src/modules/server-secrets/server-secrets.service.ts';
import { payFromBank } from './support/bank-link.ts';
import { bankReturns, sandboxCardPort } from './support/cards.ts';
import { policyholder, type Policyholder } from './support/policyholders.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
let secret: string;
let listener: http.Server;

type Delivery = { body: string; signature: string; status: number };
/** Every delivery the sandbox made, in order, with what the app answered (503: dropped on the way). */
const deliveries: Delivery[] = [];
/** Deliveries whose body this matches never reach the app (a network that lost them). */
let dropping: (body: string) => boolean = () => false;

/** Posts a body to the endpoint as the provider does, with the given signature header (or none). */
async function post(body: string, signature: string | null) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/webhooks/card-provider',
    payload: body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

const storedEvents = () =>
  rows<{ id: string; type: string; outcome: string; needs_operator: boolean; received_via: string }>(
    sql`select id, type, outcome, needs_operator, received_via from provider_events order by received_at, id`,
  );

/** The ledger events of an invoice, sorted (the test clock stands still: many share one instant). */
async function postings(invoiceId: string) {
  return (
    await rows<{ event: string }>(sql`select event from ledger_transactions where invoice_id = ${invoiceId}`)
  )
    .map((each) => each.event)
    .sort();
}

async function paymentsOf(invoiceId: string) {
  return rows<{ id: string; status: string; return_code: string | null; provider_payment_intent_id: string }>(
    sql`select id, status, return_code, provider_payment_intent_id from payments
      where invoice_id = ${invoiceId} order by attempt`,
  );
}

async function invoiceStatus(invoiceId: string) {
  return (await rows<{ status: string }>(sql`select status from invoices where id = ${invoiceId}`))[0]!
    .status;
}

async function renewalOf(person: Policyholder) {
  return (
    await rows<{ id: string; status: string }>(sql`select id, status from invoices
      where policy_id = ${person.policyId} and kind = 'premium' order by due_at limit 1`)
  )[0];
}

/** The provider, through its own library, as our server speaks to it (every request first settles due debits). */
const provider = () =>
  createStripeCardProvider({
    secretKey: SANDBOX_CARD_KEYS.secretKey,
    host: '127.0.0.1',
    port: cardPort,
    protocol: 'http',
  });

async function runJob(name: 'payments.provider-events' | 'payments.settle-bank-debits') {
  await t.jobs.enqueue(name, {}, { tx: t.database.db });
  await t.jobs.drain();
}

// Both buy on Friday 2026-11-20 and pay their renewal (due Sunday 2026-12-20) from a bank: it settles Tuesday the
// 29th (5 business days from Monday the 21st, Christmas skipped).
let ann: Policyholder;
let ivy: Policyholder; // "Ivy Insufficient": her debit fails at settlement with R01
let cal: Policyholder; // pays by card; his card declines the renewal

beforeAll(async () => {
  listener = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(request.headers['stripe-signature'] ?? '');
      const answer = dropping(body)
        ? Promise.resolve({ status: 503, body: {} })
        : post(body, signature || null);
      void answer.then((answered) => {
        deliveries.push({ body, signature, status: answered.status });
        response.writeHead(answered.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answered.body));
      });
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  t = await startTestApp({ SANDBOX_CARD_WEBHOOK_URL: `http://127.0.0.1:${port}/webhooks/card-provider` });
  t.clock.set(new Date('2026-11-20T17:00:00Z'));
  cardPort = await sandboxCardPort(t);
  secret = await loadWebhookSecret(openConfiguredServerSecrets(t.database.db, t.config), undefined);
  ann = await policyholder(t, cardPort);
  ivy = await policyholder(t, cardPort);
  await t.database.db.execute(sql`update users set first_name = 'Ivy', last_name = 'Insufficient'
    where id = ${ivy.userId}`);
  cal = await policyholder(t, cardPort);
  await t.database.db.execute(sql`update sandbox_card_payment_methods
    set behaviour = '{"kind":"declines","code":"card_declined"}'
    where id = (select provider_payment_method_id from payment_methods where user_id = ${cal.userId})`);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => listener.close(resolve));
});

describe('a signed event', () => {
  it('settles a card purchase once: its payment_intent.succeeded, delivered before the charge was answered', async () => {
    const [payment] = await paymentsOf(ann.invoiceId);
    expect(payment!.status).toBe('succeeded');
    const delivered = deliveries.filter((each) => each.body.includes(payment!.provider_payment_intent_id));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.status).toBe(200);
    expect(delivered[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = JSON.parse(delivered[0]!.body) as { id: string; type: string };
    expect(event.type).toBe('payment_intent.succeeded');
    const stored = (await storedEvents()).find((each) => each.id === event.id);
    // The webhook settled it: the purchase's own settling, after the provider's answer, found it settled.
    expect(stored).toMatchObject({ outcome: 'settled', needs_operator: false, received_via: 'webhook' });
    expect(await postings(ann.invoiceId)).toEqual(['charge_succeeded', 'invoice_issued']);
    const { rows: policy } = await t.database.db.execute(
      sql`select status from policies where id = ${ann.policyId}`,
    );
    expect((policy[0] as { status: string }).status).toBe('active');
  });

  it('changes nothing when the same event comes again: answered 200, stored once', async () => {
    const [payment] = await paymentsOf(ann.invoiceId);
    const delivered = deliveries.find((each) => each.body.includes(payment!.provider_payment_intent_id))!;
    const before = { events: await storedEvents(), postings: await postings(ann.invoiceId) };
    // The provider's own retry (the same signature), then the same id signed again later.
    expect(await post(delivered.body, delivered.signature)).toEqual({
      status: 200,
      body: { received: true, replay: true },
    });
    t.clock.advance(60_000);
    expect(await post(delivered.body, signatureHeader(delivered.body, secret, t.clock.now()))).toEqual({
      status: 200,
      body: { received: true, replay: true },
    });
    expect(await storedEvents()).toEqual(before.events);
    expect(await postings(ann.invoiceId)).toEqual(before.postings);
  });

  it('refuses an unsigned, badly signed, altered or stale event with 400 and changes nothing', async () => {
    const [payment] = await paymentsOf(ann.invoiceId);
    const forged = JSON.stringify({
      id: 'evt_forged_for_this_test',
      object: 'event',
      created: Math.floor(t.clock.now().getTime() / 1000),
      data: {
        object: { id: payment!.provider_payment_intent_id, object: 'payment_intent', status: 'succeeded' },
      },
      type: 'payment_intent.succeeded',
    });
    const before = { events: await storedEvents(), postings: await postings(ann.invoiceId) };
    const now = t.clock.now();
    for (const [body, signature] of [
      [forged, null],
      [forged, 'nonsense'],
      [forged, signatureHeader(forged, 'whsec_not_our_secret', now)],
      [forged.replace('succeeded', 'succeeded '), signatureHeader(forged, secret, now)],
      [forged, signatureHeader(forged, secret, new Date(now.getTime() - 10 * 60_000))],
    ] as const) {
      const answer = await post(body, signature);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('invalid_signature');
    }
    expect(await storedEvents()).toEqual(before.events);
    expect(await postings(ann.invoiceId)).toEqual(before.postings);
    expect(t.logs.join('')).toContain('provider_event_refused');
    // Signed with our secret, the same body is taken (and changes nothing: the charge is settled already).
    expect((await post(forged, signatureHeader(forged, secret, now))).status).toBe(200);
    expect((await storedEvents()).find((each) => each.id === 'evt_forged_for_this_test')).toMatchObject({
      outcome: 'no change',
    });
    expect(await postings(ann.invoiceId)).toEqual(before.postings);
  });
});

describe('bank debits settled from their events', () => {
  it('pays a renewal debit from its event alone, once, when the provider settles it', async () => {
    await payFromBank(t, ann.token);
    await payFromBank(t, ivy.token);
    await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { at: '2026-12-20T17:00:00Z' } });
    await t.jobs.drain();
    await t.jobs.drain();
    const renewal = (await renewalOf(ann))!;
    expect(renewal.status).toBe('processing');
    expect((await renewalOf(ivy))!.status).toBe('processing');
    const [debit] = await paymentsOf(renewal.id);
    const ivyDebit = (await paymentsOf((await renewalOf(ivy))!.id))[0]!;
    // Ivy's event is lost on the way; Ann's arrives.
    dropping = (body) => body.includes(ivyDebit.provider_payment_intent_id);

    // Settlement day; no job runs: the provider settles the debits as soon as anyone speaks to it.
    t.clock.set(new Date('2026-12-29T17:00:00Z'));
    expect(await provider().bankDebit(debit!.provider_payment_intent_id)).toMatchObject({
      ok: true,
      value: { status: 'succeeded' },
    });
    expect(await invoiceStatus(renewal.id)).toBe('fully_paid');
    expect((await paymentsOf(renewal.id))[0]!.status).toBe('succeeded');
    expect(await postings(renewal.id)).toEqual(['charge_succeeded', 'invoice_issued']);
  });

  it('takes an event whose delivery was missed from the provider event list: the reconciling job', async () => {
    const renewal = (await renewalOf(ivy))!;
    const [debit] = await paymentsOf(renewal.id);
    const lost = deliveries.filter((each) => each.body.includes(debit!.provider_payment_intent_id));
    expect(lost.map((each) => each.status)).toEqual([503]);
    const lostId = (JSON.parse(lost[0]!.body) as { id: string }).id;
    expect((await storedEvents()).map((each) => each.id)).not.toContain(lostId);
    expect(debit!.status).toBe('processing');

    await runJob('payments.provider-events');
    expect((await storedEvents()).find((each) => each.id === lostId)).toMatchObject({
      type: 'payment_intent.payment_failed',
      received_via: 'listing',
      outcome: 'failed',
    });
    expect((await paymentsOf(renewal.id))[0]).toMatchObject({ status: 'failed', return_code: 'R01' });
    expect(await invoiceStatus(renewal.id)).not.toBe('processing');
    const annRenewal = (await renewalOf(ann))!.id;
    const after = {
      events: await storedEvents(),
      postings: await postings(renewal.id),
      ann: await postings(annRenewal),
    };
    // Listed again, and the bank debit poller (which would have found both itself): nothing changes.
    await runJob('payments.provider-events');
    await runJob('payments.settle-bank-debits');
    await runJob('payments.settle-bank-debits');
    expect(await storedEvents()).toEqual(after.events);
    expect(await postings(renewal.id)).toEqual(after.postings);
    expect(await postings(annRenewal)).toEqual(['charge_succeeded', 'invoice_issued']);
    dropping = () => false;
  });

  it('returns a settled debit its bank disputes as unauthorised (R10): the dispute event reverses it', async () => {
    const renewal = (await renewalOf(ann))!;
    const [debit] = await paymentsOf(renewal.id);
    t.clock.set(new Date('2027-01-29T17:00:00Z'));
    await bankReturns(cardPort, debit!.provider_payment_intent_id, 'R10');
    const dispute = (await storedEvents()).filter((each) => each.type === 'charge.dispute.created');
    expect(dispute).toEqual([expect.objectContaining({ outcome: 'returned', needs_operator: false })]);
    expect((await paymentsOf(renewal.id))[0]).toMatchObject({ status: 'returned', return_code: 'R10' });
    expect(await postings(renewal.id)).toEqual(['charge_returned', 'charge_succeeded', 'invoice_issued']);
    await runJob('payments.settle-bank-debits');
    expect(await postings(renewal.id)).toHaveLength(3);
  });
});

describe('a charge we had marked failed', () => {
  it('becomes unapplied cash when the provider says it succeeded after all, refunded, never applied twice', async () => {
    const renewal = (await renewalOf(cal))!;
    const [declined] = await paymentsOf(renewal.id);
    expect(declined!.status).toBe('failed');
    const invoiceBefore = await invoiceStatus(renewal.id);
    // The provider made the charge after all (as a charge we concluded was never made might be): its event comes.
    await t.database.db
      .execute(sql`update sandbox_card_payment_intents set status = 'succeeded', last_error = null
      where id = ${declined!.provider_payment_intent_id}`);
    const body = JSON.stringify({
      id: 'evt_late_success_for_this_test',
      object: 'event',
      created: Math.floor(t.clock.now().getTime() / 1000),
      data: {
        object: { id: declined!.provider_payment_intent_id, object: 'payment_intent', status: 'succeeded' },
      },
      type: 'payment_intent.succeeded',
    });
    expect((await post(body, signatureHeader(body, secret, t.clock.now()))).status).toBe(200);
    expect((await storedEvents()).find((each) => each.id === 'evt_late_success_for_this_test')).toMatchObject(
      {
        outcome: 'unapplied',
      },
    );
    expect((await paymentsOf(renewal.id))[0]!.status).toBe('failed');
    expect(await invoiceStatus(renewal.id)).toBe(invoiceBefore);
    expect(await postings(renewal.id)).toEqual(['charge_unapplied', 'invoice_issued']);
    // The same success again, under another id (the listing's copy of a second event): still once.
    const again = body.replace('evt_late_success_for_this_test', 'evt_late_success_again');
    expect((await post(again, signatureHeader(again, secret, t.clock.now()))).status).toBe(200);
    expect(await postings(renewal.id)).toEqual(['charge_unapplied', 'invoice_issued']);

    // The refund job gives it back; the provider's charge.refunded for it is our own refund: nothing to do.
    await t.jobs.drain();
    expect(await postings(renewal.id)).toEqual(['charge_unapplied', 'invoice_issued', 'unapplied_refunded']);
    const refunded = (await storedEvents()).filter(
      (each) => each.type === 'charge.refunded' && each.outcome.startsWith('no change'),
    );
    expect(refunded).toHaveLength(1);
    const unbalanced = await rows(sql`select transaction_id from ledger_entries
      group by transaction_id having sum(amount) <> 0`);
    const unreconciled = await rows(sql`select invoices.id from invoices
      left join ledger_entries entry on entry.invoice_id = invoices.id and entry.account = 'receivable'
      group by invoices.id, invoices.balance having invoices.balance <> coalesce(sum(entry.amount), 0)`);
    expect([...unbalanced, ...unreconciled]).toEqual([]);
  });
});

describe('refunds and personal data', () => {
  it('stores a refund we did not make and flags it for an operator, moving no money', async () => {
    const [payment] = await paymentsOf(ivy.invoiceId);
    const before = await postings(ivy.invoiceId);
    const response = await fetch(`http://127.0.0.1:${cardPort}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SANDBOX_CARD_KEYS.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${payment!.provider_payment_intent_id}&amount=100`,
    });
    expect(response.status).toBe(200);
    const refunded = (await storedEvents()).filter(
      (each) => each.type === 'charge.refunded' && each.needs_operator,
    );
    expect(refunded).toEqual([
      expect.objectContaining({ needs_operator: true, outcome: expect.stringContaining('not made by us') }),
    ]);
    expect(await postings(ivy.invoiceId)).toEqual(before);
    expect(t.logs.join('')).toContain('provider_event_needs_operator');
  });

  it('keeps no personal data of an event: the provider sent names and e-mails, none is stored', async () => {
    const people = await rows<{ email: string; first_name: string; last_name: string }>(
      sql`select email, first_name, last_name from users where id in (${ann.userId}, ${ivy.userId})`,
    );
    const sent = deliveries.map((each) => each.body).join('\n');
    // What the provider's charge.refunded carried (its billing details), so the check below means something.
    expect(sent).toContain(people.find((each) => each.last_name === 'Insufficient')!.email);
    const kept = (await rows<{ payload: string }>(sql`select payload::text as payload from provider_events`))
      .map((each) => each.payload)
      .join('\n');
    expect(kept.length).toBeGreaterThan(0);
    for (const person of people)
      for (const value of [person.email, `${person.first_name} ${person.last_name}`])
        expect(kept).not.toContain(value);
    expect(kept).not.toContain('billing_details');
  });
});
