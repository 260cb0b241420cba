// The first premium paid from a linked bank account on "Last step!" (issue 25 item 5): the purchase debits it by
// ACH with the buyer's mandate (their acceptance of the debit authorisation: when, address, browser), the policy
// waits for the debit (`settling`: not in force, no number) and is issued when it settles, exactly as a card's
// charge issues it, once; a debit that fails at settlement (an account holder named INSUFFICIENT: R01) issues
// nothing, puts the policy back to pending, and the person can buy with a card instead.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIT_AUTHORIZATION_VERSION } from '@wysh/domain/ach/debit-authorization';
import { achSettlementDate } from '@wysh/domain/ach/settlement';
import { addBusinessDays } from '@wysh/domain/calendar';
import { decidedApplicant } from './support/applying.ts';
import { userIdOf } from './support/accounts.ts';
import { linkApiUrlOf, walkLink } from './support/bank-link.ts';
import { sandboxCardPort, tokenise } from './support/cards.ts';
import { signBackIn, type Policyholder } from './support/policyholders.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
let linkApi: string;

// Bought on Tuesday 2026-11-10: the debit settles 5 business days later, past Veterans Day (Wednesday the 11th).
const BOUGHT_ON = '2026-11-10';
const SETTLES_ON = achSettlementDate(BOUGHT_ON);

async function ask<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await t.graphql<T>(query, variables, { token });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

/** Links First Platypus Bank's Plaid Checking: the linked account's id (PlaidItem.accounts). */
async function linkChecking(token: string): Promise<string> {
  const { linkToken } = (
    await ask<{ plaidGenerateLinkToken: { linkToken: string } }>(
      token,
      'mutation { plaidGenerateLinkToken { linkToken } }',
    )
  ).plaidGenerateLinkToken;
  const linked = await walkLink(linkApi, linkToken, {
    institutionId: 'ins_109508',
    account: 'Plaid Checking',
  });
  return (
    await ask<{ plaidExchangePublicToken: { plaidAccount: { id: string } } }>(
      token,
      `mutation ($input: PlaidExchangePublicTokenInput!) { plaidExchangePublicToken(input: $input) { plaidAccount { id } } }`,
      { input: { publicToken: linked.publicToken, bankAccountId: linked.accountId } },
    )
  ).plaidExchangePublicToken.plaidAccount.id;
}

type Purchased = {
  transactionResult: string | null;
  invoice: { id: string; status: string; balance: number } | null;
  policy: { id: string; status: string; label: string | null } | null;
  paymentMethod: { description: string } | null;
  error: { code: string; fields: Array<{ field: string }> } | null;
};

async function purchase(token: string, pay: Record<string, unknown>): Promise<Purchased> {
  const { pendingQuote, documents } = await ask<{
    pendingQuote: { id: string };
    documents: Array<{ id: string }>;
  }>(token, '{ pendingQuote { id } documents(slugs: ["statement-of-good-health", "policy-terms"]) { id } }');
  const result = await t.graphql<{ purchasePolicy: Purchased }>(
    `mutation($input: PurchasePolicyInput!) { purchasePolicy(input: $input) {
      transactionResult invoice { id status balance } policy { id status label }
      paymentMethod { description } error { code fields { field } } } }`,
    {
      input: {
        quoteId: pendingQuote.id,
        acknowledgedDocumentIds: documents.map((document) => document.id),
        ...pay,
      },
    },
    { token, headers: { 'user-agent': 'Mozilla/5.0 (first-premium-by-bank test)' } },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.purchasePolicy;
}

const byBank = (plaidAccountId: string) => ({
  plaidAccountId,
  debitAuthorizationVersion: DEBIT_AUTHORIZATION_VERSION,
});

async function moveTo(day: string) {
  const moved = await t.app.inject({
    method: 'POST',
    url: '/dev/clock',
    payload: { at: `${day}T17:00:00Z` },
  });
  expect(moved.statusCode).toBe(200);
  await t.jobs.drain();
  await t.jobs.drain();
}

async function policyRow(policyId: string) {
  const { rows } = await t.database.db.execute(sql`select status, label, effective_on::text as effective_on
    from policies where id = ${policyId}`);
  return rows[0] as { status: string; label: string | null; effective_on: string | null };
}

async function historyOf(policyId: string) {
  const { rows } = await t.database.db.execute(sql`select event, from_status, to_status, reason
    from policy_events where policy_id = ${policyId} order by seq`);
  return rows as Array<{ event: string; from_status: string | null; to_status: string; reason: string }>;
}

async function paymentsOf(invoiceId: string) {
  const { rows } = await t.database.db.execute(sql`select payments.status, payments.return_code,
    payments.provider_payment_intent_id, methods.source
    from payments join payment_methods methods on methods.id = payments.payment_method_id
    where invoice_id = ${invoiceId} order by attempt`);
  return rows as Array<{
    status: string;
    return_code: string | null;
    provider_payment_intent_id: string;
    source: string;
  }>;
}

/** The buyer as signBackIn needs them: their user and the phone their sessions are verified by. */
async function asPolicyholder(token: string): Promise<Policyholder> {
  const userId = await userIdOf(t, token);
  const { rows } = await t.database.db.execute(sql`select id, e164 from phone_numbers
    where user_id = ${userId} and status = 'active'`);
  const phone = rows[0] as { id: string; e164: string };
  return { token, userId, policyId: '', invoiceId: '', phone: phone.id, e164: phone.e164 };
}

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(new Date(`${BOUGHT_ON}T17:00:00Z`));
  cardPort = await sandboxCardPort(t);
  linkApi = await linkApiUrlOf(t);
});
afterAll(() => t.close());

