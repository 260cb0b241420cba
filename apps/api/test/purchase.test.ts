// The purchase (issue 15): accepting a quote makes a pending policy and its first invoice; paying it through the
// card provider (the official library, the sandbox provider) issues the policy: a number, active, cover dates,
// the billing plan, a ledger that sums. A declined card leaves the invoice payable with another; 50 concurrent
// payments charge once; a process dying between the provider's answer and our commit is finished by a retry or
// the reconciling job with the same key; nobody pays or reads another's invoice or policy; no card number is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { decidedApplicant } from './support/applying.ts';
import { signPurchase } from './support/purchasing.ts';
import { pdfText } from '../../../e2e/tests/support/pdf-text.ts';
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

const errorFields = 'error { code message fields { field message } }';
const policyFields = `id label status amount termUnit termDuration insuredsAgeAtTerm effectiveAt terminatesAt
  classification { id name } product { slug } monthlyPremium rateVersion rulesVersion
  accountsProduct { id amount billingFrequency nextPayment { date invoiceId estimated } }`;
const payFields = `transactionResult message declineCode invoice { id status balance amount }
  payment { id status attempt } paymentMethod { card { brand last4 } name } ${errorFields}`;

type Policy = {
  id: string;
  label: string | null;
  status: string;
  amount: number;
  termDuration: number | null;
  effectiveAt: string | null;
  terminatesAt: string | null;
  monthlyPremium: number;
  rateVersion: string;
  rulesVersion: string;
  product: { slug: string };
  accountsProduct: { amount: number; nextPayment: { date: string; estimated: boolean } | null };
};
type PayOutcome = {
  transactionResult: string | null;
  message: string | null;
  declineCode: string | null;
  invoice: { id: string; status: string; balance: number } | null;
  payment: { status: string; attempt: number } | null;
  paymentMethod: { card: { brand: string; last4: string }; name: string } | null;
  error: { code: string; message: string } | null;
};

async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await t.graphql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/**
 * The spec's calls (000 §7): accept the quote, then read the pending policy and its payable invoice; and sign the
 * purchase, as the screen does before it pays (unless `signed` is false).
 */
async function acceptQuote(token: string, { signed = true } = {}) {
  const { pendingQuote } = await gql<{ pendingQuote: { id: string; monthlyPremium: number } }>(
    token,
    '{ pendingQuote { id monthlyPremium } }',
  );
  const accepted = await gql<{ updateQuote: { quote: { status: string } | null; error: unknown } }>(
    token,
    `mutation($id: ID!) { updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
      quote { status } ${errorFields} } }`,
    { id: pendingQuote.id },
  );
  expect(accepted.updateQuote.error).toBeNull();
  expect(accepted.updateQuote.quote!.status).toBe('accepted');
  const read = await gql<{ pendingPolicy: Policy; latestPayableInvoice: { id: string; amount: number } }>(
    token,
    `{ pendingPolicy { ${policyFields} } latestPayableInvoice { id amount status } }`,
  );
  if (signed) await signPurchase(t, token);
  return { quote: pendingQuote, policy: read.pendingPolicy, invoice: read.latestPayableInvoice };
}

async function pay(token: string, invoiceId: string, card?: string, nameOnCard = 'ada lovelace') {
  const paymentMethodToken = card ? await tokenise(port, card) : null;
  const data = await gql<{ payInvoice: PayOutcome }>(
    token,
    `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { ${payFields} } }`,
    { input: { invoiceId, purchasePolicy: true, paymentMethodToken, nameOnCard } },
  );
  return data.payInvoice;
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.database.db.execute(query);
  return Number((result.rows[0] as { n: string | number }).n);
}

/** A policy's history as (event, from, to, actor kind, actor) lines, oldest first. */
async function historyOf(policyId: string) {
  const result = await t.database.db
    .execute(sql`select event, from_status, to_status, actor_kind, actor, reason
    from policy_events where policy_id = ${policyId} order by seq`);
  return result.rows as Array<Record<string, string | null>>;
}

const chargesOf = (invoiceId: string) =>
  count(
    sql`select count(*) as n from sandbox_card_payment_intents
        where status = 'succeeded' and metadata->>'invoiceId' = ${invoiceId}`,
  );

