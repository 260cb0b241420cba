// A reinstatement paid by bank debit that the bank takes back after it settled (R10: the account holder says
// the debit was not authorised, within 60 days). The policy was reinstated as the debit settled; once the return
// arrives, what it paid is owed again, as a returned premium is: the policy goes into grace from that day, the
// owner is told by e-mail that the account will not be debited again, and the account's debits stop. One owner
// chooses a card: the next billing run charges the reinstatement to it and the policy is active again. The other
// pays nothing: at the end of that grace (31 days, and 30 after its written notice) the policy lapses again and
// the reinstatement's invoice is void; asked again, its reinstatement counts the arrears from the first premium the
// returned one paid. Found by the clock-travel test (seed 1974184820 on PostgreSQL, twice).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { billingFaults } from './support/billing-invariants.ts';
import { payFromBank } from './support/bank-link.ts';
import { bankReturns, sandboxCardPort, tokenise } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import {
  advance,
  ask,
  INVOICE,
  lapseTogether,
  PAY,
  rows,
  sandboxToday,
  type Invoiced,
  type Paid,
} from './support/reinstating.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
let carla: Policyholder; // chooses a card after the return
let rex: Policyholder; // pays nothing more
const invoiceOf = new Map<string, string>();

const REQUEST = `mutation ($input: RequestReinstatementInput!) { requestReinstatement(input: $input) {
  success status error { code message } } }`;

async function policyStatus(person: Policyholder) {
  const [row] = await rows<{ status: string }>(
    t,
    sql`select status from policies where id = ${person.policyId}`,
  );
  return row!.status;
}

async function invoiceRow(person: Policyholder) {
  const [row] = await rows<{ status: string; balance: number; amount: number }>(
    t,
    sql`select status, balance, amount from invoices where id = ${invoiceOf.get(person.userId)!}`,
  );
  return row!;
}

async function debitOf(person: Policyholder) {
  const [row] = await rows<{
    status: string;
    provider_payment_intent_id: string;
    return_code: string | null;
  }>(
    t,
    sql`select status, provider_payment_intent_id, return_code from payments
      where invoice_id = ${invoiceOf.get(person.userId)!} and submitted_on is not null`,
  );
  return row!;
}

async function mailsTo(person: Policyholder, subject: string) {
  return (
    await rows<{ text: string }>(
      t,
      sql`select text from sandbox_mailbox where recipient = (select email from users where id = ${person.userId})
        and subject like ${subject} order by created_at`,
    )
  ).map((row) => row.text.replace(/\s+/g, ' '));
}

beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
  carla = await policyholder(t, cardPort);
  rex = await policyholder(t, cardPort);
  await lapseTogether(t, [carla, rex]);
  // Each links a bank account, asks for the reinstatement with the arrears alone and pays it from the account.
  for (const person of [carla, rex]) {
    await signBackIn(t, person);
    await payFromBank(t, person.token);
    const requested = await ask<{ requestReinstatement: { status: string } }>(t, person, REQUEST, {
      input: { policyId: person.policyId },
    });
    expect(requested.requestReinstatement.status).toBe('offered');
    const { createReinstatementInvoice } = await ask<Invoiced>(t, person, INVOICE, {
      input: { policyId: person.policyId },
    });
    invoiceOf.set(person.userId, createReinstatementInvoice.invoice!.id);
    const { payInvoice } = await ask<Paid>(t, person, PAY, {
      input: { invoiceId: createReinstatementInvoice.invoice!.id, purchasePolicy: false },
    });
    expect(payInvoice.transactionResult).toBe('processing');
  }
  // The debits settle within 5 business days: the policies are reinstated then.
  for (let day = 0; day < 8 && (await policyStatus(carla)) !== 'active'; day += 1) await advance(t);
}, 900_000);
afterAll(() => t.close());

