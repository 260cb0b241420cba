// A charge whose outcome stays unknown longer than the card provider keeps idempotency keys (24 hours): sending
// its key again then would charge a second time, so it is looked up by the payment's id instead. A charge made
// but never heard of is settled (one charge, the policy issued); one the provider never received is failed,
// nothing charged, and the invoice can be paid again. Its own app: the clock jumps a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decidedApplicant } from './support/applying.ts';
import { signPurchase } from './support/purchasing.ts';
import { lossyCardProvider, tokenise } from './support/cards.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
const cards = lossyCardProvider();
let port: number;
beforeAll(async () => {
  t = await startTestApp({}, { ports: { cards: cards.provider } });
  port = await cards.bind(t);
});
afterAll(() => t.close());

const A_DAY_AND_AN_HOUR = 25 * 3_600_000;

/** Accepts the quote and tries to pay its first invoice once; answers the invoice's id and the outcome. */
async function tryToBuy(token: string) {
  const quote = await t.graphql<{ pendingQuote: { id: string } }>('{ pendingQuote { id } }', {}, { token });
  await t.graphql(
    `mutation($id: ID!) { updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
      error { code } } }`,
    { id: quote.data!.pendingQuote.id },
    { token },
  );
  const invoice = await t.graphql<{ latestPayableInvoice: { id: string } }>(
    '{ latestPayableInvoice { id } }',
    {},
    { token },
  );
  const invoiceId = invoice.data!.latestPayableInvoice.id;
  await signPurchase(t, token);
  const paid = await t.graphql<{ payInvoice: { transactionResult: string } }>(
    `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { transactionResult } }`,
    {
      input: {
        invoiceId,
        purchasePolicy: true,
        paymentMethodToken: await tokenise(port, '4242424242424242'),
        nameOnCard: 'Ada Lovelace',
      },
    },
    { token },
  );
  return { invoiceId, result: paid.data!.payInvoice.transactionResult };
}

async function reconcile() {
  await t.jobs.enqueue('payments.reconcile', {}, { tx: t.database.db });
  await t.jobs.drain();
}

async function row<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await t.database.db.execute(query)).rows[0] as T;
}

const chargesOf = async (invoiceId: string) =>
  Number(
    (
      await row<{ n: string | number }>(sql`select count(*) as n from sandbox_card_payment_intents
        where status = 'succeeded' and metadata->>'invoiceId' = ${invoiceId}`)
    ).n,
  );

describe('a charge unknown for longer than the provider keeps its key', () => {
  it('is found by its payment, not charged again: one charge, the policy issued', async () => {
    const token = await decidedApplicant(t);
    cards.state.failAfterCharge = 1;
    const { invoiceId, result } = await tryToBuy(token);
    expect(result).toBe('processing');
    expect(await chargesOf(invoiceId)).toBe(1);
    t.clock.advance(A_DAY_AND_AN_HOUR);
    await reconcile();
    expect(await chargesOf(invoiceId)).toBe(1);
    expect(
      await row(sql`select i.status as invoice, p.status as payment, pol.status as policy
        from invoices i join payments p on p.invoice_id = i.id join policies pol on pol.id = i.policy_id
        where i.id = ${invoiceId}`),
    ).toEqual({ invoice: 'fully_paid', payment: 'succeeded', policy: 'active' });
  });

  it('that the provider never received is failed, with nothing charged, and the invoice payable again', async () => {
    const token = await decidedApplicant(t);
    cards.state.failBeforeCharge = 1;
    const { invoiceId, result } = await tryToBuy(token);
    expect(result).toBe('processing');
    t.clock.advance(A_DAY_AND_AN_HOUR);
    await reconcile();
    expect(await chargesOf(invoiceId)).toBe(0);
    expect(
      await row(sql`select i.status as invoice, p.status as payment, p.failure_code as code, pol.status as policy
        from invoices i join payments p on p.invoice_id = i.id join policies pol on pol.id = i.policy_id
        where i.id = ${invoiceId}`),
    ).toEqual({ invoice: 'failed', payment: 'failed', code: 'never_charged', policy: 'pending' });
  });
});
