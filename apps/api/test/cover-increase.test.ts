// Raising cover (issue 27, an increase): lowering answers UNDERWRITING_REQUIRED for more cover; the owner asks,
// answers the interview in the coverage_adjustment scope and submits it. Approved by the rules: the added layer
// is priced at the decision's class and age from the filed table (computed here from the CSV, independently of
// the domain's code), with no second policy fee, offered for the owner's approval; accepted, it is the policy's
// next terms version and the next invoice bills it. Referred: the policy's edits are blocked until an underwriter
// approves in the console. Declined on a consumer report: the policy is as it was and the adverse-action notice
// says so. Nobody asks for, or accepts, more cover on another person's policy; two acceptances at once make one
// version.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { userIdOf, verifiedUser } from './support/accounts.ts';
import { answerInterview } from './support/applying.ts';
import { addDays, monthAfter } from './support/billing-invariants.ts';
import { sandboxCardPort } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import { AD_ONLY_ANSWERS, buyAccidentalDeathPolicy } from './support/purchasing.ts';
import { advance, ask, rows, sandboxToday } from './support/reinstating.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
});
afterAll(() => t.close());

const INCREASE = `coverIncrease { id status currentAmount requestedAmount approvedAmount currentMonthlyPremium
  newMonthlyPremium addedMonthlyPremium rateClass rateVersion effectiveOn offerExpiresOn closedReason }`;
type Increase = {
  id: string;
  status: string;
  currentAmount: number;
  requestedAmount: number;
  approvedAmount: number | null;
  currentMonthlyPremium: number;
  newMonthlyPremium: number | null;
  addedMonthlyPremium: number | null;
  rateClass: string | null;
  rateVersion: string | null;
  effectiveOn: string | null;
  offerExpiresOn: string | null;
  closedReason: string | null;
};
type Answer = { coverIncrease: Increase | null; error: { code: string; message: string } | null };

const mutate = async (person: Policyholder, name: string, input: Record<string, unknown>) => {
  const inputType =
    name === 'requestCoverIncrease' ? 'RequestCoverIncreaseInput' : 'CoverIncreasePolicyInput';
  const data = await ask<Record<string, Answer>>(
    t,
    person,
    `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${INCREASE} error { code message } } }`,
    { input },
  );
  return data[name]!;
};
const requestIncrease = (person: Policyholder, amount: number, policyId = person.policyId) =>
  mutate(person, 'requestCoverIncrease', { policyId, amount });
const submit = (person: Policyholder, policyId = person.policyId) =>
  mutate(person, 'submitCoverIncreaseUnderwriting', { policyId });
const accept = (person: Policyholder, policyId = person.policyId) =>
  mutate(person, 'acceptCoverIncrease', { policyId });
const withdraw = (person: Policyholder) =>
  mutate(person, 'withdrawCoverIncrease', { policyId: person.policyId });
const lower = async (person: Policyholder, amount: number) =>
  (
    await ask<{ requestCoverageAdjustment: { error: { code: string } | null } }>(
      t,
      person,
      `mutation ($input: RequestCoverageAdjustmentInput!) { requestCoverageAdjustment(input: $input) {
        error { code message } } }`,
      { input: { policyId: person.policyId, amount } },
    )
  ).requestCoverageAdjustment;

async function policyRow(policyId: string) {
  const [row] = await rows<{
    sex: 'male' | 'female';
    monthly_premium: number;
    annual_premium: number;
    effective_on: string;
    terminates_at: string;
    amount: number;
    rate_class: string;
  }>(
    t,
    sql`select sex, monthly_premium, annual_premium, effective_on::text, terminates_at::text, amount, rate_class
    from policies where id = ${policyId}`,
  );
  return row!;
}

/** The filed term-life rate per $1,000 for a key, read from the filed CSV itself. */
function filedRate(key: { sex: string; rateClass: string; issueAge: number; termYears: number }): string {
  const csv = fs.readFileSync(
    path.join(import.meta.dirname, '../../../packages/domain/rates/term-life.2026-11-v1.csv'),
    'utf8',
  );
  const line = csv
    .split('\n')
    .find((row) => row.startsWith(`${key.sex},${key.rateClass},${key.issueAge},${key.termYears},`));
  if (!line) throw new Error(`No filed rate for ${JSON.stringify(key)}`);
  return line.split(',')[4]!;
}