describe('buying a term policy', () => {
  it('accepts the quote into a pending policy whose first invoice is the monthly premium', async () => {
    const token = await decidedApplicant(t);
    const { quote, policy, invoice } = await acceptQuote(token);
    expect(policy).toMatchObject({ status: 'pending', label: null, effectiveAt: null });
    expect(invoice.amount).toBe(quote.monthlyPremium);
    expect(policy.monthlyPremium).toBe(quote.monthlyPremium);
    // Accepting again (a retried purchase) answers the same policy and invoice.
    const again = await acceptQuote(token);
    expect(again.policy.id).toBe(policy.id);
    expect(again.invoice.id).toBe(invoice.id);
  });

  it('accepts a quote only billed monthly, and makes nothing otherwise', async () => {
    const token = await decidedApplicant(t);
    const { pendingQuote } = await gql<{ pendingQuote: { id: string } }>(token, '{ pendingQuote { id } }');
    const update = (status: string, billingFrequency: string) =>
      gql<{ updateQuote: { quote: unknown; error: { code: string; fields: { field: string }[] } | null } }>(
        token,
        `mutation($id: ID!, $status: String, $frequency: String) {
          updateQuote(input: { quoteId: $id, status: $status, billingFrequency: $frequency }) {
            quote { status } ${errorFields} } }`,
        { id: pendingQuote.id, status, frequency: billingFrequency },
      );
    const annually = await update('accepted', 'annually');
    expect(annually.updateQuote.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'billingFrequency' }],
    });
    const expired = await update('expired', 'monthly');
    expect(expired.updateQuote.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'status' }],
    });
    const read = await gql<{ pendingPolicy: unknown; latestPayableInvoice: unknown }>(
      token,
      '{ pendingPolicy { id } latestPayableInvoice { id } }',
    );
    expect(read).toEqual({ pendingPolicy: null, latestPayableInvoice: null });
  });

  it('issues the policy once the first premium is paid: number, dates, plan, and a ledger that sums', async () => {
    const token = await decidedApplicant(t);
    const { policy, invoice } = await acceptQuote(token);
    const outcome = await pay(token, invoice.id, '4242 4242 4242 4242');
    expect(outcome).toMatchObject({
      transactionResult: 'success',
      invoice: { status: 'fully_paid', balance: 0 },
      payment: { status: 'succeeded', attempt: 1 },
      paymentMethod: { card: { brand: 'visa', last4: '4242' }, name: 'Ada Lovelace' },
      error: null,
    });
    const { userPolicy } = await gql<{ userPolicy: Policy }>(token, `{ userPolicy { ${policyFields} } }`);
    expect(userPolicy.id).toBe(policy.id);
    expect(userPolicy.status).toBe('active');
    expect(userPolicy.label).toMatch(/^WT\d{9}$/);
    expect(userPolicy.effectiveAt).not.toBeNull();
    // Cover runs from the day it was paid (US Eastern) to the day before the term's anniversary.
    const paidOn = new Date(userPolicy.effectiveAt!).toLocaleDateString('en-CA', {
      timeZone: 'America/New_York',
    });
    const [year, month, day] = paidOn.split('-').map(Number) as [number, number, number];
    const lastDay = new Date(Date.UTC(year + userPolicy.termDuration!, month - 1, day - 1));
    expect(userPolicy.terminatesAt).toBe(lastDay.toISOString().slice(0, 10));
    const nextMonth = new Date(Date.UTC(year, month, Math.min(day, 28)));
    expect(userPolicy.accountsProduct).toMatchObject({ amount: userPolicy.monthlyPremium });
    expect(userPolicy.accountsProduct.nextPayment).toMatchObject({ estimated: true });
    if (day <= 28)
      expect(userPolicy.accountsProduct.nextPayment!.date).toBe(nextMonth.toISOString().slice(0, 10));
    expect(userPolicy.rateVersion).toMatch(/^term-life\.\d{4}-\d{2}-v\d+$/);
    expect(userPolicy.rulesVersion).toMatch(/v\d+$/);
    expect(await chargesOf(invoice.id)).toBe(1);
    // Double entry: every transaction sums to zero; the invoice's receivable is paid off.
    expect(
      await count(sql`select count(*) as n from (select transaction_id from ledger_entries
        group by transaction_id having sum(amount) <> 0) unbalanced`),
    ).toBe(0);
    expect(
      await count(sql`select coalesce(sum(amount), 0) as n from ledger_entries
        where invoice_id = ${invoice.id} and account = 'receivable'`),
    ).toBe(0);
    // Paying again answers the paid invoice and charges nothing more.
    expect((await pay(token, invoice.id)).transactionResult).toBe('success');
    expect(await chargesOf(invoice.id)).toBe(1);
    // Its history: made pending by the person who accepted the offer, issued by the person who paid.
    const history = await historyOf(policy.id);
    expect(history).toMatchObject([
      { event: 'create', from_status: null, to_status: 'pending', actor_kind: 'person' },
      { event: 'issue', from_status: 'pending', to_status: 'active', actor_kind: 'person' },
    ]);
    expect(history[1]!.actor).toBe(history[0]!.actor);
    expect(history[1]!.reason).toBe('Its first premium was paid.');
  });

  it('refuses a purchase not signed, before any money moves, and takes it once signed', async () => {
    const token = await decidedApplicant(t);
    const { invoice, policy } = await acceptQuote(token, { signed: false });
    const unsigned = await pay(token, invoice.id, '4242 4242 4242 4242');
    expect(unsigned.error).toMatchObject({
      code: 'PURCHASE_NOT_SIGNED',
      message: 'Please agree to the Statement of Good Health and the Policy Packet before paying.',
    });
    expect(await chargesOf(invoice.id)).toBe(0);
    expect(await count(sql`select count(*) as n from payments where invoice_id = ${invoice.id}`)).toBe(0);
    // Half-signed (the terms alone) is still not signed for term life.
    await signPurchase(t, token, ['policy-terms']);
    expect((await pay(token, invoice.id, '4242 4242 4242 4242')).error?.code).toBe('PURCHASE_NOT_SIGNED');
    await signPurchase(t, token);
    expect((await pay(token, invoice.id, '4242 4242 4242 4242')).transactionResult).toBe('success');
    expect(
      await count(sql`select count(*) as n from acknowledgements ack
        join insurance_memberships membership on membership.id = ack.context_id
        join policies on policies.insurance_membership_id = membership.id
        where policies.id = ${policy.id} and ack.acknowledged_at <= policies.effective_at`),
    ).toBe(2);
  });

  it('buys in one call (accept, sign, pay): a decline sent again with another card charges once', async () => {
    const token = await decidedApplicant(t);
    const { pendingQuote, documents } = await gql<{
      pendingQuote: { id: string };
      documents: Array<{ id: string; slug: string }>;
    }>(
      token,
      '{ pendingQuote { id } documents(slugs: ["statement-of-good-health", "policy-terms"]) { id slug } }',
    );
    const purchase = async (cardNumber: string, documentIds = documents.map((document) => document.id)) =>
      (
        await gql<{
          purchasePolicy: PayOutcome & {
            policy: { id: string; status: string; label: string | null } | null;
          };
        }>(
          token,
          `mutation($input: PurchasePolicyInput!) { purchasePolicy(input: $input) {
            transactionResult message declineCode invoice { id status balance } policy { id status label }
            ${errorFields} } }`,
          {
            input: {
              quoteId: pendingQuote.id,
              acknowledgedDocumentIds: documentIds,
              paymentMethodToken: await tokenise(port, cardNumber),
              nameOnCard: 'Ada Lovelace',
            },
          },
        )
      ).purchasePolicy;

    // Not signed (the terms alone): nothing charged, the policy left pending.
    const halfSigned = await purchase('4242 4242 4242 4242', [
      documents.find((d) => d.slug === 'policy-terms')!.id,
    ]);
    expect(halfSigned.error?.code).toBe('PURCHASE_NOT_SIGNED');
    const declined = await purchase('4000 0000 0000 0002');
    expect(declined).toMatchObject({
      transactionResult: 'failed',
      message: 'Your card was declined.',
      error: null,
    });
    const bought = await purchase('4242 4242 4242 4242');
    expect(bought).toMatchObject({
      transactionResult: 'success',
      invoice: { status: 'fully_paid', balance: 0 },
      policy: { status: 'active' },
      error: null,
    });
    expect(bought.policy!.label).toMatch(/^WT\d{9}$/);
    expect(bought.invoice!.id).toBe(declined.invoice!.id);
    expect(await chargesOf(bought.invoice!.id)).toBe(1);
    // Sent again (its answer lost on the way back): the same policy and paid invoice, nothing charged.
    expect(await purchase('4242 4242 4242 4242')).toMatchObject({
      transactionResult: 'success',
      policy: { id: bought.policy!.id, status: 'active' },
      invoice: { id: bought.invoice!.id },
      error: null,
    });
    expect(await chargesOf(bought.invoice!.id)).toBe(1);
  });

  it('answers an unknown card token with a field error, charging nothing and logging no error', async () => {
    const token = await decidedApplicant(t);
    const { invoice } = await acceptQuote(token);
    const logged = t.logs.length;
    const data = await gql<{ payInvoice: PayOutcome & { error: { fields: { field: string }[] } | null } }>(
      token,
      `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { ${payFields} } }`,
      {
        input: {
          invoiceId: invoice.id,
          purchasePolicy: true,
          paymentMethodToken: 'pm_doesnotexist',
          nameOnCard: 'Ada Lovelace',
        },
      },
    );
    expect(data.payInvoice.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'paymentMethodToken' }],
    });
    expect(await chargesOf(invoice.id)).toBe(0);
    const errors = t.logs.slice(logged).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });

  it('takes a first premium only as a purchase, and a purchase only for a first premium', async () => {
    const token = await decidedApplicant(t);
    const { invoice } = await acceptQuote(token);
    const payAs = async (invoiceId: string, purchasePolicy: boolean) =>
      (
        await gql<{ payInvoice: PayOutcome & { error: { fields: { field: string }[] } | null } }>(
          token,
          `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { ${payFields} } }`,
          {
            input: {
              invoiceId,
              purchasePolicy,
              paymentMethodToken: await tokenise(port, '4242424242424242'),
              nameOnCard: 'Ada Lovelace',
            },
          },
        )
      ).payInvoice;
    const notBuying = await payAs(invoice.id, false);
    expect(notBuying.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'purchasePolicy' }],
    });
    expect(await chargesOf(invoice.id)).toBe(0);
    // Once bought, a later premium of the policy is never paid as a purchase.
    expect((await payAs(invoice.id, true)).transactionResult).toBe('success');
    const later = await t.database.db.execute(sql`
      insert into invoices (id, user_id, policy_id, kind, amount, balance, status, period_start, period_end,
        due_at, issued_at, updated_at)
      select gen_random_uuid(), user_id, policy_id, 'premium', amount, amount, 'created', current_date,
        current_date + 30, now(), now(), now()
      from invoices where id = ${invoice.id} returning id`);
    const laterId = (later.rows[0] as { id: string }).id;
    const buyingAgain = await payAs(laterId, true);
    expect(buyingAgain.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'purchasePolicy' }],
    });
    expect(await chargesOf(laterId)).toBe(0);
  });

  it('refuses a declined card with the provider’s words, then takes another card, charging once', async () => {
    const token = await decidedApplicant(t);
    const { invoice } = await acceptQuote(token);
    const declined = await pay(token, invoice.id, '4000 0000 0000 0002');
    expect(declined).toMatchObject({ transactionResult: 'failed', declineCode: 'card_declined' });
    expect(declined.message).toMatch(/declined/i);
    // A card that saves but whose charges decline: the attempt is a failed payment, the invoice payable again.
    const charged = await pay(token, invoice.id, '4000 0000 0000 0341');
    expect(charged).toMatchObject({
      transactionResult: 'failed',
      payment: { status: 'failed', attempt: 1 },
      invoice: { status: 'failed' },
    });
    const paid = await pay(token, invoice.id, '5555 5555 5555 4444');
    expect(paid).toMatchObject({ transactionResult: 'success', payment: { attempt: 2 } });
    expect(await chargesOf(invoice.id)).toBe(1);
    const { userPolicy } = await gql<{ userPolicy: Policy }>(token, `{ userPolicy { ${policyFields} } }`);
    expect(userPolicy.status).toBe('active');
  });

  it('charges once and issues one policy when 50 payments of one invoice race', async () => {
    const token = await decidedApplicant(t);
    const { invoice } = await acceptQuote(token);
    const methodToken = await tokenise(port, '4242424242424242');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.graphql<{ payInvoice: PayOutcome }>(
          `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { ${payFields} } }`,
          {
            input: {
              invoiceId: invoice.id,
              purchasePolicy: true,
              paymentMethodToken: methodToken,
              nameOnCard: 'Ada',
            },
          },
          { token },
        ),
      ),
    );
    for (const outcome of outcomes) {
      expect(outcome.errors).toBeUndefined();
      expect(outcome.data!.payInvoice.transactionResult).toBe('success');
    }
    expect(await chargesOf(invoice.id)).toBe(1);
    expect(await count(sql`select count(*) as n from payments where invoice_id = ${invoice.id}`)).toBe(1);
    const policyId = (await gql<{ userPolicy: Policy }>(token, '{ userPolicy { id label status } }'))
      .userPolicy;
    expect(policyId.status).toBe('active');
  });
});

