// The billing page's API (issue 24 item 4; spec 001 §3.5, §4.6, §7.6): a policyholder replaces the card on file
// (a card refused as it is saved changes nothing), sees the policy's invoices and what is past due once a
// renewal is declined, and pays now: a declined retry is an answer, a good card pays each invoice once however
// often (or however concurrently) pay-now is sent, and the ledger balances. Nobody pays or sees another's
// invoices, an identified session changes nothing, and the first premium is never paid here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sandboxCardPort, tokenise } from './support/cards.ts';
import {
  identifiedSession as identifiedSessionOf,
  policyholder,
  signBackIn as signBackInTo,
  type Policyholder,
} from './support/policyholders.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;

type Card = { brand: string; last4: string; expMonth: number; expYear: number };
type Invoice = {
  id: string;
  kind: string;
  status: string;
  amount: number;
  balance: number;
  periodStart: string | null;
  periodEnd: string | null;
  dueOn: string;
  paidOn: string | null;
  pastDue: boolean;
};
type Processed = { invoiceId: string; amount: number; transactionResult: string; reason: string | null };
type Payments = {
  billingAttemptedAmount: number;
  transactionResult: string;
  paymentMethod: { card: Card } | null;
  processed: Processed[];
};
type UserErrorAnswer = { code: string; message: string; fields: Array<{ field: string }> } | null;

async function ask<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await t.graphql<T>(query, variables, { token });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const replaceCard = async (token: string, number: string, nameOnCard = 'Ada Lovelace') =>
  (
    await ask<{
      createPaymentMethod: {
        saved: boolean | null;
        paymentMethod: { id: string; card: Card } | null;
        message: string | null;
        declineCode: string | null;
        error: UserErrorAnswer;
      };
    }>(
      token,
      `mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) {
        saved paymentMethod { id card { brand last4 expMonth expYear } } message declineCode
        error { code message fields { field } } } }`,
      { input: { paymentMethodToken: await tokenise(cardPort, number), nameOnCard } },
    )
  ).createPaymentMethod;

const payNow = async (token: string, invoiceIds: string[]) =>
  (
    await ask<{ createMultiplePayments: { payments: Payments | null; error: UserErrorAnswer } }>(
      token,
      `mutation ($input: CreateMultiplePaymentsInput!) { createMultiplePayments(input: $input) {
        payments { billingAttemptedAmount transactionResult paymentMethod { card { brand last4 } }
          processed { invoiceId amount transactionResult reason } }
        error { code message fields { field } } } }`,
      { input: { invoiceIds } },
    )
  ).createMultiplePayments;

/** What the billing page reads. */
const billing = (token: string) =>
  ask<{
    activePaymentMethod: { card: Card } | null;
    userPolicy: {
      id: string;
      status: string;
      lapsesAt: string | null;
      monthlyPremium: number;
      accountsProduct: { amount: number; billingFrequency: string; nextPayment: { date: string } | null };
      invoices: Invoice[];
    } | null;
    currentUser: {
      activeConstellations: Array<{
        activeInsuranceMembership: {
          invoicesPastDueBalance: number;
          invoicesProcessingAmount: number;
        } | null;
      }>;
    };
  }>(
    token,
    `{ activePaymentMethod { card { brand last4 expMonth expYear } }
      userPolicy { id status lapsesAt monthlyPremium accountsProduct { amount billingFrequency nextPayment { date } }
        invoices { id kind status amount balance periodStart periodEnd dueOn paidOn pastDue } }
      currentUser { activeConstellations { activeInsuranceMembership {
        invoicesPastDueBalance invoicesProcessingAmount } } } }`,
  );

const owed = async (token: string) =>
  (await billing(token)).currentUser.activeConstellations.find((each) => each.activeInsuranceMembership)!
    .activeInsuranceMembership!;

/** Charges the card provider made for an invoice, by its own records. */
async function chargesOf(invoiceId: string): Promise<number> {
  const { rows } = await t.database.db.execute(sql`select count(*)::int as n from sandbox_card_payment_intents
    where status = 'succeeded' and metadata->>'invoiceId' = ${invoiceId}`);
  return (rows[0] as { n: number }).n;
}

/** Ledger transactions that do not sum to zero, and invoices whose balance is not their receivable (none). */
async function ledgerFaults() {
  const unbalanced = await t.database.db.execute(sql`select transaction_id from ledger_entries
    group by transaction_id having sum(amount) <> 0`);
  const unreconciled = await t.database.db.execute(sql`select invoices.id from invoices
    left join ledger_entries entry on entry.invoice_id = invoices.id and entry.account = 'receivable'
    group by invoices.id, invoices.balance having invoices.balance <> coalesce(sum(entry.amount), 0)`);
  return [...unbalanced.rows, ...unreconciled.rows];
}

