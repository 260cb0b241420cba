// Reinstatement after 60 days (issue 26, the underwritten path): four policyholders whose cards start declining
// lapse together; more than 60 days after the first missed premium each asks to reinstate and is told to answer
// the interview again. Approved by the rules: an offer of every missed premium and 6% a year simple interest on
// each from its due date (computed here, independently of the domain's code), billed one line per premium and
// one of interest, paid: the policy active under its number, the interest on the ledger as income of its own,
// a new contestable period for the answers. Referred: an underwriter sees a reinstatement case with the policy's
// history and approves it; two payments at once pay once. Declined on a consumer report: refused, the
// adverse-action notice sent, asked again too soon refused. An approved offer not paid in its 30 days expires
// and can no longer be paid; until then it is repriced each day (interest runs daily). Referred and rejected by
// the underwriter: refused, told in the reinstatement's own words. An approved offer's payment declined: the
// policy stays lapsed and the same invoice is paid again, by another card, once. Through all of it the reinstatement's
// interview and case are no application for new cover (eligibleForUnderwriting, cases, the latest application).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { verifiedUser, userIdOf } from './support/accounts.ts';
import { answerInterview } from './support/applying.ts';
import { addDays, billingFaults, monthAfter } from './support/billing-invariants.ts';
import { sandboxCardPort, tokenise } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import {
  advance,
  ask,
  cardStarts,
  invoiceFor,
  lapseTogether,
  PAY,
  rows,
  sandboxToday,
  type Paid,
} from './support/reinstating.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
const people: Policyholder[] = [];
let D = '';
type Row = { label: string; value: string };

async function policyRow(policyId: string) {
  const [row] = await rows<{
    status: string;
    label: string;
    monthly_premium: number;
    effective_on: string;
    amount: number;
    rate_class: string;
  }>(
    t,
    sql`select status, label, monthly_premium, effective_on::text, amount, rate_class
    from policies where id = ${policyId}`,
  );
  return row!;
}

const REQUEST_FIELDS = `success status underwritingRequired reinstatementRequest { id status reason
  underwritingOutcome underwritingResult closedReason totalMissedPayments interestDue dueToday
  productsOffering { id status amount insuredsAgeAtTerm premiums { amount billingFrequency } totalMissedPayments
    interestDue dueToday expiresAt } } error { code message }`;
const REQUEST = `mutation ($input: RequestReinstatementInput!) { requestReinstatement(input: $input) { ${REQUEST_FIELDS} } }`;
const SUBMIT = `mutation ($input: SubmitReinstatementUnderwritingInput!) {
  submitReinstatementUnderwriting(input: $input) { ${REQUEST_FIELDS} } }`;
type Outcome = {
  success: boolean;
  status: string | null;
  underwritingRequired: boolean | null;
  reinstatementRequest: {
    id: string;
    status: string;
    reason: string;
    underwritingOutcome: string | null;
    underwritingResult: string | null;
    closedReason: string | null;
    dueToday: number | null;
    productsOffering: Record<string, unknown> | null;
  } | null;
  error: { code: string; message: string } | null;
};
const requestOf = async (person: Policyholder) =>
  (await ask<{ requestReinstatement: Outcome }>(t, person, REQUEST, { input: { policyId: person.policyId } }))
    .requestReinstatement;
const submit = async (person: Policyholder) =>
  (
    await ask<{ submitReinstatementUnderwriting: Outcome }>(t, person, SUBMIT, {
      input: { policyId: person.policyId },
    })
  ).submitReinstatementUnderwriting;
/**
 * The figures of reinstating a monthly policy on `day`, computed here: every premium due from D through `day`,
 * and on each 6% a year simple interest from its due date, days over the days of the year from the due date,
 * rounded half up to the cent per premium (all spans here are under a year).
 */
function expectedFigures(effectiveOn: string, premium: number, day: string) {
  const due: string[] = [];
  for (let n = 1; monthAfter(effectiveOn, n) <= day; n += 1)
    if (monthAfter(effectiveOn, n) >= D) due.push(monthAfter(effectiveOn, n));
  const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  const interest = due.map((dueOn) => {
    const days = dayCount(dueOn, day);
    const yearDays = dayCount(dueOn, monthAfter(dueOn, 12));
    const numerator = premium * 6 * days;
    const denominator = 100 * yearDays;
    return Math.floor((2 * numerator + denominator) / (2 * denominator));
  });
  const missed = due.length * premium;
  const interestDue = interest.reduce((sum, each) => sum + each, 0);
  return { due, missed, interestDue, dueToday: missed + interestDue };
}