describe('a process that dies between the provider’s answer and our commit', () => {
  it('is finished by the next payInvoice with the same key: one charge, one policy', async () => {
    const token = await decidedApplicant(t);
    const { invoice } = await acceptQuote(token);
    cards.state.failAfterCharge = 1;
    const lost = await pay(token, invoice.id, '4242 4242 4242 4242');
    expect(lost.transactionResult).toBe('processing');
    expect(await chargesOf(invoice.id)).toBe(1);
    expect((await gql<{ userPolicy: Policy | null }>(token, '{ userPolicy { id } }')).userPolicy).toBeNull();
    t.clock.advance(20_000); // the dead process's lease runs out
    const retried = await pay(token, invoice.id);
    expect(retried).toMatchObject({ transactionResult: 'success', payment: { attempt: 1 } });
    expect(await chargesOf(invoice.id)).toBe(1);
    expect((await gql<{ userPolicy: Policy }>(token, '{ userPolicy { status } }')).userPolicy.status).toBe(
      'active',
    );
  });

  it('is finished by the reconciling job when nobody retries', async () => {
    const token = await decidedApplicant(t);
    const { invoice } = await acceptQuote(token);
    cards.state.failAfterCharge = 1;
    expect((await pay(token, invoice.id, '4242 4242 4242 4242')).transactionResult).toBe('processing');
    // Neither paid nor failed while the charge's outcome is unknown: the invoice is processing.
    const { userInvoice } = await gql<{ userInvoice: { status: string; balance: number } }>(
      token,
      'query($id: ID!) { userInvoice(id: $id) { status balance } }',
      { id: invoice.id },
    );
    expect(userInvoice).toEqual({ status: 'processing', balance: invoice.amount });
    t.clock.advance(20_000);
    await t.jobs.enqueue('payments.reconcile', {}, { tx: t.database.db });
    await t.jobs.drain();
    expect(await chargesOf(invoice.id)).toBe(1);
    const { userPolicy } = await gql<{ userPolicy: Policy }>(token, '{ userPolicy { id status label } }');
    expect(userPolicy.status).toBe('active');
    // The job that finished the charge issued the policy, and the history says so.
    expect((await historyOf(userPolicy.id)).at(-1)).toMatchObject({
      event: 'issue',
      actor_kind: 'job',
      actor: 'payments.reconcile',
    });
  });
});

