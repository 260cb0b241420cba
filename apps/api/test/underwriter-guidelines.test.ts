// Underwriters are held to the filed guidelines (issue 23 item 4): a decision outside them is refused with the
// guideline it breaks and changes nothing - a student without earned income over the $500,000 cap, a nicotine user
// at a non-tobacco class, term life the rules knocked out (a heart attack) accepted because the case was referred
// for another reason, and an underwriter deciding their own application. The console is told the limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { userIdOf, verifiedUser } from './support/accounts.ts';
import { answerInsuranceProfile, answerInterview } from './support/applying.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(new Date('2026-11-20T15:00:00Z'));
});
afterAll(() => t.close());

/** MIB reports a prior decline for an SSN ending 0004: referred, whatever else the answers say. */
const REFERRED_SSN = '219-09-0004';

async function referredApplicant(answers: Record<string, unknown>, options: { underwriter?: boolean } = {}) {
  const user = await verifiedUser(t);
  const token = user.tokens.accessToken;
  if (options.underwriter)
    await grantRole(t.database.db, await userIdOf(t, token), 'underwriter', t.clock.now());
  await answerInsuranceProfile(t, token, { ssn: REFERRED_SSN });
  await answerInterview(t, token, answers);
  const decided = await t.graphql<{ requestNewBusiness: { insuranceApplication: { outcome: string } } }>(
    `mutation { requestNewBusiness(input: { product: "wysh-term-life" }) { insuranceApplication { outcome } } }`,
    {},
    { token },
  );
  expect(decided.data!.requestNewBusiness.insuranceApplication.outcome).toBe('referred_to_underwriter');
  const cases = await t.graphql<{ cases: Array<{ id: string }> }>('{ cases { id } }', {}, { token });
  return { token, caseId: cases.data!.cases[0]!.id };
}

const caseQuery = `query ($id: ID!) { underwritingCase(id: $id) {
  status ownCase reasonsInWords { ruleId basis } guidelines { termLifeAllowed termKnockouts nicotine rateClasses maxAmount classReasons coverReason } } }`;
const decideMutation = `mutation ($input: DecideUnderwritingCaseInput!) {
  decideUnderwritingCase(input: $input) {
    underwritingCase { id status decision rateClass maxAmount }
    error { code message fields { field message } } } }`;