/** The e-mails sent to the person, oldest first. */
async function mailOf(person: Policyholder) {
  return rows<{ subject: string; text: string }>(
    t,
    sql`select subject, text from sandbox_mailbox
    where recipient = (select email from users where id = ${person.userId}) order by created_at`,
  );
}

/** What the person is told about applications for new cover: none is waiting on a reinstatement's interview. */
async function newBusinessOf(person: Policyholder) {
  return ask<{
    fetchEligibleForUnderwriting: boolean;
    cases: Array<{ id: string; result: string }>;
    latestInsuranceApplication: { id: string } | null;
    notifications: Array<{ metadata: { type: string } }>;
  }>(
    t,
    person,
    `{ fetchEligibleForUnderwriting cases { id result } latestInsuranceApplication { id }
      notifications { metadata { type } } }`,
  );
}

/** Applying for new cover (requestNewBusiness), as the web does at the end of the interview. */
const applyForNewCover = async (person: Policyholder) =>
  (
    await ask<{ requestNewBusiness: { error: { code: string; message: string } | null } }>(
      t,
      person,
      `mutation { requestNewBusiness(input: { product: "wysh-term-life" }) { error { code message } } }`,
    )
  ).requestNewBusiness;

const reinstatementApplicationOf = async (person: Policyholder) =>
  rows<{ id: string }>(
    t,
    sql`select id from insurance_applications
    where reinstatement_policy_id = ${person.policyId}`,
  );

/** The open case of the person's reinstatement, decided by a new underwriter. */
async function decideReinstatementCase(person: Policyholder, decision: Record<string, unknown>) {
  const staff = await underwriterToken();
  const [found] = await rows<{ id: string }>(
    t,
    sql`select c.id from underwriting_cases c
    join insurance_applications a on a.id = c.insurance_application_id
    where a.reinstatement_policy_id = ${person.policyId} and c.status = 'open'`,
  );
  const decided = await ask<{ decideUnderwritingCase: { error: unknown } }>(
    t,
    staff,
    `mutation ($input: DecideUnderwritingCaseInput!) { decideUnderwritingCase(input: $input) {
      underwritingCase { id status } error { code message fields { field message } } } }`,
    { input: { caseId: found!.id, ...decision } },
  );
  expect(decided.decideUnderwritingCase.error).toBeNull();
}

/** An underwriter in a verified session. */
async function underwriterToken(): Promise<string> {
  const user = await verifiedUser(t);
  await grantRole(t.database.db, await userIdOf(t, user.tokens.accessToken), 'underwriter', t.clock.now());
  return user.tokens.accessToken;
}

beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
  for (let i = 0; i < 6; i += 1) people.push(await policyholder(t, cardPort));
  D = await lapseTogether(t, people);
  // Past the 60 days of arrears alone: a lapsed policy is not billed, so the days pass at once.
  const [year, month, date] = (await sandboxToday(t)).split('-').map(Number) as [number, number, number];
  const now = Date.UTC(year, month - 1, date);
  await advance(t, Math.round((Date.parse(addDays(D, 75)) - now) / 86_400_000));
  expect(await sandboxToday(t)).toBe(addDays(D, 75));
  for (const person of people) {
    await signBackIn(t, person);
    await cardStarts(t, person.userId, 'approving');
  }
}, 600_000);
afterAll(() => t.close());