describe('the policy packet', () => {
  it('is kept as a versioned document and e-mailed to the owner with the policy number', async () => {
    const token = await decidedApplicant(t);
    const { invoice } = await acceptQuote(token);
    expect((await pay(token, invoice.id, '4242 4242 4242 4242')).transactionResult).toBe('success');
    const before = await gql<{ userPolicy: { label: string; documents: unknown[] } }>(
      token,
      '{ userPolicy { label documents { id } } }',
    );
    expect(before.userPolicy.documents).toEqual([]); // not ready until the job ran
    await t.jobs.drain();
    const { userPolicy } = await gql<{
      userPolicy: {
        label: string;
        documents: Array<{ id: string; slug: string; version: number; pdf: { url: string } }>;
      };
    }>(token, '{ userPolicy { label documents { id slug version pdf { url } } } }');
    expect(userPolicy.documents).toHaveLength(1);
    expect(userPolicy.documents[0]).toMatchObject({ slug: 'policy-packet', version: 2 });
    const link = new URL(userPolicy.documents[0]!.pdf.url, 'http://localhost');
    const file = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    const text = pdfText(file.rawPayload);
    expect(text).toContain(`Policy number ${userPolicy.label}`);
    expect(text).toContain('Your 10-day free look');
    // The interview as signed: each question as asked, its answer in words, no follow-up the answers skipped.
    expect(text).toContain('Your underwriting interview');
    expect(text).toContain("What's your work situation?\nEmployed");
    expect(text).toContain('How tall are you?\n5 ft 10 in');
    expect(text).toContain('How much do you weigh?\n160 lb');
    expect(text).not.toContain('Will this policy replace');
    // The packet is e-mailed: the licence number shows as its last 4 only.
    expect(text).toContain("Driver's license number\nending in 4567");
    expect(text).not.toContain('D1234567');
    // An option whose value reads as JSON ("0": no moving violations) is shown by its words too.
    const kept = await t.database.pool.query(
      "select values->'interview' as rows from user_documents where id = $1",
      [userPolicy.documents[0]!.id],
    );
    expect(kept.rows[0].rows).toContainEqual({
      label: 'Moving violations (speeding, running a red light) in the last 3 years',
      value: 'None',
    });
    expect((await PDFDocument.load(file.rawPayload)).getTitle()).toBe('Policy Packet');

    const { rows } = await t.database.pool.query(
      'select recipient, subject from sandbox_mailbox where subject like $1',
      [`%${userPolicy.label}%`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toBe(`Your policy ${userPolicy.label} is active`);
    // Once per policy: the job again sends nothing more.
    await t.jobs.enqueue(
      'policies.issued',
      { policyId: (await gql<{ userPolicy: { id: string } }>(token, '{ userPolicy { id } }')).userPolicy.id },
      { tx: t.database.db },
    );
    await t.jobs.drain();
    const again = await t.database.pool.query(
      'select count(*)::int as n from sandbox_mailbox where subject like $1',
      [`%${userPolicy.label}%`],
    );
    expect(again.rows[0].n).toBe(1);
  });
  it('shows names capitalised as on the card and the birthdate as MM/DD/YYYY, whatever was typed', async () => {
    const token = await decidedApplicant(
      t,
      {},
      { firstName: 'hal', lastName: 'buyer', birthdate: '09/10/1996' },
    );
    const { invoice } = await acceptQuote(token);
    expect((await pay(token, invoice.id, '4242 4242 4242 4242')).transactionResult).toBe('success');
    await t.jobs.drain();
    const { userPolicy, dashboardHome } = await gql<{
      userPolicy: { label: string; documents: Array<{ slug: string; pdf: { url: string } }> };
      dashboardHome: { firstName: string | null };
    }>(token, '{ userPolicy { label documents { slug pdf { url } } } dashboardHome { firstName } }');
    // "Hi, Hal!" on the dashboard.
    expect(dashboardHome.firstName).toBe('Hal');
    const link = new URL(userPolicy.documents[0]!.pdf.url, 'http://localhost');
    const file = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Insured\nHal Buyer');
    expect(text).toContain('Owner\nHal Buyer');
    expect(text).not.toMatch(/hal buyer/);
    // "Your application": the name as shown everywhere, the birthdate as the spec shows dates.
    expect(text).toContain('Name\nHal Buyer');
    expect(text).toContain('Date of birth\n09/10/1996');
    expect(text).not.toContain('1996-09-10');
    // The e-mail greets them by their capitalised name too.
    const { rows } = await t.database.pool.query('select text from sandbox_mailbox where subject like $1', [
      `%${userPolicy.label}%`,
    ]);
    expect(String(rows[0].text)).toContain('Hi Hal,');
  });

  it('is never read nor downloaded by another person', async () => {
    const owner = await decidedApplicant(t);
    const { invoice } = await acceptQuote(owner);
    expect((await pay(owner, invoice.id, '4242 4242 4242 4242')).transactionResult).toBe('success');
    await t.jobs.drain();
    const { userPolicy } = await gql<{ userPolicy: { documents: Array<{ id: string }> } }>(
      owner,
      '{ userPolicy { documents { id } } }',
    );
    const packetId = userPolicy.documents[0]!.id;
    const intruder = await decidedApplicant(t);
    const asIntruder = await t.graphql<{ documentById: unknown }>(
      'query($id: ID!) { documentById(id: $id) { id } }',
      { id: packetId },
      { token: intruder },
    );
    expect(asIntruder.data?.documentById ?? null).toBeNull();
    const file = await t.app.inject({
      method: 'GET',
      url: `/documents/${packetId}.pdf`,
      headers: { authorization: `Bearer ${intruder}` },
    });
    expect(file.statusCode).toBe(404);
    const ownFile = await t.app.inject({
      method: 'GET',
      url: `/documents/${packetId}.pdf`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(ownFile.statusCode).toBe(200);
  });
});

describe('an accidental-death policy', () => {
  it('is bought from the AD-only offering and covers to the 65th birthday', async () => {
    const token = await decidedApplicant(t, { weight: 293 });
    const { productsOfferings } = await gql<{
      productsOfferings: Array<{ id: string; monthlyPremium: number }>;
    }>(token, '{ productsOfferings { id monthlyPremium } }');
    const accepted = await gql<{ acceptProductOffering: { policy: Policy | null; error: unknown } }>(
      token,
      `mutation($id: ID!) { acceptProductOffering(input: { offeringId: $id }) { policy { ${policyFields} } ${errorFields} } }`,
      { id: productsOfferings[0]!.id },
    );
    expect(accepted.acceptProductOffering.error).toBeNull();
    const { latestPayableInvoice } = await gql<{ latestPayableInvoice: { id: string; amount: number } }>(
      token,
      '{ latestPayableInvoice { id amount } }',
    );
    expect(latestPayableInvoice.amount).toBe(productsOfferings[0]!.monthlyPremium);
    await signPurchase(t, token, ['policy-terms']);
    expect((await pay(token, latestPayableInvoice.id, '6011 1111 1111 1117')).transactionResult).toBe(
      'success',
    );
    const { userPolicy } = await gql<{ userPolicy: Policy }>(token, `{ userPolicy { ${policyFields} } }`);
    expect(userPolicy).toMatchObject({
      status: 'active',
      termDuration: null,
      product: { slug: 'wysh-accidental-death' },
    });
    expect(userPolicy.label).toMatch(/^WA\d{9}$/);
    expect(userPolicy.terminatesAt).toBe('2061-06-15'); // born 1996-06-15
  });
});

describe('owners and card data', () => {
  it('never lets one person pay or read another’s invoice or policy', async () => {
    const owner = await decidedApplicant(t);
    const { policy, invoice } = await acceptQuote(owner);
    const intruder = await decidedApplicant(t);
    const paid = await t.graphql<{ payInvoice: PayOutcome }>(
      `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { ${payFields} } }`,
      {
        input: {
          invoiceId: invoice.id,
          purchasePolicy: true,
          paymentMethodToken: await tokenise(port, '4242424242424242'),
          nameOnCard: 'Eve Intruder',
        },
      },
      { token: intruder },
    );
    expect(paid.data!.payInvoice.error!.code).toBe('NOT_FOUND');
    const read = await t.graphql<{ userInvoice: unknown }>(
      'query($id: ID!) { userInvoice(id: $id) { id } }',
      { id: invoice.id },
      { token: intruder },
    );
    expect(read.data!.userInvoice).toBeNull();
    const policyRead = await t.graphql(
      'query($id: ID!) { policy(id: $id) { id } }',
      { id: policy.id },
      { token: intruder },
    );
    expect(policyRead.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect(await chargesOf(invoice.id)).toBe(0);
  });

  it('keeps no card number in any row or log line', async () => {
    const dump = await t.database.db.execute(
      sql`select string_agg(t::text, ' ') as n from (
        select row_to_json(m)::text as t from payment_methods m
        union all select row_to_json(p)::text from payments p
        union all select row_to_json(s)::text from sandbox_card_payment_methods s
        union all select row_to_json(i)::text from sandbox_card_payment_intents i
        union all select row_to_json(k)::text from sandbox_card_idempotency k) rows`,
    );
    const text = String((dump.rows[0] as { n: string }).n);
    expect(text).toContain('4242');
    for (const number of ['4242424242424242', '4000000000000002', '5555555555554444', '6011111111111117'])
      expect(text).not.toContain(number);
    expect(t.logs.join('\n')).not.toMatch(/4242424242424242|5555555555554444/);
  });
});