type Decided = {
  decideUnderwritingCase: {
    underwritingCase: Record<string, unknown> | null;
    error: { code: string; message: string; fields: Array<{ field: string; message: string }> } | null;
  };
};
const decide = async (token: string, input: Record<string, unknown>) => {
  const result = await t.graphql<Decided>(decideMutation, { input }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.decideUnderwritingCase;
};
const countRows = async (sql: string, params: unknown[] = []) =>
  (await t.database.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
const stillOpen = async (caseId: string) => {
  expect(
    await countRows(`select count(*)::int as n from underwriting_cases where id = $1 and status = 'open'`, [
      caseId,
    ]),
  ).toBe(1);
  expect(
    await countRows(
      `select count(*)::int as n from underwriting_audit_log where case_id = $1 and action = 'decided'`,
      [caseId],
    ),
  ).toBe(0);
};

let staff: string;
beforeAll(async () => {
  const user = await verifiedUser(t);
  staff = user.tokens.accessToken;
  await grantRole(t.database.db, await userIdOf(t, staff), 'underwriter', t.clock.now());
});

describe('decisions outside the guidelines', () => {
  it('refuses a student with no earned income at $2,000,000 (the cap is $500,000)', async () => {
    const student = await referredApplicant({ employed_status: 'student' });
    const refused = await decide(staff, {
      caseId: student.caseId,
      decision: 'accept',
      rateClass: 'preferred_plus',
      maxAmount: 200_000_000,
    });
    expect(refused).toEqual({
      underwritingCase: null,
      error: {
        code: 'OUTSIDE_GUIDELINES',
        message: expect.stringContaining('outside the underwriting guidelines'),
        fields: [
          {
            field: 'maxAmount',
            message:
              'The guidelines allow term cover up to $500,000: Without earned income (student, homemaker) term cover is limited to $500,000.',
          },
        ],
      },
    });
    await stillOpen(student.caseId);
    const shown = await t.graphql<{ underwritingCase: { guidelines: Record<string, unknown> } }>(
      caseQuery,
      { id: student.caseId },
      { token: staff },
    );
    expect(shown.data!.underwritingCase.guidelines).toMatchObject({
      termLifeAllowed: true,
      nicotine: false,
      rateClasses: ['preferred_plus', 'preferred', 'standard_plus', 'standard'],
      maxAmount: 50_000_000,
      coverReason: 'Without earned income (student, homemaker) term cover is limited to $500,000.',
    });
    const within = await decide(staff, {
      caseId: student.caseId,
      decision: 'accept',
      rateClass: 'preferred_plus',
      maxAmount: 50_000_000,
    });
    expect(within).toMatchObject({
      error: null,
      underwritingCase: { status: 'decided', maxAmount: 50_000_000 },
    });
  });

  it('refuses a nicotine user at preferred_plus: tobacco users get tobacco classes', async () => {
    const smoker = await referredApplicant({ tobacco: 'yes' });
    const refused = await decide(staff, {
      caseId: smoker.caseId,
      decision: 'accept',
      rateClass: 'preferred_plus',
      maxAmount: 50_000_000,
    });
    expect(refused.error).toMatchObject({
      code: 'OUTSIDE_GUIDELINES',
      fields: [
        {
          field: 'rateClass',
          message:
            'Nicotine in the last 12 months: the guidelines allow tobacco classes only, tobacco preferred at best.',
        },
      ],
    });
    await stillOpen(smoker.caseId);
    const shown = await t.graphql<{ underwritingCase: { guidelines: Record<string, unknown> } }>(
      caseQuery,
      { id: smoker.caseId },
      { token: staff },
    );
    expect(shown.data!.underwritingCase.guidelines).toMatchObject({
      nicotine: true,
      rateClasses: ['tobacco_preferred', 'tobacco_standard'],
    });
    const reasons = (
      shown.data!.underwritingCase as unknown as {
        reasonsInWords: Array<{ ruleId: string; basis: string[] }>;
      }
    ).reasonsInWords;
    expect(reasons.find((r) => r.ruleId === 'CLASS-NICOTINE')!.basis).toEqual([
      'In the last 12 months, have you used nicotine in any form? Yes',
      'How tall are you? 5 ft 10 in',
      'How much do you weigh? 160 lb',
      'BMI 23.0',
    ]);
    const within = await decide(staff, {
      caseId: smoker.caseId,
      decision: 'accept',
      rateClass: 'tobacco_preferred',
      maxAmount: 50_000_000,
    });
    expect(within).toMatchObject({ error: null, underwritingCase: { rateClass: 'tobacco_preferred' } });
  });

  it('keeps a knockout a knockout: term life declined for a heart attack cannot be accepted', async () => {
    const heart = await referredApplicant({ medical_history_1: ['heart'] });
    const refused = await decide(staff, {
      caseId: heart.caseId,
      decision: 'accept',
      rateClass: 'standard',
      maxAmount: 10_000_000,
    });
    expect(refused).toEqual({
      underwritingCase: null,
      error: {
        code: 'TERM_KNOCKED_OUT',
        message:
          "The guidelines decline term life for this applicant, so it can't be accepted: A heart attack, stroke, heart surgery or heart failure, at any time.",
        fields: [],
      },
    });
    await stillOpen(heart.caseId);
    const shown = await t.graphql<{ underwritingCase: { guidelines: Record<string, unknown> } }>(
      caseQuery,
      { id: heart.caseId },
      { token: staff },
    );
    expect(shown.data!.underwritingCase.guidelines).toMatchObject({
      termLifeAllowed: false,
      termKnockouts: ['A heart attack, stroke, heart surgery or heart failure, at any time.'],
      rateClasses: [],
    });
    const rejected = await decide(staff, {
      caseId: heart.caseId,
      decision: 'reject',
      reason: 'Heart attack: term life declined by the guidelines.',
    });
    expect(rejected).toMatchObject({ error: null, underwritingCase: { decision: 'reject' } });
  });

  it('refuses an underwriter their own application, either way; another underwriter decides it', async () => {
    const own = await referredApplicant({}, { underwriter: true });
    for (const input of [
      { decision: 'accept', rateClass: 'preferred_plus', maxAmount: 50_000_000 },
      { decision: 'reject', reason: 'Changed my mind.' },
    ]) {
      const refused = await decide(own.token, { caseId: own.caseId, ...input });
      expect(refused).toEqual({
        underwritingCase: null,
        error: {
          code: 'OWN_CASE',
          message: 'This is a case of your own account: another underwriter must decide it.',
          fields: [],
        },
      });
    }
    await stillOpen(own.caseId);
    const shown = await t.graphql<{ underwritingCase: { ownCase: boolean } }>(
      caseQuery,
      { id: own.caseId },
      { token: own.token },
    );
    expect(shown.data!.underwritingCase.ownCase).toBe(true);
    const other = await t.graphql<{ underwritingCase: { ownCase: boolean } }>(
      caseQuery,
      { id: own.caseId },
      { token: staff },
    );
    expect(other.data!.underwritingCase.ownCase).toBe(false);
    const decided = await decide(staff, {
      caseId: own.caseId,
      decision: 'accept',
      rateClass: 'preferred_plus',
      maxAmount: 50_000_000,
    });
    expect(decided).toMatchObject({ error: null, underwritingCase: { status: 'decided' } });
  });
});