describe('the first premium from a bank account', () => {
  it('waits for the debit to settle, then issues the policy once, as a card does', async () => {
    t.clock.set(new Date(`${BOUGHT_ON}T17:00:00Z`));
    const token = await decidedApplicant(t);
    const accountId = await linkChecking(token);

    // Without the debit authorisation accepted: a field error, nothing debited.
    const unauthorised = await purchase(token, { plaidAccountId: accountId });
    expect(unauthorised.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'debitAuthorization' }],
    });
    // Both ways to pay at once: refused.
    const both = await purchase(token, {
      ...byBank(accountId),
      paymentMethodToken: await tokenise(cardPort, '4242 4242 4242 4242'),
      nameOnCard: 'Ada Lovelace',
    });
    expect(both.error?.code).toBe('VALIDATION_FAILED');

    const bought = await purchase(token, byBank(accountId));
    expect(bought).toMatchObject({
      transactionResult: 'processing',
      invoice: { status: 'processing' },
      policy: { status: 'settling', label: null },
      paymentMethod: { description: 'First Platypus Bank checking account ending in 0000' },
      error: null,
    });
    const policyId = bought.policy!.id;
    const invoiceId = bought.invoice!.id;
    expect((await historyOf(policyId)).at(-1)).toMatchObject({
      event: 'first_premium_submitted',
      from_status: 'pending',
      to_status: 'settling',
      reason: expect.stringContaining('cover starts when the debit settles'),
    });

    // The debit carried the buyer's mandate: their acceptance, from their address and browser.
    const [debit] = await paymentsOf(invoiceId);
    expect(debit).toMatchObject({ status: 'processing', source: 'bank_account' });
    const { rows: intents } = await t.database.db.execute(sql`select mandate from sandbox_card_payment_intents
      where id = ${debit!.provider_payment_intent_id}`);
    expect((intents[0] as { mandate: unknown }).mandate).toMatchObject({
      id: expect.stringMatching(/^mandate_/),
      type: 'online',
      ip_address: expect.any(String),
      user_agent: 'Mozilla/5.0 (first-premium-by-bank test)',
    });
    const { rows: methods } = await t.database.db.execute(sql`select mandate_version, mandate_user_agent
      from payment_methods where user_id = ${await userIdOf(t, token)} and source = 'bank_account'`);
    expect(methods).toEqual([
      {
        mandate_version: DEBIT_AUTHORIZATION_VERSION,
        mandate_user_agent: 'Mozilla/5.0 (first-premium-by-bank test)',
      },
    ]);

    // Sent again while it settles (an answer lost): the same debit, nothing debited twice.
    expect(await purchase(token, byBank(accountId))).toMatchObject({
      transactionResult: 'processing',
      policy: { id: policyId, status: 'settling' },
      error: null,
    });
    expect(await paymentsOf(invoiceId)).toHaveLength(1);

    // Not in force while it settles: the business day before, still settling, no number.
    await moveTo(addBusinessDays(SETTLES_ON, -1));
    expect(await policyRow(policyId)).toMatchObject({ status: 'settling', label: null });

    await moveTo(SETTLES_ON);
    const issued = await policyRow(policyId);
    expect(issued.status).toBe('active');
    expect(issued.label).toMatch(/^WT\d{9}$/);
    expect(issued.effective_on).toBe(SETTLES_ON);
    expect((await historyOf(policyId)).at(-1)).toMatchObject({
      event: 'issue',
      from_status: 'settling',
      to_status: 'active',
    });
    // Issued as a card's charge issues it: its packet kept, the welcome e-mail sent.
    const { rows: packets } = await t.database.db.execute(sql`select count(*)::int as n from user_documents
      where policy_id = ${policyId}`);
    expect((packets[0] as { n: number }).n).toBeGreaterThan(0);

    // The clock moves on: issued once, paid once, on the bank rail.
    await moveTo(addBusinessDays(SETTLES_ON, 2));
    expect((await historyOf(policyId)).filter((event) => event.event === 'issue')).toHaveLength(1);
    expect(await paymentsOf(invoiceId)).toMatchObject([{ status: 'succeeded' }]);
    const { rows: ledger } = await t.database.db.execute(sql`select account, sum(amount)::int as amount
      from ledger_entries where invoice_id = ${invoiceId} group by account order by account`);
    const amount = (await paymentsOf(invoiceId))[0]!;
    expect(ledger).toEqual([
      { account: 'bank_clearing', amount: expect.any(Number) },
      { account: 'premium_written', amount: expect.any(Number) },
      { account: 'receivable', amount: 0 },
    ]);
    expect(amount.source).toBe('bank_account');
  });

  it('issues nothing when the debit fails at settlement (R01), and the person buys with a card', async () => {
    t.clock.set(new Date(`${BOUGHT_ON}T17:00:00Z`));
    const token = await decidedApplicant(t);
    await t.database.db.execute(sql`update users set first_name = 'Ivy', last_name = 'Insufficient'
      where id = ${await userIdOf(t, token)}`);
    const accountId = await linkChecking(token);
    const person = await asPolicyholder(token);
    const bought = await purchase(token, byBank(accountId));
    expect(bought).toMatchObject({ transactionResult: 'processing', policy: { status: 'settling' } });
    const policyId = bought.policy!.id;
    const invoiceId = bought.invoice!.id;

    await moveTo(SETTLES_ON);
    expect(await policyRow(policyId)).toMatchObject({ status: 'pending', label: null, effective_on: null });
    expect(await paymentsOf(invoiceId)).toMatchObject([{ status: 'failed', return_code: 'R01' }]);
    expect((await historyOf(policyId)).at(-1)).toMatchObject({
      event: 'first_premium_failed',
      from_status: 'settling',
      to_status: 'pending',
      reason: expect.stringContaining('(R01)'),
    });
    // No dunning for a first premium (nothing was ever in force): one e-mail saying what the bank said, leading
    // back to "Last step!" through a sign-in link.
    await t.jobs.drain();
    const { rows: notices } = await t.database.db.execute(sql`select kind from billing_notices
      where policy_id = ${policyId}`);
    expect(notices).toEqual([{ kind: 'first_premium_failed' }]);
    const { rows: mail } = await t.database.db.execute(sql`select subject, text from sandbox_mailbox
      where recipient = (select email from users where id = ${person.userId}) and subject like '%first payment%'`);
    expect(mail).toHaveLength(1);
    const told = mail[0] as { subject: string; text: string };
    const { rows: invoice } = await t.database.db.execute(
      sql`select amount from invoices where id = ${invoiceId}`,
    );
    const amount = `$${((invoice[0] as { amount: number }).amount / 100).toFixed(2)}`;
    expect(told.subject).toBe(`Your first payment of ${amount} didn't go through`);
    expect(told.text).toContain('from your First Platypus Bank checking account ending in 0000');
    expect(told.text).toContain('(R01)');
    expect(told.text).toContain('Your policy has not started');
    expect(told.text).toMatch(/Finish your purchase: http\S+/);

    // A week on, the person signs in again and finds the purchase to finish.
    await signBackIn(t, person);
    const { pendingPolicy } = await ask<{ pendingPolicy: { id: string; status: string } | null }>(
      person.token,
      '{ pendingPolicy { id status } }',
    );
    expect(pendingPolicy).toEqual({ id: policyId, status: 'pending' });

    const byCard = await purchase(person.token, {
      paymentMethodToken: await tokenise(cardPort, '4242 4242 4242 4242'),
      nameOnCard: 'Ivy Insufficient',
    });
    expect(byCard).toMatchObject({
      transactionResult: 'success',
      invoice: { id: invoiceId, status: 'fully_paid', balance: 0 },
      policy: { id: policyId, status: 'active' },
      error: null,
    });
    expect(byCard.policy!.label).toMatch(/^WT\d{9}$/);
    expect(await paymentsOf(invoiceId)).toMatchObject([
      { status: 'failed', source: 'bank_account' },
      { status: 'succeeded', source: 'credit_card' },
    ]);
    expect((await historyOf(policyId)).filter((event) => event.event === 'issue')).toHaveLength(1);
  });
});
