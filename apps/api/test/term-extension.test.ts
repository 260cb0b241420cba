// Extending a term to 65 (issue 27 item 4): a policy says from when it can be extended (its term's last year) and
// offers it then; the owner asks, answers the check-up (the interview in the coverage_adjustment scope) and
// submits it; approved, the whole cover is priced for the years to 65 at the insured's age on the anniversary and
// the decision's class, from the filed table (computed here from the CSV, fee included); accepted, the last day
// of cover moves and the anniversary's invoice bills the new premium, the policy still in force. Declined on a
// consumer report: the term ends as written. An extension and more cover cannot be asked at once; nobody extends
// another person's policy. A policy bought today is years from its last year: the sandbox's
// /dev/policies/term-in-last-year makes it a one-year term, which stands for a term in its last year without years
// of the sandbox clock.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { answerInterview } from './support/applying.ts';
import { addDays, monthAfter } from './support/billing-invariants.ts';
import { sandboxCardPort } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import { advance, ask, rows } from './support/reinstating.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
});
afterAll(() => t.close());

const EXTENSION = `termExtension { available extendsFrom years attainedAge coverEndsOn opensOn
  request { status cover currentMonthlyPremium newMonthlyPremium newAnnualPremium rateClass extendsFrom years
    coverEndsOn offerExpiresOn closedReason } }`;
type Extension = {
  available: boolean;
  extendsFrom: string | null;
  years: number | null;
  attainedAge: number | null;
  coverEndsOn: string | null;
  opensOn: string | null;
  request: {
    status: string;
    cover: number;
    currentMonthlyPremium: number;
    newMonthlyPremium: number | null;
    newAnnualPremium: number | null;
    rateClass: string | null;
    extendsFrom: string;
    years: number;
    coverEndsOn: string;
    offerExpiresOn: string | null;
    closedReason: string | null;
  } | null;
};
type Answer = { termExtension: Extension | null; error: { code: string; message: string } | null };

const step = async (person: Policyholder, name: string, policyId = person.policyId) => {
  const data = await ask<Record<string, Answer>>(
    t,
    person,
    `mutation ($input: TermExtensionPolicyInput!) { ${name}(input: $input) { ${EXTENSION} error { code message } } }`,
    { input: { policyId } },
  );
  return data[name]!;
};
const extensionOf = async (person: Policyholder) =>
  (
    await ask<{ userPolicy: { terminatesAt: string; termExtension: Extension } }>(
      t,
      person,
      `{ userPolicy { terminatesAt ${EXTENSION} } }`,
    )
  ).userPolicy;

/** The sandbox's /dev/policies/term-in-last-year, as `person` (their own access token). */
const standInLastYear = (person: Policyholder, policyId = person.policyId) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/policies/term-in-last-year',
    headers: { authorization: `Bearer ${person.token}` },
    payload: { policyId },
  });

/** The policy made a one-year term through the sandbox's route: its term's last year is now. */
async function inLastYear(person: Policyholder) {
  const moved = await standInLastYear(person);
  expect(moved.statusCode).toBe(200);
  const [row] = await rows<{ issue_age: number; effective_on: string; sex: string; amount: number }>(
    t,
    sql`select issue_age, effective_on::text, sex, amount from policies where id = ${person.policyId}`,
  );
  return row!;
}

/** The check-up, a minute on (the test's clock stands still; the newest answer to each question counts). */
async function checkUp(person: Policyholder, answers: Record<string, unknown> = {}) {
  t.clock.advance(60_000);
  await answerInterview(t, person.token, answers, { flowScope: 'COVERAGE_ADJUSTMENT' });
}

/** The filed price of a whole policy: rate x cover / 1000 + fee a year, x 0.0875 a month, half up (cents). */
function filedPrice(
  key: { sex: string; rateClass: string; issueAge: number; termYears: number },
  cover: number,
) {
  const csv = fs.readFileSync(
    path.join(import.meta.dirname, '../../../packages/domain/rates/term-life.2026-11-v1.csv'),
    'utf8',
  );
  const line = csv
    .split('\n')
    .find((row) => row.startsWith(`${key.sex},${key.rateClass},${key.issueAge},${key.termYears},`));
  if (!line) throw new Error(`No filed rate for ${JSON.stringify(key)}`);
  const [rate, fee] = line.split(',').slice(4) as [string, string];
  const exact = (decimal: string) => {
    const [whole, fraction = ''] = decimal.trim().split('.');
    return { value: BigInt(whole! + fraction), scale: 10n ** BigInt(fraction.length) };
  };
  const r = exact(rate);
  const f = exact(fee);
  // annual cents = r * cover / 1000 + f * 100, as one fraction over r.scale * f.scale * 1000.
  const denominator = r.scale * f.scale * 1000n;
  const numerator = r.value * BigInt(cover) * f.scale + f.value * 100n * r.scale * 1000n;
  const halfUp = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));
  return { annual: halfUp(numerator, denominator), monthly: halfUp(numerator * 875n, denominator * 10_000n) };
}