const identifiedSession = (userId: string) => identifiedSessionOf(t, userId);
const signBackIn = (person: Policyholder) => signBackInTo(t, person);

// Ada's card starts failing (she saved 4000 0000 0000 0341 on the billing page); Bea's 4242 keeps paying.
let ada: Policyholder;
let bea: Policyholder;
let renewal: Invoice;

beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
  ada = await policyholder(t, cardPort);
  bea = await policyholder(t, cardPort);
});
afterAll(() => t.close());

describe('the billing page', () => {
  it('shows the plan, the card on file and the first invoice, with nothing owed', async () => {
    const page = await billing(ada.token);
    expect(page.activePaymentMethod!.card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
    });
    const policy = page.userPolicy!;
    expect(policy.accountsProduct).toMatchObject({
      amount: policy.monthlyPremium,
      billingFrequency: 'monthly',
    });
    expect(policy.accountsProduct.nextPayment!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [first] = policy.invoices;
    expect(policy.invoices).toHaveLength(1);
    // The first premium pays for the policy's first month, shown as that period.
    expect(first).toMatchObject({
      id: ada.invoiceId,
      kind: 'first_premium',
      status: 'fully_paid',
      balance: 0,
      pastDue: false,
      paidOn: first!.dueOn,
    });
    expect(first!.periodStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first!.periodEnd! > first!.periodStart!).toBe(true);
    expect(await owed(ada.token)).toEqual({ invoicesPastDueBalance: 0, invoicesProcessingAmount: 0 });
  });

  it('replaces the card: a card refused as it is saved changes nothing, a good one is the card on file', async () => {
    const refused = await replaceCard(ada.token, '4000 0000 0000 0002');
    expect(refused).toEqual({
      saved: false,
      paymentMethod: null,
      message: 'Your card was declined.',
      declineCode: 'card_declined',
      error: null,
    });
    expect((await billing(ada.token)).activePaymentMethod!.card.last4).toBe('4242');

    const short = await replaceCard(ada.token, '4242 4242 4242 4242', 'Al');
    expect(short.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'nameOnCard' }] });

    // This card saves, and every later charge of it is declined.
    const saved = await replaceCard(ada.token, '4000 0000 0000 0341');
    expect(saved).toMatchObject({ saved: true, error: null, paymentMethod: { card: { last4: '0341' } } });
    expect((await billing(ada.token)).activePaymentMethod!.card.last4).toBe('0341');
  });

  it('charges the renewal to the new card; declined, it is past due', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceSeconds: 32 * 86_400 },
    });
    expect(moved.statusCode).toBe(200);
    await t.jobs.drain();
    await signBackIn(ada);
    await signBackIn(bea);

    const page = await billing(ada.token);
    const premium = page.userPolicy!.monthlyPremium;
    expect(page.userPolicy!.invoices.map((invoice) => invoice.kind)).toEqual(['premium', 'first_premium']);
    renewal = page.userPolicy!.invoices[0]!;
    expect(renewal).toMatchObject({ status: 'failed', balance: premium, pastDue: true, paidOn: null });
    // Its period follows the first one without a gap.
    const first = page.userPolicy!.invoices[1]!;
    const dayAfter = new Date(Date.parse(`${first.periodEnd}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(renewal.periodStart).toBe(dayAfter);
    expect(renewal.dueOn).toBe(renewal.periodStart);
    expect(await owed(ada.token)).toEqual({ invoicesPastDueBalance: premium, invoicesProcessingAmount: 0 });
    // The next payment is the one past due, not the next period's (the plan, the home and the dashboard).
    expect(page.userPolicy!.accountsProduct.nextPayment!.date).toBe(renewal.dueOn);
    // The policy is in grace (dunning.service.ts); Bea's card paid hers.
    expect(page.userPolicy!.status).toBe('grace');
    expect((await owed(bea.token)).invoicesPastDueBalance).toBe(0);
  });

  it('shows the lapse date once the written grace notice has gone out (the next daily run)', async () => {
    await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 86_400 } });
    await t.jobs.drain();
    await signBackIn(ada);
    await signBackIn(bea);
    const policy = (await billing(ada.token)).userPolicy!;
    expect(policy.status).toBe('grace');
    // At least 31 days after the missed due date (and 30 after the notice).
    const due = Date.parse(`${renewal.dueOn}T00:00:00Z`);
    expect(Date.parse(`${policy.lapsesAt}T00:00:00Z`) - due).toBeGreaterThanOrEqual(31 * 86_400_000);
    expect(policy.invoices[0]).toMatchObject({ id: renewal.id, pastDue: true, balance: renewal.balance });
  });

  it("refuses another's invoice, an identified session and the first premium, charging nothing", async () => {
    const premium = renewal.balance;
    expect((await payNow(bea.token, [renewal.id])).error).toMatchObject({ code: 'NOT_FOUND' });
    // Another's policy shows none of its invoices.
    const other = await t.graphql<{ policy: unknown }>(
      `query ($id: ID!) { policy(id: $id) { invoices { id } } }`,
      { id: ada.policyId },
      { token: bea.token },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const identified = await identifiedSession(ada.userId);
    for (const [name, query, input] of [
      [
        'createMultiplePayments',
        'mutation ($input: CreateMultiplePaymentsInput!) { createMultiplePayments(input: $input) { error { code } } }',
        { invoiceIds: [renewal.id] },
      ],
      [
        'createPaymentMethod',
        'mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { error { code } } }',
        { paymentMethodToken: await tokenise(cardPort, '4242424242424242'), nameOnCard: 'Ada Lovelace' },
      ],
    ] as const) {
      const answer = await t.graphql(query, { input }, { token: identified });
      expect(answer.errors?.[0]?.extensions?.code, name).toBe('UNSUCCESSFUL_SESSION_VERIFICATION');
    }

    expect((await payNow(ada.token, [ada.invoiceId, renewal.id])).error).toMatchObject({
      code: 'BILLING.FIRST_PREMIUM',
    });
    expect((await payNow(ada.token, [])).error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await payNow(ada.token, ['not-an-id'])).error).toMatchObject({ code: 'NOT_FOUND' });

    expect(await chargesOf(renewal.id)).toBe(0);
    expect((await owed(ada.token)).invoicesPastDueBalance).toBe(premium);
    expect((await billing(ada.token)).activePaymentMethod!.card.last4).toBe('0341');
  });

  it('answers a declined retry with the amount tried and the reason; the balance stays owed', async () => {
    const paid = await payNow(ada.token, [renewal.id]);
    expect(paid.error).toBeNull();
    expect(paid.payments).toEqual({
      billingAttemptedAmount: renewal.balance,
      transactionResult: 'failed',
      paymentMethod: { card: { brand: 'visa', last4: '0341' } },
      processed: [
        {
          invoiceId: renewal.id,
          amount: renewal.balance,
          transactionResult: 'failed',
          reason: 'Your card was declined.',
        },
      ],
    });
    expect(await owed(ada.token)).toEqual({
      invoicesPastDueBalance: renewal.balance,
      invoicesProcessingAmount: 0,
    });
  });

  it('pays with the new card once, however often and however concurrently pay-now is sent', async () => {
    expect((await replaceCard(ada.token, '4242 4242 4242 4242')).saved).toBe(true);
    const [one, two] = await Promise.all([payNow(ada.token, [renewal.id]), payNow(ada.token, [renewal.id])]);
    for (const answer of [one, two]) {
      expect(answer.error).toBeNull();
      expect(answer.payments).toMatchObject({
        transactionResult: 'success',
        paymentMethod: { card: { last4: '4242' } },
        processed: [
          { invoiceId: renewal.id, amount: renewal.balance, transactionResult: 'success', reason: null },
        ],
      });
    }
    // Sent again later: it answers what became of the invoice and tries nothing.
    const again = await payNow(ada.token, [renewal.id, renewal.id]);
    expect(again.payments).toMatchObject({ billingAttemptedAmount: 0, transactionResult: 'success' });
    expect(again.payments!.processed).toHaveLength(1);
    expect(await chargesOf(renewal.id)).toBe(1);

    const page = await billing(ada.token);
    expect(page.userPolicy!.invoices[0]).toMatchObject({
      id: renewal.id,
      status: 'fully_paid',
      balance: 0,
      pastDue: false,
    });
    expect(page.userPolicy!.invoices[0]!.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await owed(ada.token)).toEqual({ invoicesPastDueBalance: 0, invoicesProcessingAmount: 0 });
    expect(await ledgerFaults()).toEqual([]);
    // Paid during grace: active again once the payment's job has run.
    await t.jobs.drain();
    expect((await billing(ada.token)).userPolicy!.status).toBe('active');
  });
});
