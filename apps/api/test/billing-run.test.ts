// The billing run (issue 24 item 2): once the clock passes a policy's monthly due date, the billing.run job
// invoices that period's premium, once, and its billing.charge job takes it off-session from the card on file;
// the ledger balances. Rerunning the run, or two runs at once, makes no second invoice and no second charge, and
// a policy no longer in force is not billed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
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

const DAY = 86_400_000;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

type InvoiceLine = {
  kind: string;
  status: string;
  period_start: string | null;
  amount: number;
  balance: number;
};
const invoicesOf = (policyId: string) =>
  rows<InvoiceLine>(sql`select kind, status, period_start::text, amount, balance from invoices
    where policy_id = ${policyId} order by issued_at, period_start nulls first`);

/** Charges the provider made for a policy's invoices, by its own records. */
async function chargesOf(policyId: string): Promise<number> {
  const [row] = await rows<{ n: string }>(sql`select count(*) as n from sandbox_card_payment_intents intent
    join invoices on invoices.id::text = intent.metadata->>'invoiceId'
    where intent.status = 'succeeded' and invoices.policy_id = ${policyId}`);
  return Number(row!.n);
}

async function effectiveOn(policyId: string): Promise<string> {
  const [row] = await rows<{ effective_on: string }>(
    sql`select effective_on::text from policies where id = ${policyId}`,
  );
  return row!.effective_on;
}

/** What the sandbox operator does: move the clock (which makes the billing run due), then run the jobs. */
async function moveClockAndBill(days: number) {
  const moved = await t.app.inject({
    method: 'POST',
    url: '/dev/clock',
    payload: { advanceSeconds: days * 86_400 },
  });
  expect(moved.statusCode).toBe(200);
  await t.jobs.drain();
}

const monthAfter = (day: string, months: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))).toISOString().slice(0, 10);
};

/** Ledger transactions that do not sum to zero, and invoices whose balance is not their receivable (none, ever). */
async function ledgerFaults() {
  const unbalanced = await rows(sql`select transaction_id from ledger_entries group by transaction_id
    having sum(amount) <> 0`);
  const unreconciled = await rows(sql`select invoices.id from invoices
    left join ledger_entries entry on entry.invoice_id = invoices.id and entry.account = 'receivable'
    group by invoices.id, invoices.balance having invoices.balance <> coalesce(sum(entry.amount), 0)`);
  return [...unbalanced, ...unreconciled];
}