describe('a reinstatement the bank returns after it settled', () => {
  it('reinstated the policy as its debit settled', async () => {
    for (const person of [carla, rex]) {
      expect(await policyStatus(person)).toBe('active');
      expect(await invoiceRow(person)).toMatchObject({ status: 'fully_paid', balance: 0 });
      expect((await debitOf(person)).status).toBe('succeeded');
    }
  });

  it('is owed again once returned R10: the policy in grace from that day, the owner told', async () => {
    await advance(t, 20);
    for (const person of [carla, rex])
      await bankReturns(cardPort, (await debitOf(person)).provider_payment_intent_id, 'R10');
    await advance(t);
    const returnedOn = await sandboxToday(t);
    for (const person of [carla, rex]) {
      expect(await debitOf(person)).toMatchObject({ status: 'returned', return_code: 'R10' });
      const invoice = await invoiceRow(person);
      expect(invoice).toMatchObject({ status: 'failed', balance: invoice.amount });
      expect(await policyStatus(person)).toBe('grace');
      const [event] = await rows<{ reason: string }>(
        t,
        sql`select reason from policy_events
          where policy_id = ${person.policyId} and event = 'miss_payment' order by seq desc limit 1`,
      );
      expect(event!.reason).toContain("Its reinstatement's payment was returned by the bank (R10)");
      // Its grace counts from the day the return arrived, not from the day the offer was billed.
      const [grace] = await rows<{ missed: string }>(
        t,
        sql`select missed_due_on::text as missed from policies where id = ${person.policyId}`,
      );
      expect(grace!.missed).toBe(returnedOn);
      const mail = (await mailsTo(person, "%didn't go through%")).at(-1)!;
      expect(mail).toContain('(R10)');
      expect(mail).toContain('We will not take payments from this account again');
    }
  }, 300_000);

  it('is past due on the billing page, which may take it (it is not the reinstatement page’s offer now)', async () => {
    await signBackIn(t, rex);
    const invoiceId = invoiceOf.get(rex.userId)!;
    const { userPolicy, currentUser } = await ask<{
      userPolicy: { invoices: { id: string; kind: string; pastDue: boolean }[] };
      currentUser: {
        activeConstellations: { activeInsuranceMembership: { invoicesPastDueBalance: number } }[];
      };
    }>(
      t,
      rex,
      `{ userPolicy { invoices { id kind pastDue } }
        currentUser { activeConstellations { activeInsuranceMembership { invoicesPastDueBalance } } } }`,
    );
    expect(userPolicy.invoices.find((invoice) => invoice.id === invoiceId)).toMatchObject({
      kind: 'reinstatement',
      pastDue: true,
    });
    const owed = currentUser.activeConstellations[0]!.activeInsuranceMembership.invoicesPastDueBalance;
    expect(owed).toBe((await invoiceRow(rex)).balance);
    // Pay now takes it (no longer refused as the reinstatement page's); Rex's only account takes no more debits.
    const { createMultiplePayments } = await ask<{
      createMultiplePayments: {
        payments: { processed: { invoiceId: string; transactionResult: string; reason: string }[] } | null;
        error: { code: string } | null;
      };
    }>(
      t,
      rex,
      `mutation ($input: CreateMultiplePaymentsInput!) { createMultiplePayments(input: $input) {
        payments { transactionResult processed { invoiceId transactionResult reason } } error { code } } }`,
      { input: { invoiceIds: [invoiceId] } },
    );
    expect(createMultiplePayments.error).toBeNull();
    expect(createMultiplePayments.payments!.processed).toEqual([
      {
        invoiceId,
        transactionResult: 'failed',
        reason: expect.stringContaining("so we can't take payments from it any more"),
      },
    ]);
  }, 120_000);

  it('is charged to the card chosen next and the policy is active again, its reinstatement kept', async () => {
    await signBackIn(t, carla);
    const { createPaymentMethod } = await ask<{ createPaymentMethod: { saved: boolean | null } }>(
      t,
      carla,
      `mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { saved } }`,
      {
        input: { paymentMethodToken: await tokenise(cardPort, '4242424242424242'), nameOnCard: 'Carla Card' },
      },
    );
    expect(createPaymentMethod.saved).toBe(true);
    await advance(t);
    expect(await invoiceRow(carla)).toMatchObject({ status: 'fully_paid', balance: 0 });
    expect(await policyStatus(carla)).toBe('active');
    const reinstated = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from policy_events where policy_id = ${carla.policyId} and event = 'reinstate'`,
    );
    expect(reinstated[0]!.n).toBe(1);
    // Nothing was refused and given back: the card's charge paid the reinstatement.
    const refunds = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from refunds where payment_id in
        (select id from payments where invoice_id = ${invoiceOf.get(carla.userId)!})`,
    );
    expect(refunds[0]!.n).toBe(0);
  }, 300_000);

  it('unpaid, lapses the policy again at the end of that grace, its reinstatement invoice void', async () => {
    for (let day = 0; day < 70 && (await policyStatus(rex)) !== 'lapsed'; day += 1) await advance(t);
    expect(await policyStatus(rex)).toBe('lapsed');
    expect((await invoiceRow(rex)).status).toBe('void');
    expect(await mailsTo(rex, '%has lapsed')).toHaveLength(2);

    const { faults } = await billingFaults(t.database.pool, await sandboxToday(t));
    expect(faults).toEqual([]);
  }, 600_000);

  it('lapsed again, may ask again: the arrears count from the first premium the reinstatement paid', async () => {
    const [line] = await rows<{ due_on: string }>(
      t,
      sql`select min(due_on)::text as due_on from invoice_lines
        where invoice_id = ${invoiceOf.get(rex.userId)!} and kind = 'missed_premium'`,
    );
    const [lapse] = await rows<{ first: string; grace_from: string }>(
      t,
      sql`select details->>'firstMissedDueOn' as first, details->>'missedDueOn' as grace_from
        from policy_events where policy_id = ${rex.policyId} and event = 'lapse' order by seq desc limit 1`,
    );
    expect(lapse!.first).toBe(line!.due_on);
    expect(lapse!.grace_from > line!.due_on).toBe(true);

    await signBackIn(t, rex);
    const { requestReinstatement } = await ask<{
      requestReinstatement: { success: boolean; status: string | null };
    }>(t, rex, REQUEST, { input: { policyId: rex.policyId } });
    expect(requestReinstatement.success).toBe(true);
    // More than 60 days after that premium: underwriting first.
    expect(requestReinstatement.status).toBe('underwriting');
    const [request] = await rows<{ first_missed_due_on: string }>(
      t,
      sql`select first_missed_due_on::text from reinstatement_requests
        where policy_id = ${rex.policyId} order by created_at desc limit 1`,
    );
    expect(request!.first_missed_due_on).toBe(line!.due_on);
  }, 120_000);
});