/** The filed accidental-death rate per $1,000 at an issue age, read from the filed CSV itself. */
function filedAccidentalDeathRate(issueAge: number): string {
  const csv = fs.readFileSync(
    path.join(import.meta.dirname, '../../../packages/domain/rates/accidental-death.2026-11-v1.csv'),
    'utf8',
  );
  const line = csv.split('\n').find((row) => row.startsWith(`${issueAge},`));
  if (!line) throw new Error(`No filed accidental-death rate at age ${issueAge}`);
  return line.split(',')[1]!;
}

/** A layer's premium by the filed rule, exactly: rate x amount / 1000, no fee; monthly x 0.0875, half up. */
function layerPremium(rate: string, amount: number): { annual: number; monthly: number } {
  const [whole, fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const perThousand = BigInt(whole! + fraction);
  // annual cents = perThousand / scale * amount / 1000 (amount in cents).
  const numerator = perThousand * BigInt(amount);
  const denominator = scale * 1000n;
  const halfUp = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));
  return { annual: halfUp(numerator, denominator), monthly: halfUp(numerator * 875n, denominator * 10_000n) };
}

/**
 * The interview for more cover, answered a minute on: the test's clock stands still, and the newest answer to each
 * question is the one underwriting reads (answers saved in one instant would tie with the purchase's).
 */
async function answerIncreaseInterview(person: Policyholder, answers: Record<string, unknown> = {}) {
  t.clock.advance(60_000);
  await answerInterview(t, person.token, answers, { flowScope: 'COVERAGE_ADJUSTMENT' });
}

async function underwriterToken(): Promise<string> {
  const user = await verifiedUser(t);
  await grantRole(t.database.db, await userIdOf(t, user.tokens.accessToken), 'underwriter', t.clock.now());
  return user.tokens.accessToken;
}