describe('extending a term to 65', () => {
  it('is offered in the last year, priced at the attained age from the filed table, and bills from the anniversary', async () => {
    const person = await policyholder(t, cardPort);
    // Bought today, a 20-year term: it says when its last year begins, and is not offered yet.
    const early = await extensionOf(person);
    expect(early.termExtension).toMatchObject({ available: false, request: null });
    expect(await step(person, 'requestTermExtension')).toMatchObject({
      error: { code: 'EXTENSION_NOT_AVAILABLE' },
    });

    const policy = await inLastYear(person);
    const extendsFrom = monthAfter(policy.effective_on, 12);
    const attainedAge = policy.issue_age + 1;
    const years = 65 - attainedAge;
    const offered = await extensionOf(person);
    expect(offered.termExtension).toMatchObject({
      available: true,
      extendsFrom,
      years,
      attainedAge,
      coverEndsOn: addDays(monthAfter(policy.effective_on, 12 * (1 + years)), -1),
    });
    const capabilities = await ask<{
      currentUser: {
        activeConstellations: Array<{
          activeInsuranceMembership: { capabilities: { termLifeExtension: boolean } } | null;
        }>;
      };
    }>(
      t,
      person,
      '{ currentUser { activeConstellations { activeInsuranceMembership { capabilities { termLifeExtension } } } } }',
    );
    const [constellation] = capabilities.currentUser.activeConstellations;
    expect(constellation!.activeInsuranceMembership!.capabilities.termLifeExtension).toBe(true);

    expect(await step(person, 'requestTermExtension')).toMatchObject({
      error: null,
      termExtension: { request: { status: 'UNDERWRITING', extendsFrom, years, cover: policy.amount } },
    });
    // While it waits, more cover is not asked for beside it.
    const more = await ask<{ requestCoverIncrease: { error: { code: string } | null } }>(
      t,
      person,
      `mutation ($input: RequestCoverIncreaseInput!) { requestCoverIncrease(input: $input) { error { code } } }`,
      { input: { policyId: person.policyId, amount: policy.amount + 25_000_000 } },
    );
    expect(more.requestCoverIncrease.error).toEqual({ code: 'CHANGE_PENDING' });

    await checkUp(person);
    const decided = await step(person, 'submitTermExtensionUnderwriting');
    expect(decided.error).toBeNull();
    const request = decided.termExtension!.request!;
    expect(request.status).toBe('OFFERED');
    const price = filedPrice(
      { sex: policy.sex, rateClass: request.rateClass!, issueAge: attainedAge, termYears: years },
      policy.amount,
    );
    expect(request).toMatchObject({ newMonthlyPremium: price.monthly, newAnnualPremium: price.annual });
    // The home's banner: PENDING YOUR APPROVAL, leading to confirm-update.
    const home = await ask<{ dashboardHome: { policyUpdate: { kind: string; reason: string } | null } }>(
      t,
      person,
      '{ dashboardHome { policyUpdate { kind reason } } }',
    );
    expect(home.dashboardHome.policyUpdate).toEqual({ kind: 'PENDING_APPROVAL', reason: 'TERM_EXTENSION' });

    const accepted = await step(person, 'acceptTermExtension');
    expect(accepted.termExtension!.request).toMatchObject({
      status: 'ACCEPTED',
      coverEndsOn: offered.termExtension.coverEndsOn,
    });
    const after = await extensionOf(person);
    expect(after.terminatesAt).toBe(offered.termExtension.coverEndsOn);

    // Past the anniversary: billed at the extension's premium, and still in force.
    await advance(t, 370);
    const invoices = await rows<{ period_start: string; amount: number }>(
      t,
      sql`select period_start::text, amount from invoices where policy_id = ${person.policyId} and kind = 'premium'
        and period_start >= ${addDays(extendsFrom, -31)} order by period_start`,
    );
    expect(invoices.map((invoice) => [invoice.period_start, invoice.amount])).toEqual([
      [monthAfter(policy.effective_on, 11), request.currentMonthlyPremium],
      [extendsFrom, price.monthly],
    ]);
    const [status] = await rows<{ status: string }>(
      t,
      sql`select status from policies where id = ${person.policyId}`,
    );
    expect(status!.status).toBe('active');
    await signBackIn(t, person);
  }, 300_000);

  it('declined on a consumer report: the term ends as written, and the notice says what was refused', async () => {
    const person = await policyholder(t, cardPort);
    await inLastYear(person);
    await step(person, 'requestTermExtension');
    // The motor vehicle record of a licence ending 13 reports two DUIs in 10 years.
    await checkUp(person, { dmv_lic_nmbr: 'D1234513' });
    const declined = await step(person, 'submitTermExtensionUnderwriting');
    expect(declined.termExtension!.request).toMatchObject({ status: 'DECLINED', newMonthlyPremium: null });
    expect(await step(person, 'acceptTermExtension')).toMatchObject({
      error: { code: 'EXTENSION_NOT_OFFERED' },
    });
    const notices = await rows<{ text: string }>(
      t,
      sql`select text from sandbox_mailbox where recipient = (select email from users where id = ${person.userId})
        and subject like 'About the decision on your application%'`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('We could not extend the term of your policy.');
  }, 300_000);

  it('belongs to the policy’s owner', async () => {
    const owner = await policyholder(t, cardPort);
    const stranger = await policyholder(t, cardPort);
    // The sandbox's route moves only the caller's own policy.
    expect((await standInLastYear(stranger, owner.policyId)).statusCode).toBe(404);
    expect((await extensionOf(owner)).termExtension.available).toBe(false);
    await inLastYear(owner);
    for (const name of ['requestTermExtension', 'submitTermExtensionUnderwriting', 'acceptTermExtension'])
      expect(await step(stranger, name, owner.policyId)).toMatchObject({
        termExtension: null,
        error: { code: 'NOT_FOUND' },
      });
  }, 300_000);
});