describe('the billing run', () => {
  it('bills the second month once its due date passes, charges the card on file once, and balances', async () => {
    const { policyId } = await buyTermPolicy(t, cardPort);
    const start = await effectiveOn(policyId);

    // Not yet due: nothing is invoiced.
    await moveClockAndBill(20);
    expect(await invoicesOf(policyId)).toHaveLength(1);

    await moveClockAndBill(12);
    const invoices = await invoicesOf(policyId);
    expect(invoices).toHaveLength(2);
    const [first, renewal] = invoices as [InvoiceLine, InvoiceLine];
    expect(renewal).toMatchObject({
      kind: 'premium',
      status: 'fully_paid',
      balance: 0,
      amount: first.amount,
      period_start: monthAfter(start, 1),
    });
    expect(await chargesOf(policyId)).toBe(2);
    const [payment] = await rows<{ status: string; attempt: number }>(sql`select payments.status, attempt
      from payments join invoices on invoices.id = payments.invoice_id
      where invoices.policy_id = ${policyId} and invoices.kind = 'premium'`);
    expect(payment).toEqual({ status: 'succeeded', attempt: 1 });

    // The run again, the same day: nothing new.
    await t.jobs.enqueue('billing.run', {}, { tx: t.database.db });
    await t.jobs.drain();
    expect(await invoicesOf(policyId)).toHaveLength(2);
    expect(await chargesOf(policyId)).toBe(2);
    expect(await ledgerFaults()).toEqual([]);
  });

  it('makes one invoice per period and one charge when two runs go at once, catching up missed months', async () => {
    const { policyId } = await buyTermPolicy(t, cardPort);
    const start = await effectiveOn(policyId);
    // Three due dates pass with no run (the clock moved without one); then two runs start together.
    await t.clock.advance(95 * DAY);
    await t.jobs.enqueue('billing.run', {}, { tx: t.database.db });
    await t.jobs.enqueue('billing.run', {}, { tx: t.database.db });
    await Promise.all([t.jobs.drain(), t.jobs.drain()]);
    await t.jobs.drain();
    const premiums = (await invoicesOf(policyId)).filter((invoice) => invoice.kind === 'premium');
    expect(premiums.map((invoice) => invoice.period_start)).toEqual(
      [1, 2, 3].map((n) => monthAfter(start, n)),
    );
    expect(premiums.every((invoice) => invoice.status === 'fully_paid')).toBe(true);
    expect(await chargesOf(policyId)).toBe(4);
    expect(await ledgerFaults()).toEqual([]);
  });

  it('expires a policy at the end of its term, and bills it no more', async () => {
    const { policyId } = await buyTermPolicy(t, cardPort);
    const start = await effectiveOn(policyId);
    // A term that ends a day before its second month (as a 1-year term ends the day before its anniversary).
    const lastDay = new Date(Date.parse(`${monthAfter(start, 1)}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await t.database.db.execute(sql`update policies set terminates_at = ${lastDay} where id = ${policyId}`);
    await moveClockAndBill(40);
    const [row] = await rows<{ status: string }>(sql`select status from policies where id = ${policyId}`);
    expect(row!.status).toBe('expired');
    expect(await invoicesOf(policyId)).toHaveLength(1);
    const [event] = await rows<{ reason: string; actor: string }>(
      sql`select reason, actor from policy_events where policy_id = ${policyId} and event = 'expire'`,
    );
    expect(event).toEqual({ reason: `Its term ended on ${lastDay}.`, actor: 'billing.run' });
  });

  it('bills annually from the next due date once asked, at the filed annual premium, a year at a time', async () => {
    const { policyId, token } = await buyTermPolicy(t, cardPort);
    const start = await effectiveOn(policyId);
    const change = async (billingFrequency: string) =>
      (
        await t.graphql<{
          updateBillingFrequency: {
            policy: {
              accountsProduct: { billingFrequency: string; amount: number; nextPayment: { date: string } };
            };
            error: { code: string } | null;
          };
        }>(
          `mutation($input: UpdateBillingFrequencyInput!) { updateBillingFrequency(input: $input) {
            policy { accountsProduct { billingFrequency amount nextPayment { date } } } error { code message } } }`,
          { input: { policyId, billingFrequency } },
          { token },
        )
      ).data!.updateBillingFrequency;
    expect((await change('weekly')).error?.code).toBe('VALIDATION_FAILED');
    const [premiums] = await rows<{ monthly_premium: number; annual_premium: number }>(
      sql`select monthly_premium, annual_premium from policies where id = ${policyId}`,
    );
    const { monthly_premium: monthly, annual_premium: annual } = premiums!;
    expect(annual).toBeLessThan(12 * monthly);
    const annually = await change('annually');
    expect(annually).toMatchObject({
      error: null,
      policy: {
        accountsProduct: {
          billingFrequency: 'annually',
          amount: annual,
          nextPayment: { date: monthAfter(start, 1) },
        },
      },
    });

    // Changed back before it took effect: monthly as before; then annually again.
    expect(await change('monthly')).toMatchObject({
      error: null,
      policy: { accountsProduct: { billingFrequency: 'monthly', amount: monthly } },
    });
    expect((await change('annually')).error).toBeNull();

    await moveClockAndBill(32);
    const afterOneMonth = (await invoicesOf(policyId)).filter((invoice) => invoice.kind === 'premium');
    expect(afterOneMonth).toEqual([
      expect.objectContaining({ status: 'fully_paid', amount: annual, period_start: monthAfter(start, 1) }),
    ]);
    const [period] = await rows<{ period_end: string }>(sql`select period_end::text from invoices
      where policy_id = ${policyId} and kind = 'premium'`);
    expect(period!.period_end).toBe(
      new Date(Date.parse(`${monthAfter(start, 13)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    );
    // Nothing more is billed during the paid year.
    await moveClockAndBill(62);
    expect((await invoicesOf(policyId)).filter((invoice) => invoice.kind === 'premium')).toHaveLength(1);
  });

  it('bills no policy that is not in force', async () => {
    const { policyId } = await buyTermPolicy(t, cardPort);
    // Cancelled behind the API's back, as issue 27's cancellation will do through the lifecycle.
    await t.database.db.execute(sql`update policies set status = 'cancelled' where id = ${policyId}`);
    await moveClockAndBill(40);
    expect(await invoicesOf(policyId)).toHaveLength(1);
    expect(await chargesOf(policyId)).toBe(1);
  });
});