describe('raising cover', () => {
  it('is offered at the class the rules give, priced for the added cover only, and billed from the next due date once accepted', async () => {
    const person = await policyholder(t, cardPort);
    const before = await policyRow(person.policyId);
    expect(before.amount).toBe(50_000_000);

    // The editor's answer to more cover, and nothing saved by it.
    expect(await lower(person, 75_000_000)).toMatchObject({ error: { code: 'UNDERWRITING_REQUIRED' } });
    const asked = await requestIncrease(person, 75_000_000);
    expect(asked).toMatchObject({
      error: null,
      coverIncrease: { status: 'UNDERWRITING', currentAmount: 50_000_000, requestedAmount: 75_000_000 },
    });
    // Submitted before the interview: it is asked for, and nothing is decided.
    expect(await submit(person)).toMatchObject({ error: { code: 'INTERVIEW_INCOMPLETE' } });

    await answerIncreaseInterview(person);
    const offered = await submit(person);
    expect(offered.error).toBeNull();
    const increase = offered.coverIncrease!;
    expect(increase).toMatchObject({ status: 'OFFERED', approvedAmount: 75_000_000 });

    // The layer: the class and age of this decision, the policy's years left as a filed term, $250,000 of cover.
    const [application] = await rows<{ decision: { issueAge: number } }>(
      t,
      sql`select decision from insurance_applications where changed_policy_id = ${person.policyId}`,
    );
    const today = await sandboxToday(t);
    const daysLeft = Math.round((Date.parse(before.terminates_at) - Date.parse(today)) / 86_400_000);
    const termYears = Math.max(10, Math.ceil(daysLeft / 365));
    const layer = layerPremium(
      filedRate({
        sex: before.sex,
        rateClass: increase.rateClass!,
        issueAge: application!.decision.issueAge,
        termYears,
      }),
      25_000_000,
    );
    expect(increase.addedMonthlyPremium).toBe(layer.monthly);
    expect(increase.newMonthlyPremium).toBe(before.monthly_premium + layer.monthly);
    expect(increase.effectiveOn).toBe(monthAfter(before.effective_on, 1));
    expect(increase.offerExpiresOn).toBe(addDays(today, 30));

    // The home's banner: PENDING YOUR APPROVAL, leading to confirm-update.
    const home = await ask<{ dashboardHome: { policyUpdate: { kind: string; reason: string } | null } }>(
      t,
      person,
      '{ dashboardHome { policyUpdate { kind reason } } }',
    );
    expect(home.dashboardHome.policyUpdate).toEqual({ kind: 'PENDING_APPROVAL', reason: 'COVER_INCREASE' });

    // With a price waiting, cover is not lowered meanwhile, and asking again is refused.
    expect(await lower(person, 25_000_000)).toMatchObject({ error: { code: 'INCREASE_PENDING' } });
    expect(await requestIncrease(person, 100_000_000)).toMatchObject({
      error: { code: 'INCREASE_NOT_ASKED' },
    });

    // Two acceptances at once: one version of the terms.
    const [first, second] = await Promise.all([accept(person), accept(person)]);
    const succeeded = [first, second].filter((answer) => answer.error === null);
    expect(succeeded).toHaveLength(1);
    expect([first, second].find((answer) => answer.error)!.error!.code).toBe('INCREASE_NOT_OFFERED');
    expect(succeeded[0]!.coverIncrease).toMatchObject({
      status: 'ACCEPTED',
      effectiveOn: increase.effectiveOn,
    });
    const versions = await rows<{
      version: number;
      cover: number;
      monthly_premium: number;
      layers: unknown[];
    }>(
      t,
      sql`select version, cover, monthly_premium, layers from policy_terms where policy_id = ${person.policyId}
        order by version`,
    );
    expect(versions).toHaveLength(2);
    expect(versions[1]).toMatchObject({
      version: 2,
      cover: 75_000_000,
      monthly_premium: before.monthly_premium + layer.monthly,
      layers: [{ cover: 25_000_000, monthlyPremium: layer.monthly, annualPremium: layer.annual }],
    });

    // The next due date bills the new total; the first invoice keeps its price.
    await advance(t, 32);
    const invoices = await rows<{ period_start: string; amount: number }>(
      t,
      sql`select period_start::text, amount from invoices where policy_id = ${person.policyId}
        order by issued_at, period_start nulls first`,
    );
    expect(invoices.map((invoice) => invoice.amount)).toEqual([
      before.monthly_premium,
      before.monthly_premium + layer.monthly,
    ]);
    await signBackIn(t, person);
    const policy = await ask<{ userPolicy: { amount: number; monthlyPremium: number } }>(
      t,
      person,
      '{ userPolicy { amount monthlyPremium } }',
    );
    expect(policy.userPolicy).toEqual({
      amount: 75_000_000,
      monthlyPremium: before.monthly_premium + layer.monthly,
    });

    // Lowered again, the added layer goes first: back to the cover and premium it was issued with.
    expect(await lower(person, 50_000_000)).toMatchObject({ error: null });
    const [lowered] = await rows<{ cover: number; monthly_premium: number; layers: unknown[] }>(
      t,
      sql`select cover, monthly_premium, layers from policy_terms where policy_id = ${person.policyId} and version = 3`,
    );
    expect(lowered).toEqual({ cover: 50_000_000, monthly_premium: before.monthly_premium, layers: [] });
  }, 300_000);

  it('raises accidental death the same way, priced at the decision’s age from the filed table; lowering it asks nothing', async () => {
    const person = await policyholder(t, cardPort, buyAccidentalDeathPolicy);
    const before = await policyRow(person.policyId);
    const added = 10_000_000;
    const raised = before.amount + added;

    expect(await lower(person, raised)).toMatchObject({ error: { code: 'UNDERWRITING_REQUIRED' } });
    expect(await requestIncrease(person, raised)).toMatchObject({
      error: null,
      coverIncrease: { status: 'UNDERWRITING', currentAmount: before.amount, requestedAmount: raised },
    });
    await answerIncreaseInterview(person, AD_ONLY_ANSWERS);
    const offered = await submit(person);
    // Accidental death has no rate class: the layer is priced by age alone, and term life's decline is no bar.
    expect(offered).toMatchObject({
      error: null,
      coverIncrease: { status: 'OFFERED', approvedAmount: raised, rateClass: null },
    });
    const [application] = await rows<{ decision: { issueAge: number } }>(
      t,
      sql`select decision from insurance_applications where changed_policy_id = ${person.policyId}`,
    );
    const layer = layerPremium(filedAccidentalDeathRate(application!.decision.issueAge), added);
    expect(offered.coverIncrease!.addedMonthlyPremium).toBe(layer.monthly);
    expect(offered.coverIncrease!.newMonthlyPremium).toBe(before.monthly_premium + layer.monthly);

    expect(await accept(person)).toMatchObject({ error: null, coverIncrease: { status: 'ACCEPTED' } });
    const [version] = await rows<{ cover: number; monthly_premium: number; layers: unknown[] }>(
      t,
      sql`select cover, monthly_premium, layers from policy_terms where policy_id = ${person.policyId} and version = 2`,
    );
    expect(version).toMatchObject({
      cover: raised,
      monthly_premium: before.monthly_premium + layer.monthly,
      layers: [
        {
          cover: added,
          monthlyPremium: layer.monthly,
          annualPremium: layer.annual,
          rateClass: null,
          termYears: null,
          issueAge: application!.decision.issueAge,
          rateVersion: 'accidental-death.2026-11-v1',
        },
      ],
    });
    expect(version!.layers).toHaveLength(1);

    // Lowered once it is in force: at once, no interview, the added layer first.
    await advance(t, 32);
    await signBackIn(t, person);
    expect(await lower(person, before.amount)).toMatchObject({ error: null });
    const [lowered] = await rows<{ cover: number; monthly_premium: number; layers: unknown[] }>(
      t,
      sql`select cover, monthly_premium, layers from policy_terms where policy_id = ${person.policyId} and version = 3`,
    );
    expect(lowered).toEqual({ cover: before.amount, monthly_premium: before.monthly_premium, layers: [] });
  }, 300_000);

  it('refers to an underwriter: edits wait for the review, then the approval is offered at the underwriter’s class', async () => {
    const person = await policyholder(t, cardPort);
    await requestIncrease(person, 100_000_000);
    await answerIncreaseInterview(person, { covid_hospitalized: 'yes' });
    const referred = await submit(person);
    expect(referred).toMatchObject({ error: null, coverIncrease: { status: 'REFERRED' } });

    // The policy-edit block: no decrease, no other increase, no withdrawal while the case is open.
    expect(await lower(person, 25_000_000)).toMatchObject({ error: { code: 'POLICY_EDIT_BLOCKED' } });
    expect(await requestIncrease(person, 75_000_000)).toMatchObject({
      error: { code: 'POLICY_EDIT_BLOCKED' },
    });
    expect(await withdraw(person)).toMatchObject({ error: { code: 'POLICY_EDIT_BLOCKED' } });
    // The review is a case of the person's (the banner's "manual review case").
    const cases = await ask<{ cases: Array<{ result: string }> }>(t, person, '{ cases { result } }');
    expect(cases.cases[0]).toMatchObject({ result: 'pending' });

    const [found] = await rows<{ id: string }>(
      t,
      sql`select c.id from underwriting_cases c join insurance_applications a on a.id = c.insurance_application_id
      where a.changed_policy_id = ${person.policyId} and c.status = 'open'`,
    );
    const staff = await underwriterToken();
    const decided = await t.graphql<{ decideUnderwritingCase: { error: unknown } }>(
      `mutation ($input: DecideUnderwritingCaseInput!) { decideUnderwritingCase(input: $input) {
        underwritingCase { id } error { code message } } }`,
      { input: { caseId: found!.id, decision: 'accept', rateClass: 'standard', maxAmount: 80_000_000 } },
      { token: staff },
    );
    expect(decided.data!.decideUnderwritingCase.error).toBeNull();

    // Approved up to $800,000 at standard: offered, and told on the home page (the decision modal).
    const after = await ask<{
      userPolicy: Answer;
      notifications: Array<{ metadata: { type: string; result: string; policyId: string | null } }>;
    }>(t, person, `{ userPolicy { ${INCREASE} } notifications { metadata { type result policyId } } }`);
    expect(after.userPolicy.coverIncrease).toMatchObject({
      status: 'OFFERED',
      approvedAmount: 80_000_000,
      rateClass: 'standard',
    });
    // The decision names the policy: a change of cover in force, not an application for a new policy.
    expect(after.notifications.map((note) => note.metadata)).toContainEqual({
      type: 'manual_underwriting_decision',
      result: 'accepted',
      policyId: person.policyId,
    });
    // No quote is priced from an increase's decision: it is not an application for a new policy.
    expect(
      await rows(
        t,
        sql`select id from quotes where insurance_application_id in (select id from insurance_applications
        where changed_policy_id = ${person.policyId})`,
      ),
    ).toEqual([]);
    expect(await accept(person)).toMatchObject({ error: null, coverIncrease: { status: 'ACCEPTED' } });
  }, 300_000);

  it('declines on a consumer report: the policy stays as it was and the adverse-action notice says so', async () => {
    const person = await policyholder(t, cardPort);
    const before = await policyRow(person.policyId);
    await requestIncrease(person, 75_000_000);
    // The motor vehicle record of a licence ending 13 reports two DUIs in 10 years.
    await answerIncreaseInterview(person, { dmv_lic_nmbr: 'D1234513' });
    const declined = await submit(person);
    expect(declined).toMatchObject({
      error: null,
      coverIncrease: { status: 'DECLINED', approvedAmount: null },
    });
    expect(declined.coverIncrease!.closedReason).toMatch(/stays as it is/);
    expect(await policyRow(person.policyId)).toEqual(before);
    const notices = await rows<{ text: string }>(
      t,
      sql`select text from sandbox_mailbox where recipient = (select email from users where id = ${person.userId})
        and subject like 'About the decision on your application%'`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('We could not offer you more cover on your policy.');
    // Declined is final: a new request may be made, and it starts from the interview again.
    expect(await accept(person)).toMatchObject({ error: { code: 'INCREASE_NOT_OFFERED' } });
    // The policy shows the decision for 30 days, then nothing is left to confirm.
    await advance(t, 31);
    await signBackIn(t, person);
    const later = await ask<{ userPolicy: Answer }>(t, person, `{ userPolicy { ${INCREASE} } }`);
    expect(later.userPolicy.coverIncrease).toBeNull();
  }, 300_000);

  it('belongs to the policy’s owner: another person can neither ask, submit, accept nor read it', async () => {
    const owner = await policyholder(t, cardPort);
    const stranger = await policyholder(t, cardPort);
    await requestIncrease(owner, 75_000_000);
    for (const answer of [
      await requestIncrease(stranger, 75_000_000, owner.policyId),
      await submit(stranger, owner.policyId),
      await accept(stranger, owner.policyId),
    ])
      expect(answer).toMatchObject({ coverIncrease: null, error: { code: 'NOT_FOUND' } });
    const read = await t.graphql<{ policy: { coverIncrease: unknown } | null }>(
      `query ($id: ID!) { policy(id: $id) { coverIncrease { id } } }`,
      { id: owner.policyId },
      { token: stranger.token },
    );
    expect(read.data?.policy?.coverIncrease ?? null).toBeNull();
    // Asked twice at once, one request stands.
    await Promise.all([requestIncrease(stranger, 100_000_000), requestIncrease(stranger, 100_000_000)]);
    const open = await rows(
      t,
      sql`select id from policy_change_requests where policy_id = ${stranger.policyId}
        and status in ('underwriting', 'referred', 'offered')`,
    );
    expect(open).toHaveLength(1);
  }, 300_000);
});
