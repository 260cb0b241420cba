// Applying (issue 14): requestNewBusiness decides from the interview, the profile, the chosen cover and the
// sandbox evidence, at once, and stores the application with the rule-set version, the exact input and every
// reason. The issue's four applicants (healthy, smoker, BMI 42, referred by evidence), the evidence's test
// identities, an unanswered interview, a missing authorization, and one user never reading another's application.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDERWRITING_RULES_VERSION } from '@wysh/domain/underwriting/engine';
import { registered, verifiedUser } from './support/accounts.ts';
import { answerInsuranceProfile, answerInterview, type ProfileAnswers } from './support/applying.ts';
import type { UserError } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const applicationFields = `id createdAt result version outcome issueAge
  termLife { verdict rateClass maxAmount amount maxTermYears termYears }
  accidentalDeath { verdict maxAmount amount }
  reasons { ruleId reason basis }`;

type Application = {
  id: string;
  result: string;
  version: string;
  outcome: string;
  issueAge: number;
  termLife: { verdict: string; rateClass: string | null; amount: number | null; termYears: number | null };
  accidentalDeath: { verdict: string; amount: number | null };
  reasons: Array<{ ruleId: string; reason: string; basis: string[] }>;
};

async function requestNewBusiness(token: string, product = 'wysh-term-life') {
  const result = await t.graphql<{
    requestNewBusiness: { insuranceApplication: Application | null; error: UserError | null };
  }>(
    `mutation ($input: RequestNewBusinessInput!) {
      requestNewBusiness(input: $input) { insuranceApplication { ${applicationFields} } error { code message fields { field message } } }
    }`,
    { input: { product } },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.requestNewBusiness;
}

async function latestApplication(token: string) {
  const result = await t.graphql<{ latestInsuranceApplication: Application | null }>(
    `{ latestInsuranceApplication { ${applicationFields} } }`,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.latestInsuranceApplication;
}

/** A verified applicant with a profile and an answered, authorised interview. */
async function applicant(answers: Record<string, unknown> = {}, profile: ProfileAnswers = {}) {
  const user = await verifiedUser(t);
  const token = user.tokens.accessToken;
  await answerInsuranceProfile(t, token, profile);
  await answerInterview(t, token, answers);
  return token;
}

describe('requestNewBusiness', () => {
  it('accepts a healthy 30-year-old non-smoker at preferred_plus, with the rule-set version and no adverse reason', async () => {
    const token = await applicant();
    const { insuranceApplication, error } = await requestNewBusiness(token);
    expect(error).toBeNull();
    expect(insuranceApplication).toMatchObject({
      result: 'accepted',
      outcome: 'accepted',
      version: UNDERWRITING_RULES_VERSION,
      issueAge: 30,
      termLife: { verdict: 'approved', rateClass: 'preferred_plus', amount: 50_000_000, termYears: 20 },
      accidentalDeath: { verdict: 'approved' },
    });
    expect(await latestApplication(token)).toEqual(insuranceApplication);
  });

  it('gives a smoker a tobacco class', async () => {
    const token = await applicant({ tobacco: 'yes' });
    const { insuranceApplication } = await requestNewBusiness(token);
    expect(insuranceApplication!.outcome).toBe('accepted');
    expect(insuranceApplication!.termLife.rateClass).toMatch(/^tobacco_/);
    expect(insuranceApplication!.reasons.map((reason) => reason.basis.join(' '))).toContainEqual(
      expect.stringContaining('tobacco'),
    );
  });

  it('declines term life for a BMI of 42 and offers accidental death only, saying why', async () => {
    // 5 ft 10 in and 293 lb: BMI 42.0.
    const token = await applicant({ weight: 293 });
    const { insuranceApplication } = await requestNewBusiness(token);
    expect(insuranceApplication).toMatchObject({
      result: 'accepted',
      outcome: 'ad_only',
      termLife: { verdict: 'declined' },
      accidentalDeath: { verdict: 'approved' },
    });
    expect(insuranceApplication!.reasons.some((reason) => /BMI/i.test(reason.reason))).toBe(true);
  });

  it.each([
    ['an SSN the identity check does not find (ending 0009)', '219-09-0009'],
    ['a prior decline reported by the MIB (ending 0004)', '219-09-0004'],
  ])('refers %s to an underwriter', async (_case, ssn) => {
    const token = await applicant({}, { ssn });
    const { insuranceApplication } = await requestNewBusiness(token);
    expect(insuranceApplication!.result).toBe('referred_to_underwriter');
    expect(insuranceApplication!.reasons.length).toBeGreaterThan(0);
  });

  it('declines term life for a licence with two DUIs on its record (ending 13)', async () => {
    const token = await applicant({ dmv_lic_nmbr: 'D1234513' });
    const { insuranceApplication } = await requestNewBusiness(token);
    expect(insuranceApplication!.termLife.verdict).toBe('declined');
    expect(insuranceApplication!.reasons.flatMap((reason) => reason.basis).join(' ')).toMatch(/mvr/);
  });

  it('reads an all-digit licence number as the number typed (several states issue them), not as a number', async () => {
    const token = await applicant({ dmv_lic_nmbr: '12345613' });
    const { insuranceApplication } = await requestNewBusiness(token);
    expect(insuranceApplication!.termLife.verdict).toBe('declined');
    expect(insuranceApplication!.reasons.flatMap((reason) => reason.basis).join(' ')).toMatch(/mvr/);
  });

  it('refuses before the interview is answered and before the checks are authorised, storing nothing', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    await answerInsuranceProfile(t, token);
    expect((await requestNewBusiness(token)).error!.code).toBe('INTERVIEW_INCOMPLETE');
    await answerInterview(t, token, {}, { authorize: false });
    const unauthorised = await requestNewBusiness(token);
    expect(unauthorised.error).toMatchObject({
      code: 'AUTHORIZATION_REQUIRED',
      fields: [{ field: 'evidence_authorization', message: 'Please check this box to continue.' }],
    });
    expect(await latestApplication(token)).toBeNull();
  });

  it('refuses another product and an unverified session', async () => {
    const token = await applicant();
    expect((await requestNewBusiness(token, 'wysh-pet-insurance')).error!.code).toBe('PRODUCT_NOT_OFFERED');
    const identified = await registered(t);
    const refused = await t.graphql(
      `mutation { requestNewBusiness(input: { product: "wysh-term-life" }) { error { code } } }`,
      {},
      { token: identified.tokens.accessToken },
    );
    expect(refused.errors![0]!.message).toBe('Please verify it is you with a code sent to your phone.');
  });

  it("never shows one person another's application, and keeps no SSN in the stored input", async () => {
    const owner = await applicant({}, { ssn: '219-09-1234' });
    const { insuranceApplication } = await requestNewBusiness(owner);
    const stranger = await verifiedUser(t);
    expect(await latestApplication(stranger.tokens.accessToken)).toBeNull();
    const membership = await t.graphql(
      `{ currentUser { activeConstellations { activeInsuranceMembership { latestInsuranceApplication { id } } } } }`,
      {},
      { token: owner },
    );
    expect(JSON.stringify(membership.data)).toContain(insuranceApplication!.id);
    const { rows } = await t.database.pool.query(
      'select input, decision from insurance_applications where id = $1',
      [insuranceApplication!.id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/219-?09-?1234/);
    expect(t.logs.join('\n')).not.toMatch(/219-?09-?1234/);
  });
});
