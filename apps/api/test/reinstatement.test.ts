// Reinstatement with the arrears alone (issue 26, first path): three policyholders whose cards start declining
// lapse together at the end of grace. Within 60 days of the first missed premium, the lapse e-mail's link leads
// to the reinstateable policy; its request is an offer of the missed premiums alone, billed one line per missed
// premium; paying it (a decline first, then a new card) reinstates the policy in the payment's transaction: active
// again under its number, the move recorded with its reason, the premiums on the ledger, a confirmation e-mailed,
// billing resumed on the original schedule. Two presses at once pay once. On day 61 the rules ask for
// underwriting instead (no invoice before it; that path: reinstatement-underwritten.test.ts), and an offer made
// earlier can no longer be paid. The figures are computed here, independently of the domain's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../../../e2e/tests/support/pdf-text.ts';
import { addDays, billingFaults, monthAfter } from './support/billing-invariants.ts';
import { sandboxCardPort, tokenise } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import {
  advance,
  ask,
  cardStarts,
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
const people: Policyholder[] = [];
let D = '';
/** The first person's reinstatement as the first test computed and paid it (the endorsement's figures). */
let paidFirst = { day: '', due: [] as string[], premium: 0, total: 0, label: '' };

/** $1,234.56, as the documents write cents. */
const usd = (amount: number) =>
  `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** MM/dd/yyyy, as the documents write an ISO date. */
const mdy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

async function policyRow(policyId: string) {
  const [row] = await rows<{ status: string; label: string; monthly_premium: number; effective_on: string }>(
    t,
    sql`select status, label, monthly_premium, effective_on::text from policies where id = ${policyId}`,
  );
  return row!;
}

const REQUEST = `mutation ($input: RequestReinstatementInput!) { requestReinstatement(input: $input) {
  success status underwritingRequired reinstatementRequest { id status reason rulesVersion decidedOn
    totalMissedPayments interestDue dueToday missedPremiumCount } error { code message } } }`;
type Requested = {
  requestReinstatement: {
    success: boolean;
    status: string | null;
    underwritingRequired: boolean | null;
    reinstatementRequest: { id: string; status: string; reason: string; dueToday: number | null } | null;
    error: { code: string; message: string } | null;
  };
};
/** The missed premiums of a monthly policy paid on `day`: every due date from D through the period of `day`. */
function missedDueDates(effectiveOn: string, day: string): string[] {
  const due: string[] = [];
  for (let n = 1; monthAfter(effectiveOn, n) <= day; n += 1)
    if (monthAfter(effectiveOn, n) >= D) due.push(monthAfter(effectiveOn, n));
  return due;
}

beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
  for (let i = 0; i < 3; i += 1) people.push(await policyholder(t, cardPort));
  D = await lapseTogether(t, people);
}, 600_000);
afterAll(() => t.close());

describe('reinstatement with the arrears alone', () => {
  it('follows the lapse e-mail to the offer, declines once, then reinstates the policy under its number', async () => {
    const [person] = people as [Policyholder];
    const before = await policyRow(person.policyId);
    expect(before.status).toBe('lapsed');
    const day = await sandboxToday(t);
    expect(day <= addDays(D, 60)).toBe(true);

    // The lapse notice's button signs the owner in on the reinstatement page (deep link policy_reinstatement).
    const [mail] = await rows<{ text: string }>(
      t,
      sql`select text from sandbox_mailbox
      where recipient = (select email from users where id = ${person.userId}) and subject like '%has lapsed'`,
    );
    const link = new URL(/https?:\/\/\S+\/deep-link\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get('feature')).toBe('policy_reinstatement');
    expect(link.searchParams.get('path')).toBe('/account/policy-reinstatement');
    const exchanged = await t.graphql<{ exchangeLoginToken: { token: { accessToken: string } } }>(
      'mutation($input: ExchangeLoginTokenInput!) { exchangeLoginToken(input: $input) { token { accessToken } } }',
      { input: { loginToken: link.searchParams.get('token'), purpose: 'POLICY_REINSTATEMENT' } },
    );
    expect(exchanged.errors).toBeUndefined();
    const identified = exchanged.data!.exchangeLoginToken.token.accessToken;

    // Listed with what it takes: the missed premiums alone, computed here from the schedule.
    const due = missedDueDates(before.effective_on, day);
    const expected = due.length * before.monthly_premium;
    paidFirst = { day, due, premium: before.monthly_premium, total: expected, label: before.label };
    const { eligibleReinstatementPolicies: listed } = await ask<{
      eligibleReinstatementPolicies: Array<Record<string, unknown>>;
    }>(
      t,
      identified,
      `{ eligibleReinstatementPolicies { id policyNumber lapsedOn underwritingRequired reason totalMissedPremiums
        interestDue dueToday missedPremiumCount reinstatementRequest { id } } }`,
    );
    expect(listed).toEqual([
      {
        id: person.policyId,
        policyNumber: before.label,
        lapsedOn: addDays(D, 31),
        underwritingRequired: false,
        reason: 'REINSTATEMENT.ARREARS_ONLY',
        totalMissedPremiums: expected,
        interestDue: 0,
        dueToday: expected,
        missedPremiumCount: due.length,
        reinstatementRequest: null,
      },
    ]);

    // The premium's working (PremiumCalculationModal on the offer): the policy's price as issued.
    const [priced] = await rows<Record<string, unknown>>(
      t,
      sql`select amount, annual_rate_per_1000 as "annualRatePer1000", annual_policy_fee as "annualPolicyFee",
        rate_class as "rateClass", rate_version as "rateVersion", issue_age as "issueAge",
        term_duration as "termDuration", annual_premium as "annualPremium", monthly_premium as "monthlyPremium"
        from policies where id = ${person.policyId}`,
    );
    const { reinstateablePolicy } = await ask<{ reinstateablePolicy: { breakdown: unknown } }>(
      t,
      identified,
      `query($policyId: ID!) { reinstateablePolicy(policyId: $policyId) { breakdown { amount annualRatePer1000
        annualPolicyFee monthlyFactor rateClass rateVersion issueAge termDuration annualPremium monthlyPremium } } }`,
      { policyId: person.policyId },
    );
    expect(reinstateablePolicy.breakdown).toEqual({ ...priced, monthlyFactor: '0.0875' });

    const requested = (await ask<Requested>(t, identified, REQUEST, { input: { policyId: person.policyId } }))
      .requestReinstatement;
    expect(requested).toMatchObject({
      success: true,
      status: 'offered',
      underwritingRequired: false,
      reinstatementRequest: { status: 'offered', reason: 'REINSTATEMENT.ARREARS_ONLY', dueToday: expected },
    });
    // Asked again, the same offer: one open request per policy.
    const again = (await ask<Requested>(t, identified, REQUEST, { input: { policyId: person.policyId } }))
      .requestReinstatement;
    expect(again.reinstatementRequest!.id).toBe(requested.reinstatementRequest!.id);

    // Money moves in a verified session: the invoice bills one line per missed premium.
    await signBackIn(t, person);
    const billed = (await ask<Invoiced>(t, person, INVOICE, { input: { policyId: person.policyId } }))
      .createReinstatementInvoice;
    expect(billed).toMatchObject({ success: true, invoice: { kind: 'reinstatement', amount: expected } });
    const invoiceId = billed.invoice!.id;
    const lines = await rows<{ kind: string; amount: number; due_on: string }>(
      t,
      sql`select kind, amount, due_on::text from invoice_lines where invoice_id = ${invoiceId} order by line`,
    );
    expect(lines).toEqual(
      due.map((dueOn) => ({ kind: 'missed_premium', amount: before.monthly_premium, due_on: dueOn })),
    );
    const second = (await ask<Invoiced>(t, person, INVOICE, { input: { policyId: person.policyId } }))
      .createReinstatementInvoice;
    expect(second.invoice!.id).toBe(invoiceId);

    // The card on file still declines: the policy stays lapsed, the invoice payable again.
    const declined = (await ask<Paid>(t, person, PAY, { input: { invoiceId } })).payInvoice;
    expect(declined).toMatchObject({ transactionResult: 'failed', invoice: { status: 'failed' } });
    expect((await policyRow(person.policyId)).status).toBe('lapsed');

    // A new card: paid, and reinstated in the same transaction.
    const paymentMethodToken = await tokenise(cardPort, '4242 4242 4242 4242');
    const paid = (
      await ask<Paid>(t, person, PAY, { input: { invoiceId, paymentMethodToken, nameOnCard: 'Pat Doe' } })
    ).payInvoice;
    expect(paid).toMatchObject({
      transactionResult: 'success',
      invoice: { status: 'fully_paid', balance: 0 },
    });
    const after = await policyRow(person.policyId);
    expect(after).toMatchObject({ status: 'active', label: before.label });
    const history = await rows<{ event: string; from_status: string; reason: string; rules: string }>(
      t,
      sql`select event, from_status, reason, details->>'rulesVersion' as rules from policy_events
        where policy_id = ${person.policyId} order by seq`,
    );
    expect(history.map((row) => row.event)).toEqual([
      'create',
      'issue',
      'miss_payment',
      'lapse',
      'reinstate',
    ]);
    expect(history.at(-1)).toMatchObject({ from_status: 'lapsed', rules: '2026-11-v1' });
    expect(history.at(-1)!.reason).toMatch(/arrears only/);
    const [request] = await rows<{ status: string; payment_id: string | null }>(
      t,
      sql`select status, payment_id from reinstatement_requests where policy_id = ${person.policyId}`,
    );
    expect(request).toMatchObject({ status: 'completed' });
    expect(request!.payment_id).not.toBeNull();
    // The confirmation follows with the endorsement it attaches (the endorsements.recorded job).
    await t.jobs.drain();
    const confirmation = await rows<{ subject: string }>(
      t,
      sql`select subject from sandbox_mailbox
      where recipient = (select email from users where id = ${person.userId}) and subject like '%reinstated'`,
    );
    expect(confirmation).toEqual([{ subject: `Your policy ${before.label} is reinstated` }]);
    // The premiums are on the ledger: written when billed, received when paid.
    const ledger = await rows<{ event: string; account: string; amount: number }>(
      t,
      sql`select tx.event,
        entry.account, entry.amount from ledger_transactions tx join ledger_entries entry on entry.transaction_id = tx.id
      where tx.invoice_id = ${invoiceId} order by tx.occurred_at, tx.event desc, entry.amount desc`,
    );
    expect(ledger).toEqual([
      { event: 'invoice_issued', account: 'receivable', amount: expected },
      { event: 'invoice_issued', account: 'premium_written', amount: -expected },
      { event: 'charge_succeeded', account: 'card_clearing', amount: expected },
      { event: 'charge_succeeded', account: 'receivable', amount: -expected },
    ]);
    // No longer listed: it is active.
    const { eligibleReinstatementPolicies: none } = await ask<{ eligibleReinstatementPolicies: unknown[] }>(
      t,
      person,
      '{ eligibleReinstatementPolicies { id } }',
    );
    expect(none).toEqual([]);
  }, 300_000);

  it('keeps one reinstatement endorsement, shows it after the packet, and lets no one else read it', async () => {
    const [person, other] = people as [Policyholder, Policyholder];
    await t.jobs.drain();
    const endorsements = await rows<{ id: string; kind: string; effective_on: string }>(
      t,
      sql`select id, kind, effective_on::text from policy_endorsements where policy_id = ${person.policyId}`,
    );
    expect(endorsements).toEqual([
      { id: expect.any(String), kind: 'reinstatement', effective_on: paidFirst.day },
    ]);
    const kept = await rows<{ id: string; slug: string; version: number; policy_id: string }>(
      t,
      sql`select d.id, t.slug, t.version, d.policy_id from user_documents d
        join document_templates t on t.id = d.template_id where d.endorsement_id = ${endorsements[0]!.id}`,
    );
    expect(kept).toEqual([
      { id: expect.any(String), slug: 'reinstatement-endorsement', version: 1, policy_id: person.policyId },
    ]);
    const endorsementId = kept[0]!.id;

    // The documents area: under the policy's documents, by name and date, beside the packet (still the packet).
    const { documentCategory, userPolicy } = await ask<{
      documentCategory: { documents: Array<{ id: string; name: string; slug: string; createdAt: string }> };
      userPolicy: { documents: Array<{ id: string; slug: string; version: number; pdf: { url: string } }> };
    }>(
      t,
      person,
      `{ documentCategory(slug: "policy") { documents { id name slug createdAt } }
        userPolicy { documents { id slug version pdf { url } } } }`,
    );
    expect(documentCategory.documents.map((document) => document.name).sort()).toEqual([
      'Policy Packet',
      'Reinstatement Endorsement',
    ]);
    const packet = userPolicy.documents.filter((document) => document.slug === 'policy-packet');
    expect(packet).toHaveLength(1);
    const endorsement = userPolicy.documents.find((document) => document.id === endorsementId)!;
    expect(endorsement).toMatchObject({ slug: 'reinstatement-endorsement', version: 1 });

    // Its figures: each missed premium, no interest, the total, the day, the versions that produced it.
    const open = async (url: string) => {
      const link = new URL(url, 'http://localhost');
      const file = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(file.statusCode).toBe(200);
      return file.rawPayload;
    };
    const text = pdfText(await open(endorsement.pdf.url));
    expect(text).toContain('Reinstatement endorsement');
    expect(text).toContain(`Policy number\n${paidFirst.label}`);
    expect(text).toContain(`Reinstated on\n${mdy(paidFirst.day)}`);
    expect(text).toContain(`Last day of cover before the lapse\n${mdy(addDays(D, 31))}`);
    for (const dueOn of paidFirst.due)
      expect(text).toContain(
        `Premium due ${mdy(dueOn)}\n${usd(paidFirst.premium)} (cover from ${mdy(dueOn)}`,
      );
    expect(text.match(/Premium due /g)).toHaveLength(paidFirst.due.length);
    expect(text).toContain('Interest\n$0.00 (none on the missed premiums alone)');
    expect(text).toContain(`Total paid\n${usd(paidFirst.total)}`);
    expect(text).toContain('so no new contestable period begins');
    expect(text).toContain('Reinstatement rules\n2026-11-v1');
    const [{ rate_version: rateVersion }] = (await rows<{ rate_version: string }>(
      t,
      sql`select rate_version from policies where id = ${person.policyId}`,
    )) as [{ rate_version: string }];
    expect(text).toContain(`Rate table\n${rateVersion}`);
    expect(text).toContain('reinstatement-endorsement version 1');

    // The packet's PDF gains the endorsement's page after its own.
    const packetPdf = await open(packet[0]!.pdf.url);
    const packetText = pdfText(packetPdf);
    expect(packetText.indexOf('Your 10-day free look')).toBeGreaterThan(-1);
    expect(packetText.indexOf('Reinstatement endorsement')).toBeGreaterThan(
      packetText.indexOf('Your 10-day free look'),
    );
    expect(packetText).toContain(`Total paid\n${usd(paidFirst.total)}`);
    const pages = (await PDFDocument.load(packetPdf)).getPageCount();
    expect(packetText).toContain(
      `Reinstatement Endorsement · reinstatement-endorsement version 1 - page ${pages} of ${pages}`,
    );

    // The confirmation attaches it; the job run again keeps and sends nothing more.
    const attached = await rows<{ filename: string }>(
      t,
      sql`select a.filename from sandbox_mailbox_attachments a join sandbox_mailbox m on m.id = a.message_id
        where m.subject = ${`Your policy ${paidFirst.label} is reinstated`}`,
    );
    expect(attached).toEqual([{ filename: `reinstatement-endorsement-${paidFirst.label}.pdf` }]);
    await t.jobs.enqueue(
      'endorsements.recorded',
      { endorsementId: endorsements[0]!.id },
      { tx: t.database.db },
    );
    await t.jobs.drain();
    expect(
      await rows(t, sql`select id from user_documents where endorsement_id = ${endorsements[0]!.id}`),
    ).toHaveLength(1);
    expect(
      await rows(
        t,
        sql`select id from sandbox_mailbox where subject = ${`Your policy ${paidFirst.label} is reinstated`}`,
      ),
    ).toHaveLength(1);

    // Another person reads nothing of it: not by id, not by file.
    await signBackIn(t, other);
    const asOther = await t.graphql<{ documentById: unknown }>(
      'query($id: ID!) { documentById(id: $id) { id } }',
      { id: endorsementId },
      { token: other.token },
    );
    expect(asOther.data?.documentById ?? null).toBeNull();
    for (const token of [other.token, person.token]) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/documents/${endorsementId}.pdf`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.statusCode).toBe(token === person.token ? 200 : 404);
    }
  }, 300_000);

  it('answers two presses at once with one charge and one reinstatement', async () => {
    const person = people[1]!;
    await signBackIn(t, person);
    await cardStarts(t, person.userId, 'approving');
    await ask<Requested>(t, person, REQUEST, { input: { policyId: person.policyId } });
    const billed = (await ask<Invoiced>(t, person, INVOICE, { input: { policyId: person.policyId } }))
      .createReinstatementInvoice;
    const invoiceId = billed.invoice!.id;
    const answers = await Promise.all([
      ask<Paid>(t, person, PAY, { input: { invoiceId } }),
      ask<Paid>(t, person, PAY, { input: { invoiceId } }),
    ]);
    for (const answer of answers) expect(answer.payInvoice.transactionResult).toBe('success');
    const payments = await rows<{ status: string }>(
      t,
      sql`select status from payments where invoice_id = ${invoiceId}`,
    );
    expect(payments).toEqual([{ status: 'succeeded' }]);
    const charges = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from sandbox_card_payment_intents
      where metadata->>'invoiceId' = ${invoiceId} and status = 'succeeded'`,
    );
    expect(charges).toEqual([{ n: 1 }]);
    const reinstated = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from policy_events
      where policy_id = ${person.policyId} and event = 'reinstate'`,
    );
    expect(reinstated).toEqual([{ n: 1 }]);
    expect((await policyRow(person.policyId)).status).toBe('active');
  }, 300_000);

  it('on day 61 asks for underwriting, and an earlier offer can no longer be paid', async () => {
    const person = people[2]!;
    await signBackIn(t, person);
    await cardStarts(t, person.userId, 'approving');
    const offered = (await ask<Requested>(t, person, REQUEST, { input: { policyId: person.policyId } }))
      .requestReinstatement;
    expect(offered.status).toBe('offered');
    const invoiceId = (await ask<Invoiced>(t, person, INVOICE, { input: { policyId: person.policyId } }))
      .createReinstatementInvoice.invoice!.id;

    while ((await sandboxToday(t)) <= addDays(D, 60)) await advance(t);
    expect(await sandboxToday(t)).toBe(addDays(D, 61));
    await signBackIn(t, person);
    // The offer's figures no longer hold: nothing is charged.
    const refused = (await ask<Paid>(t, person, PAY, { input: { invoiceId } })).payInvoice;
    expect(refused.error).toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
    expect(
      await rows(
        t,
        sql`select id from sandbox_card_payment_intents where metadata->>'invoiceId' = ${invoiceId}`,
      ),
    ).toEqual([]);

    const requested = (await ask<Requested>(t, person, REQUEST, { input: { policyId: person.policyId } }))
      .requestReinstatement;
    expect(requested).toMatchObject({
      success: true,
      status: 'underwriting',
      underwritingRequired: true,
      reinstatementRequest: { reason: 'REINSTATEMENT.UNDERWRITING_REQUIRED' },
    });
    // The interview comes first: no invoice, in the spec's words.
    const billed = (await ask<Invoiced>(t, person, INVOICE, { input: { policyId: person.policyId } }))
      .createReinstatementInvoice;
    expect(billed).toMatchObject({
      success: false,
      invoice: null,
      error: {
        code: 'REINSTATEMENT.UNDERWRITING_REQUIRED',
        message: 'Reinstatement invoice was unable to be created',
      },
    });
    const requests = await rows<{ status: string; reason: string }>(
      t,
      sql`select status, reason
      from reinstatement_requests where policy_id = ${person.policyId} order by created_at`,
    );
    expect(requests).toEqual([
      { status: 'expired', reason: 'REINSTATEMENT.ARREARS_ONLY' },
      { status: 'underwriting', reason: 'REINSTATEMENT.UNDERWRITING_REQUIRED' },
    ]);
    const [stale] = await rows<{ status: string; balance: number }>(
      t,
      sql`select status, balance from invoices where id = ${invoiceId}`,
    );
    expect(stale).toEqual({ status: 'void', balance: 0 });
    expect((await policyRow(person.policyId)).status).toBe('lapsed');
  }, 300_000);

  it('resumes billing on the original schedule after a reinstatement, the ledger balanced', async () => {
    const [first] = people as [Policyholder];
    const { effective_on: effectiveOn } = await policyRow(first.policyId);
    const paidThrough = await rows<{ last: string }>(
      t,
      sql`select max(line.period_start)::text as last
      from invoice_lines line join invoices on invoices.id = line.invoice_id where invoices.policy_id = ${first.policyId}`,
    );
    let n = 1;
    while (monthAfter(effectiveOn, n) <= paidThrough[0]!.last) n += 1;
    const nextDue = monthAfter(effectiveOn, n);
    while ((await sandboxToday(t)) < nextDue) await advance(t);
    const premiums = await rows<{
      period_start: string;
      status: string;
    }>(
      t,
      sql`select period_start::text, status
      from invoices where policy_id = ${first.policyId} and kind = 'premium' and status <> 'void'`,
    );
    expect(premiums).toEqual([{ period_start: nextDue, status: 'fully_paid' }]);
    expect((await policyRow(first.policyId)).status).toBe('active');

    const { faults, counts } = await billingFaults(t.database.pool, await sandboxToday(t));
    expect(faults).toEqual([]);
    expect(counts.reinstatements).toBe(2);
  }, 300_000);

  it('terminates a policy past every window, and says so', async () => {
    const person = people[2]!;
    // The same lapse, four years earlier: past the 3 years (Ohio) after the lapse date.
    await t.database.db.execute(sql`update policies set effective_on = effective_on - interval '4 years',
      lapses_on = lapses_on - interval '4 years' where id = ${person.policyId}`);
    for (const key of ['missedDueOn', 'firstMissedDueOn'])
      await t.database.db.execute(sql`update policy_events set details = jsonb_set(details, ${`{${key}}`},
        to_jsonb(to_char((details->>${key})::date - interval '4 years', 'YYYY-MM-DD')))
        where policy_id = ${person.policyId} and event = 'lapse'`);
    await signBackIn(t, person);
    const { eligibleReinstatementPolicies: listed } = await ask<{ eligibleReinstatementPolicies: unknown[] }>(
      t,
      person,
      '{ eligibleReinstatementPolicies { id } }',
    );
    expect(listed).toEqual([]);
    const refused = (await ask<Requested>(t, person, REQUEST, { input: { policyId: person.policyId } }))
      .requestReinstatement;
    expect(refused).toMatchObject({ success: false, error: { code: 'REINSTATEMENT.WINDOW_CLOSED' } });
    expect(refused.error!.message).toMatch(/More than 3 years have passed since the policy lapsed/);
    expect((await policyRow(person.policyId)).status).toBe('terminated');
    const [ended] = await rows<{ event: string; reason: string }>(
      t,
      sql`select event, reason from policy_events
      where policy_id = ${person.policyId} order by seq desc limit 1`,
    );
    expect(ended).toMatchObject({ event: 'terminate_lapsed' });
    expect(ended!.reason).toMatch(/More than 3 years/);
    const requests = await rows<{ status: string; reason: string }>(
      t,
      sql`select status, reason
      from reinstatement_requests where policy_id = ${person.policyId} order by created_at`,
    );
    expect(requests.map((request) => `${request.status} ${request.reason}`)).toEqual([
      'expired REINSTATEMENT.ARREARS_ONLY',
      'expired REINSTATEMENT.UNDERWRITING_REQUIRED',
      'refused REINSTATEMENT.WINDOW_CLOSED',
    ]);
  }, 300_000);
});
