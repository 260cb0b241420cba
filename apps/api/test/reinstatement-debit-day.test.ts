// A reinstatement paid by bank debit is judged on the day the debit was made, not on the day it settled (up to 5
// business days later). Dora pays her arrears-only offer from her bank account on the 59th day after the premium
// she first missed: by the time the debit settles the 60 days are over and today's rules would ask for
// underwriting, yet she paid while the offer held. Her policy is reinstated as the debit settles (its reason
// naming the day she paid), nothing is refunded, and the premiums that fell due meanwhile are billed after it.
// Found by the clock-travel test (seed 1128398457 on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, billingFaults } from './support/billing-invariants.ts';
import { payFromBank } from './support/bank-link.ts';
import { sandboxCardPort } from './support/cards.ts';
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
let dora: Policyholder;
let D = '';
let invoiceId = '';
let paidOn = '';

const REQUEST = `mutation ($input: RequestReinstatementInput!) { requestReinstatement(input: $input) {
  success status reinstatementRequest { reason } error { code message } } }`;

async function policyStatus() {
  const [row] = await rows<{ status: string }>(
    t,
    sql`select status from policies where id = ${dora.policyId}`,
  );
  return row!.status;
}

beforeAll(async () => {
  t = await startTestApp();
  dora = await policyholder(t, await sandboxCardPort(t));
  D = await lapseTogether(t, [dora]);
  while ((await sandboxToday(t)) < addDays(D, 59)) await advance(t);
}, 900_000);
afterAll(() => t.close());

describe('a reinstatement paid by bank debit', () => {
  it('is paid on day 59 while the arrears alone reinstate the policy: the debit in flight', async () => {
    paidOn = await sandboxToday(t);
    expect(paidOn).toBe(addDays(D, 59));
    await signBackIn(t, dora);
    await payFromBank(t, dora.token);
    const { requestReinstatement } = await ask<{
      requestReinstatement: { status: string; reinstatementRequest: { reason: string } };
    }>(t, dora, REQUEST, { input: { policyId: dora.policyId } });
    expect(requestReinstatement).toMatchObject({
      status: 'offered',
      reinstatementRequest: { reason: 'REINSTATEMENT.ARREARS_ONLY' },
    });
    const { createReinstatementInvoice } = await ask<Invoiced>(t, dora, INVOICE, {
      input: { policyId: dora.policyId },
    });
    invoiceId = createReinstatementInvoice.invoice!.id;
    const { payInvoice } = await ask<Paid>(t, dora, PAY, { input: { invoiceId, purchasePolicy: false } });
    expect(payInvoice.transactionResult).toBe('processing');
    expect(await policyStatus()).toBe('lapsed');
  }, 120_000);

  it('reinstates the policy as the debit settles after day 60, judged on the day it was made', async () => {
    for (let day = 0; day < 10 && (await policyStatus()) === 'lapsed'; day += 1) await advance(t);
    expect((await sandboxToday(t)) > addDays(D, 60)).toBe(true);
    expect(await policyStatus()).toBe('active');
    const [invoice] = await rows<{ status: string }>(
      t,
      sql`select status from invoices where id = ${invoiceId}`,
    );
    expect(invoice!.status).toBe('fully_paid');
    const [refunds] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from refunds
        where payment_id in (select id from payments where invoice_id = ${invoiceId})`,
    );
    expect(refunds!.n).toBe(0);
    const [event] = await rows<{ paid_on: string }>(
      t,
      sql`select details->>'paidOn' as paid_on from policy_events
        where policy_id = ${dora.policyId} and event = 'reinstate'`,
    );
    expect(event!.paid_on).toBe(paidOn);
  }, 300_000);

  it('bills the premiums that fell due while the debit settled, and every invariant holds', async () => {
    await advance(t, 3);
    const { faults } = await billingFaults(t.database.pool, await sandboxToday(t));
    expect(faults).toEqual([]);
  }, 300_000);
});