describe('reinstatement with underwriting', () => {
  it('approves on the rules, offers the missed premiums and interest to the cent, and reinstates when paid', async () => {
    const person = people[0]!;
    const before = await policyRow(person.policyId);
    const asked = await requestOf(person);
    expect(asked).toMatchObject({
      success: true,
      status: 'underwriting',
      underwritingRequired: true,
      reinstatementRequest: { reason: 'REINSTATEMENT.UNDERWRITING_REQUIRED', productsOffering: null },
    });
    expect((await invoiceFor(t, person)).error).toMatchObject({
      code: 'REINSTATEMENT.UNDERWRITING_REQUIRED',
    });
    // The interview the policy was bought on is not a statement of health today.
    const stale = await t.graphql<{ submitReinstatementUnderwriting: Outcome }>(
      SUBMIT,
      { input: { policyId: person.policyId } },
      { token: person.token },
    );
    expect(stale.data!.submitReinstatementUnderwriting.error).toMatchObject({ code: 'INTERVIEW_INCOMPLETE' });

    const applied = await newBusinessOf(person);
    await answerInterview(t, person.token, {}, { flowScope: 'REINSTATEMENT' });
    // The reinstatement's interview is no application for new cover waiting to be submitted.
    expect((await newBusinessOf(person)).fetchEligibleForUnderwriting).toBe(false);
    const day = await sandboxToday(t);
    const expected = expectedFigures(before.effective_on, before.monthly_premium, day);
    expect(expected.interestDue).toBeGreaterThan(0);
    const approved = await submit(person);
    expect(approved).toMatchObject({
      success: true,
      status: 'offered',
      underwritingRequired: false,
      reinstatementRequest: {
        id: asked.reinstatementRequest!.id,
        underwritingOutcome: 'approved',
        underwritingResult: 'accepted',
        productsOffering: {
          status: 'pending',
          amount: before.amount,
          premiums: [{ amount: before.monthly_premium, billingFrequency: 'monthly' }],
          totalMissedPayments: expected.missed,
          interestDue: expected.interestDue,
          dueToday: expected.dueToday,
          expiresAt: addDays(day, 29),
        },
      },
    });
    // Submitted again (a second tab): the same decision, no second application.
    expect((await submit(person)).reinstatementRequest!.id).toBe(asked.reinstatementRequest!.id);
    const applications = await rows<{ outcome: string }>(
      t,
      sql`select outcome from insurance_applications
      where reinstatement_policy_id = ${person.policyId}`,
    );
    expect(applications).toEqual([{ outcome: 'accepted' }]);
    // Decided, it is still not the person's latest application for new cover.
    expect(await newBusinessOf(person)).toEqual({ ...applied, fetchEligibleForUnderwriting: false });

    const billed = await invoiceFor(t, person);
    expect(billed).toMatchObject({
      success: true,
      invoice: { kind: 'reinstatement', amount: expected.dueToday },
    });
    const invoiceId = billed.invoice!.id;
    const lines = await rows<{
      kind: string;
      amount: number;
      due_on: string | null;
      percent_per_year: string | null;
    }>(
      t,
      sql`select kind, amount, due_on::text, percent_per_year from invoice_lines where invoice_id = ${invoiceId}
        order by line`,
    );
    expect(lines).toEqual([
      ...expected.due.map((dueOn) => ({
        kind: 'missed_premium',
        amount: before.monthly_premium,
        due_on: dueOn,
        percent_per_year: null,
      })),
      { kind: 'interest', amount: expected.interestDue, due_on: null, percent_per_year: '6' },
    ]);

    const paid = (await ask<Paid>(t, person, PAY, { input: { invoiceId } })).payInvoice;
    expect(paid).toMatchObject({
      transactionResult: 'success',
      invoice: { status: 'fully_paid', balance: 0 },
    });
    expect(await policyRow(person.policyId)).toMatchObject({ status: 'active', label: before.label });
    const [reinstated] = await rows<{ reason: string; contestable: string }>(
      t,
      sql`select reason,
      details->>'contestableThrough' as contestable from policy_events
      where policy_id = ${person.policyId} and event = 'reinstate'`,
    );
    expect(reinstated!.reason).toMatch(/after underwriting/);
    const [request] = await rows<{ status: string; contestable_from: string; contestable_through: string }>(
      t,
      sql`select status, contestable_from::text, contestable_through::text from reinstatement_requests
        where id = ${asked.reinstatementRequest!.id}`,
    );
    // Two years for the reinstatement's answers, from the day it took effect.
    expect(request).toEqual({
      status: 'completed',
      contestable_from: day,
      contestable_through: addDays(`${Number(day.slice(0, 4)) + 2}${day.slice(4)}`, -1),
    });
    expect(reinstated!.contestable).toBe(request!.contestable_through);
    const history = await rows<{ event: string; from_status: string | null; to_status: string }>(
      t,
      sql`select event, from_status, to_status from reinstatement_request_events
        where request_id = ${asked.reinstatementRequest!.id} order by occurred_at`,
    );
    expect(history).toEqual([
      { event: 'decided', from_status: null, to_status: 'underwriting' },
      { event: 'underwriting_approved', from_status: 'underwriting', to_status: 'offered' },
      { event: 'paid', from_status: 'offered', to_status: 'completed' },
    ]);
    // The interest is income of its own; premium income is the premiums.
    const ledger = await rows<{ event: string; account: string; amount: number }>(
      t,
      sql`select tx.event,
        entry.account, entry.amount from ledger_transactions tx join ledger_entries entry on entry.transaction_id = tx.id
      where tx.invoice_id = ${invoiceId} order by tx.occurred_at, tx.event desc, entry.amount desc`,
    );
    expect(ledger).toEqual(
      expect.arrayContaining([
        { event: 'invoice_issued', account: 'receivable', amount: expected.missed },
        { event: 'invoice_issued', account: 'premium_written', amount: -expected.missed },
        { event: 'interest_charged', account: 'receivable', amount: expected.interestDue },
        { event: 'interest_charged', account: 'interest_income', amount: -expected.interestDue },
        { event: 'charge_succeeded', account: 'card_clearing', amount: expected.dueToday },
        { event: 'charge_succeeded', account: 'receivable', amount: -expected.dueToday },
      ]),
    );
    expect(ledger).toHaveLength(6);

    // Its endorsement (the packet's new page): the interest to the cent, the new contestable period's dates, and
    // the underwriting rules the reinstatement's answers were decided under.
    await t.jobs.drain();
    const [endorsement] = await rows<{
      values: { payments: Row[]; versions: Row[]; contestability: string };
    }>(
      t,
      sql`select d.values from user_documents d join policy_endorsements e on e.id = d.endorsement_id
        where e.policy_id = ${person.policyId} and e.kind = 'reinstatement'`,
    );
    const mdy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
    const usd = (amount: number) => `$${(amount / 100).toFixed(2)}`;
    expect(endorsement!.values.payments).toEqual([
      ...expected.due.map((dueOn) => ({
        label: `Premium due ${mdy(dueOn)}`,
        value: expect.stringMatching(
          new RegExp(`^\\${usd(before.monthly_premium)} \\(cover from ${mdy(dueOn)} to `),
        ),
      })),
      { label: `Interest at 6% a year, simple, through ${mdy(day)}`, value: usd(expected.interestDue) },
      { label: 'Total paid', value: usd(expected.dueToday) },
    ]);
    expect(endorsement!.values.contestability).toContain(
      `from ${mdy(request!.contestable_from)} through ${mdy(request!.contestable_through)}`,
    );
    expect(endorsement!.values.versions).toEqual([
      { label: 'Reinstatement rules', value: '2026-11-v1' },
      { label: 'Underwriting rules (your reinstatement answers)', value: '2026-11-v1' },
      { label: 'Rate table', value: expect.any(String) },
    ]);
  }, 300_000);

  it('refers to an underwriter, who sees the reinstatement and the policy history and approves it; two payments at once pay once', async () => {
    const person = people[1]!;
    const before = await policyRow(person.policyId);
    // Reinstateable with no request open, applying for new cover is the person's choice (the web warns).
    expect((await applyForNewCover(person)).error?.code).not.toBe('REINSTATEMENT.NEW_COVERAGE_BLOCKED');
    expect(await ask(t, person, '{ newCoverageRefusal }')).toEqual({ newCoverageRefusal: null });
    await requestOf(person);
    // Under way, applying is refused: a new policy in force would stop the reinstatement.
    const underWay = `Policy ${before.label} is being reinstated. Finish its reinstatement first: a new policy in force would stop it.`;
    expect((await applyForNewCover(person)).error).toEqual({
      code: 'REINSTATEMENT.NEW_COVERAGE_BLOCKED',
      message: underWay,
    });
    expect(await ask(t, person, '{ newCoverageRefusal }')).toEqual({ newCoverageRefusal: underWay });
    await answerInterview(t, person.token, { covid_hospitalized: 'yes' }, { flowScope: 'REINSTATEMENT' });
    const referred = await submit(person);
    expect(referred).toMatchObject({
      success: true,
      status: 'underwriting',
      underwritingRequired: true,
      reinstatementRequest: {
        underwritingOutcome: 'referred',
        underwritingResult: 'referred_to_underwriter',
      },
    });
    expect((await invoiceFor(t, person)).error).toMatchObject({
      code: 'REINSTATEMENT.UNDERWRITING_REQUIRED',
    });
    // A reinstatement under review is told on the reinstatement page: it is no application under review.
    const waiting = await newBusinessOf(person);
    expect(waiting.cases).toEqual([]);
    expect(waiting.fetchEligibleForUnderwriting).toBe(false);
    expect(waiting.latestInsuranceApplication!.id).not.toBe(
      (await reinstatementApplicationOf(person))[0]!.id,
    );

    const staff = await underwriterToken();
    const [found] = await rows<{ id: string }>(
      t,
      sql`select c.id from underwriting_cases c
      join insurance_applications a on a.id = c.insurance_application_id
      where a.reinstatement_policy_id = ${person.policyId} and c.status = 'open'`,
    );
    const { underwritingQueue } = await ask<{
      underwritingQueue: Array<{ id: string; isReinstatement: boolean }>;
    }>(t, staff, '{ underwritingQueue { id isReinstatement } }');
    expect(underwritingQueue).toContainEqual({ id: found!.id, isReinstatement: true });
    const { underwritingCase } = await ask<{
      underwritingCase: {
        isReinstatement: boolean;
        reinstatement: {
          policyId: string;
          policyNumber: string;
          history: Array<{ event: string; toStatus: string }>;
        };
      };
    }>(
      t,
      staff,
      `query ($id: ID!) { underwritingCase(id: $id) { isReinstatement
        reinstatement { policyId policyNumber history { event toStatus reason at } } } }`,
      { id: found!.id },
    );
    expect(underwritingCase.isReinstatement).toBe(true);
    expect(underwritingCase.reinstatement).toMatchObject({
      policyId: person.policyId,
      policyNumber: before.label,
    });
    expect(underwritingCase.reinstatement.history.map((event) => event.event)).toEqual([
      'create',
      'issue',
      'miss_payment',
      'lapse',
    ]);

    const decided = await ask<{ decideUnderwritingCase: { error: unknown } }>(
      t,
      staff,
      `mutation ($input: DecideUnderwritingCaseInput!) { decideUnderwritingCase(input: $input) {
        underwritingCase { id status } error { code message fields { field message } } } }`,
      {
        input: {
          caseId: found!.id,
          decision: 'accept',
          rateClass: before.rate_class,
          maxAmount: before.amount,
        },
      },
    );
    expect(decided.decideUnderwritingCase.error).toBeNull();
    // No quote is priced from a reinstatement's acceptance: the policy keeps its own terms.
    expect(
      await rows(
        t,
        sql`select id from quotes where insurance_application_id in
        (select id from insurance_applications where reinstatement_policy_id = ${person.policyId})`,
      ),
    ).toEqual([]);

    const day = await sandboxToday(t);
    const expected = expectedFigures(before.effective_on, before.monthly_premium, day);
    const offered = await requestOf(person);
    expect(offered).toMatchObject({
      status: 'offered',
      reinstatementRequest: {
        underwritingOutcome: 'approved',
        productsOffering: { dueToday: expected.dueToday, interestDue: expected.interestDue },
      },
    });
    const [approvedBy] = await rows<{ actor: string }>(
      t,
      sql`select actor from reinstatement_request_events
      where request_id = ${offered.reinstatementRequest!.id} and event = 'underwriting_approved'`,
    );
    expect(approvedBy!.actor).toMatch(/^underwriter:/);
    // Told in the reinstatement's words, its button signing in on the reinstatement offer (deep link
    // reinstatement_quote_review); not the new application's "You've been approved!" nor its home-page modal.
    const mail = await mailOf(person);
    expect(mail.map((message) => message.subject)).not.toContain("You've been approved!");
    const told = mail.filter((message) => message.subject === 'Your reinstatement offer is ready');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`reinstate your term life policy ${before.label} and approved it`);
    const link = new URL(/SEE MY OFFER: (\S+)/.exec(told[0]!.text)![1]!);
    expect(link.pathname).toBe('/deep-link');
    expect(link.searchParams.get('feature')).toBe('reinstatement_quote_review');
    expect(link.searchParams.get('path')).toBe(`/fulfillment/reinstatement/${person.policyId}`);
    const exchange = (purpose: string) =>
      t.graphql<{
        exchangeLoginToken: {
          purpose: string | null;
          token: { accessToken: string } | null;
          error: { code: string } | null;
        };
      }>(
        `mutation ($input: ExchangeLoginTokenInput!) { exchangeLoginToken(input: $input) {
          purpose token { accessToken } error { code } } }`,
        { input: { loginToken: link.searchParams.get('token'), purpose } },
      );
    // The token is for the offer's review, not another page's.
    expect((await exchange('POLICY_REINSTATEMENT')).data!.exchangeLoginToken.error).toEqual({
      code: 'TOKEN_PURPOSE_MISMATCH',
    });
    const signedIn = (await exchange('REINSTATEMENT_QUOTE_REVIEW')).data!.exchangeLoginToken;
    expect(signedIn).toMatchObject({ purpose: 'REINSTATEMENT_QUOTE_REVIEW', error: null });
    // Signed in by the link, the person reads the offer it leads to.
    const { reinstateablePolicy } = await ask<{
      reinstateablePolicy: { reinstatementRequest: { productsOffering: { dueToday: number } | null } };
    }>(
      t,
      signedIn.token!.accessToken,
      `query ($id: ID!) { reinstateablePolicy(policyId: $id) {
        reinstatementRequest { productsOffering { dueToday } } } }`,
      { id: person.policyId },
    );
    expect(reinstateablePolicy.reinstatementRequest.productsOffering).toEqual({
      dueToday: expected.dueToday,
    });
    // Once used, the link does not sign in again.
    expect((await exchange('REINSTATEMENT_QUOTE_REVIEW')).data!.exchangeLoginToken.error).toEqual({
      code: 'TOKEN_INVALID',
    });
    const afterDecision = await newBusinessOf(person);
    expect(afterDecision.notifications.map((note) => note.metadata.type)).not.toContain(
      'manual_underwriting_decision',
    );
    expect(afterDecision.cases).toEqual([]);

    const invoiceId = (await invoiceFor(t, person)).invoice!.id;
    const answers = await Promise.all([
      ask<Paid>(t, person, PAY, { input: { invoiceId } }),
      ask<Paid>(t, person, PAY, { input: { invoiceId } }),
    ]);
    for (const answer of answers) expect(answer.payInvoice.transactionResult).toBe('success');
    expect(await rows(t, sql`select status from payments where invoice_id = ${invoiceId}`)).toEqual([
      { status: 'succeeded' },
    ]);
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
    expect(await policyRow(person.policyId)).toMatchObject({ status: 'active', label: before.label });
    // Reinstated, nothing is under way: applying is no longer refused for it.
    expect((await applyForNewCover(person)).error?.code).not.toBe('REINSTATEMENT.NEW_COVERAGE_BLOCKED');
    expect(await ask(t, person, '{ newCoverageRefusal }')).toEqual({ newCoverageRefusal: null });
  }, 300_000);

  it('declines on a consumer report: refused with the reason, the adverse-action notice sent, too soon to ask again', async () => {
    const person = people[2]!;
    await requestOf(person);
    // The motor vehicle record of a licence ending 13 reports two DUIs in 10 years.
    await answerInterview(t, person.token, { dmv_lic_nmbr: 'D1234513' }, { flowScope: 'REINSTATEMENT' });
    const declined = await submit(person);
    expect(declined).toMatchObject({
      success: true,
      status: 'refused',
      reinstatementRequest: {
        status: 'refused',
        underwritingOutcome: 'declined',
        underwritingResult: 'rejected_reinstatement',
        productsOffering: null,
      },
    });
    expect(declined.reinstatementRequest!.closedReason).toMatch(/declined term life/);
    const notices = await rows<{ text: string }>(
      t,
      sql`select text from sandbox_mailbox
      where recipient = (select email from users where id = ${person.userId})
        and subject like 'About the decision on your application%'`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('We could not reinstate your term life policy.');
    expect(notices[0]!.text).toMatch(/Motor Vehicle/i);
    expect((await policyRow(person.policyId)).status).toBe('lapsed');

    const again = await requestOf(person);
    expect(again).toMatchObject({ success: false, error: { code: 'REINSTATEMENT.RECENTLY_DECLINED' } });
  }, 300_000);

  it('reprices an approved offer daily, and lets it expire after its 30 days: it can no longer be paid', async () => {
    const person = people[3]!;
    const before = await policyRow(person.policyId);
    await requestOf(person);
    await answerInterview(t, person.token, {}, { flowScope: 'REINSTATEMENT' });
    const offered = await submit(person);
    expect(offered.status).toBe('offered');
    const first = (await invoiceFor(t, person)).invoice!;
    const expiresAt = (offered.reinstatementRequest!.productsOffering as { expiresAt: string }).expiresAt;

    // A day later the interest has grown: yesterday's invoice is not charged, today's figures are billed.
    await advance(t, 1);
    await signBackIn(t, person);
    const yesterday = (await ask<Paid>(t, person, PAY, { input: { invoiceId: first.id } })).payInvoice;
    expect(yesterday.error).toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
    const expected = expectedFigures(before.effective_on, before.monthly_premium, await sandboxToday(t));
    const repriced = (await invoiceFor(t, person)).invoice!;
    expect(repriced.id).not.toBe(first.id);
    expect(repriced.amount).toBe(expected.dueToday);
    expect(repriced.amount).toBeGreaterThan(first.amount);
    expect(await rows(t, sql`select status from invoices where id = ${first.id}`)).toEqual([
      { status: 'void' },
    ]);
    const invoiceId = repriced.id;

    await advance(t, 29);
    expect(await sandboxToday(t)).toBe(addDays(expiresAt, 1));
    await signBackIn(t, person);
    const refused = (await ask<Paid>(t, person, PAY, { input: { invoiceId } })).payInvoice;
    expect(refused.error).toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
    expect(
      await rows(
        t,
        sql`select id from sandbox_card_payment_intents where metadata->>'invoiceId' in
        (${first.id}, ${invoiceId})`,
      ),
    ).toEqual([]);

    // Asked again: the offer expired (its invoice void, the interest reversed), underwriting again.
    const asked = await requestOf(person);
    expect(asked).toMatchObject({ status: 'underwriting', underwritingRequired: true });
    const requests = await rows<{ status: string; underwriting_outcome: string | null }>(
      t,
      sql`select status,
      underwriting_outcome from reinstatement_requests where policy_id = ${person.policyId} order by created_at`,
    );
    expect(requests).toEqual([
      { status: 'expired', underwriting_outcome: 'approved' },
      { status: 'underwriting', underwriting_outcome: null },
    ]);
    const [stale] = await rows<{ status: string; balance: number }>(
      t,
      sql`select status, balance from invoices where id = ${invoiceId}`,
    );
    expect(stale).toEqual({ status: 'void', balance: 0 });
    const interest = await rows<{ event: string; amount: number }>(
      t,
      sql`select tx.event, entry.amount
      from ledger_transactions tx join ledger_entries entry on entry.transaction_id = tx.id
      where tx.invoice_id = ${invoiceId} and entry.account = 'interest_income' order by tx.occurred_at`,
    );
    expect(interest.map((row) => row.event)).toEqual(['interest_charged', 'interest_voided']);
    expect(interest.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    expect((await policyRow(person.policyId)).status).toBe('lapsed');

    const { faults } = await billingFaults(t.database.pool, await sandboxToday(t));
    expect(faults).toEqual([]);
  }, 300_000);

  it('refers to an underwriter, who rejects it: refused with the reason, told in the words of a reinstatement', async () => {
    const person = people[4]!;
    // The days the last test moved on have ended its session.
    await signBackIn(t, person);
    const asked = await requestOf(person);
    await answerInterview(t, person.token, { covid_hospitalized: 'yes' }, { flowScope: 'REINSTATEMENT' });
    expect((await submit(person)).reinstatementRequest).toMatchObject({ underwritingOutcome: 'referred' });

    await decideReinstatementCase(person, {
      decision: 'reject',
      reason: 'The hospital stay needs records we do not have.',
    });
    const [request] = await rows<{
      status: string;
      underwriting_outcome: string;
      closed_reason: string;
      underwriting_decided_on: string;
    }>(
      t,
      sql`select status, underwriting_outcome, closed_reason, underwriting_decided_on::text
      from reinstatement_requests where id = ${asked.reinstatementRequest!.id}`,
    );
    expect(request).toEqual({
      status: 'refused',
      underwriting_outcome: 'declined',
      closed_reason: 'The hospital stay needs records we do not have.',
      underwriting_decided_on: await sandboxToday(t),
    });
    const [declinedBy] = await rows<{ actor: string; reason: string }>(
      t,
      sql`select actor, reason
      from reinstatement_request_events where request_id = ${asked.reinstatementRequest!.id}
        and event = 'underwriting_declined'`,
    );
    expect(declinedBy).toMatchObject({
      actor: expect.stringMatching(/^underwriter:/),
      reason: 'The hospital stay needs records we do not have.',
    });
    expect((await policyRow(person.policyId)).status).toBe('lapsed');
    // No quote priced, no new application's decision told.
    expect(
      await rows(
        t,
        sql`select id from quotes where insurance_application_id in
        (select id from insurance_applications where reinstatement_policy_id = ${person.policyId})`,
      ),
    ).toEqual([]);

    const mail = await mailOf(person);
    const subjects = mail.map((message) => message.subject);
    expect(subjects).not.toContain('Your wait is over');
    const told = mail.filter((message) => message.subject === 'Your reinstatement could not be approved');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("we can't approve the reinstatement, and the policy stays lapsed");
    expect(told[0]!.text).not.toMatch(/apply again/i);
    const link = new URL(/SIGN IN: (\S+)/.exec(told[0]!.text)![1]!);
    expect(link.searchParams.get('feature')).toBe('login');
    expect(link.searchParams.get('path')).toBe('/coverage-denied/rejected_reinstatement');
    // No consumer report weighed in this decision: no adverse-action notice.
    expect(
      subjects.filter((subject) => subject.startsWith('About the decision on your application')),
    ).toEqual([]);
    const afterDecision = await newBusinessOf(person);
    expect(afterDecision.cases).toEqual([]);
    expect(afterDecision.notifications.map((note) => note.metadata.type)).not.toContain(
      'manual_underwriting_decision',
    );

    const requested = await requestOf(person);
    expect(requested).toMatchObject({
      success: false,
      error: { code: 'REINSTATEMENT.RECENTLY_DECLINED' },
    });
  }, 300_000);

  it('keeps an approved offer payable after its payment is declined, and reinstates once when paid again', async () => {
    const person = people[5]!;
    // The days the earlier tests moved on have ended its session.
    await signBackIn(t, person);
    const before = await policyRow(person.policyId);
    await requestOf(person);
    await answerInterview(t, person.token, {}, { flowScope: 'REINSTATEMENT' });
    const offered = await submit(person);
    expect(offered.status).toBe('offered');
    const expected = expectedFigures(before.effective_on, before.monthly_premium, await sandboxToday(t));
    await cardStarts(t, person.userId, 'declining');
    const invoice = (await invoiceFor(t, person)).invoice!;
    expect(invoice.amount).toBe(expected.dueToday);

    const declined = (await ask<Paid>(t, person, PAY, { input: { invoiceId: invoice.id } })).payInvoice;
    expect(declined).toMatchObject({ transactionResult: 'failed', invoice: { status: 'failed' } });
    expect((await policyRow(person.policyId)).status).toBe('lapsed');
    // Asked again, the same offer and the same invoice, payable again.
    expect((await requestOf(person)).reinstatementRequest!.id).toBe(offered.reinstatementRequest!.id);
    expect((await invoiceFor(t, person)).invoice).toMatchObject({
      id: invoice.id,
      amount: expected.dueToday,
    });

    const paymentMethodToken = await tokenise(cardPort, '4242 4242 4242 4242');
    const paid = (
      await ask<Paid>(t, person, PAY, {
        input: { invoiceId: invoice.id, paymentMethodToken, nameOnCard: 'Pat Doe' },
      })
    ).payInvoice;
    expect(paid).toMatchObject({
      transactionResult: 'success',
      invoice: { status: 'fully_paid', balance: 0 },
    });
    expect(await policyRow(person.policyId)).toMatchObject({ status: 'active', label: before.label });
    const payments = await rows<{ status: string }>(
      t,
      sql`select status from payments where invoice_id = ${invoice.id} order by created_at`,
    );
    expect(payments.map((payment) => payment.status)).toEqual(['failed', 'succeeded']);
    const charges = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from sandbox_card_payment_intents
        where metadata->>'invoiceId' = ${invoice.id} and status = 'succeeded'`,
    );
    expect(charges).toEqual([{ n: 1 }]);
    const reinstated = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from policy_events where policy_id = ${person.policyId} and event = 'reinstate'`,
    );
    expect(reinstated).toEqual([{ n: 1 }]);

    const { faults } = await billingFaults(t.database.pool, await sandboxToday(t));
    expect(faults).toEqual([]);
  }, 300_000);
});
