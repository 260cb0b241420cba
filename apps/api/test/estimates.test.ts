// Estimates (spec 000 §3, §4, §7; 001 §3.3, §4.13, §7.3): priced from the filed rates at the estimate's class,
// saved as history, re-priced without saving, the slider metadata, a visitor's preview, the estimate-form flow,
// a rate change that leaves saved estimates as they were, another user's ids and bad amounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@wysh/domain/money';
import type { TermLifeRateTable } from '@wysh/domain/pricing/rate-tables';
import { createPricingService } from '../src/modules/pricing/pricing.service.ts';
import { loadFiledRates } from '../src/modules/pricing/rate-catalogue.ts';
import { registered, userIdOf } from './support/accounts.ts';
import { answerAndNext, bornYearsAgo, startFlow, type UserError } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const rates = loadFiledRates();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { ports: { rates } });
});
afterAll(() => t.close());

const dollars = (amount: number) => amount * 100;
const errorFields = 'error { code message fields { field message } }';
const estimateFields = `id amount termDuration termUnit health tobacco insuredsAgeAtTerm
  premiums { amount billingFrequency } annualPremium monthlyPremium allocationsCoveredPercentage
  rateClass rateVersion createdAt
  breakdown { amount annualRatePer1000 annualPolicyFee monthlyFactor rateClass rateVersion issueAge termDuration }`;
const pricingFields = `annualPremium monthlyPremium allocationsCoveredPercentage
  pricing { amount termDuration insuredsAgeAtTerm premiums { amount billingFrequency }
    breakdown { annualRatePer1000 annualPolicyFee monthlyFactor rateClass rateVersion issueAge } }`;

type Estimate = {
  id: string;
  amount: number;
  termDuration: number;
  monthlyPremium: number;
  annualPremium: number;
  rateClass: string;
  rateVersion: string;
  breakdown: Record<string, unknown>;
} & Record<string, unknown>;
type Pricing = {
  annualPremium: number | null;
  monthlyPremium: number | null;
  allocationsCoveredPercentage: number | null;
  pricing: { amount: number; termDuration: number; breakdown: Record<string, unknown> } & Record<
    string,
    unknown
  >;
  error: UserError | null;
};

async function prequalify(
  token: string,
  input: { birthdate: string; sex: string; tobacco: boolean; state?: string },
) {
  const result = await t.graphql<{
    updatePrequalificationInformation: { inputs: Record<string, unknown> | null; error: UserError | null };
  }>(
    `mutation ($input: PrequalificationInformationInput!) {
      updatePrequalificationInformation(input: $input) { inputs { birthdate sex tobacco state missing } ${errorFields} }
    }`,
    { input },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.updatePrequalificationInformation;
}

async function createEstimate(token: string, input: Record<string, unknown>) {
  const result = await t.graphql<{
    createEstimate: {
      amount: number | null;
      termDuration: number | null;
      estimate: Estimate | null;
      error: UserError | null;
    };
  }>(
    `mutation ($input: EstimateInput!) {
      createEstimate(input: $input) { amount termDuration estimate { ${estimateFields} } ${errorFields} }
    }`,
    { input },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createEstimate;
}

async function adjust(token: string, args: { id: string; amount: unknown; termDuration: number }) {
  const result = await t.graphql<{ adjustEstimate: Pricing }>(
    `query ($id: ID!, $amount: Cents!, $termDuration: Int!) {
      adjustEstimate(id: $id, termUnit: "year", termDuration: $termDuration, amount: $amount) {
        ${pricingFields} ${errorFields}
      }
    }`,
    args,
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.adjustEstimate;
}

async function latestEstimate(token: string) {
  const result = await t.graphql<{ latestEstimate: Estimate | null }>(
    `{ latestEstimate { ${estimateFields} } }`,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.latestEstimate;
}

const estimateRows = async (userId: string) =>
  Number(
    (await t.database.pool.query('select count(*) as n from estimates where user_id = $1', [userId])).rows[0]
      .n,
  );

/** A signed-in person with the answers an estimate needs. */
async function person(answers: { age: number; sex: 'male' | 'female'; tobacco?: boolean }) {
  const user = await registered(t);
  const token = user.tokens.accessToken;
  const saved = await prequalify(token, {
    birthdate: bornYearsAgo(answers.age),
    sex: answers.sex,
    tobacco: answers.tobacco ?? false,
    state: 'OH',
  });
  expect(saved.error).toBeNull();
  return { token, userId: await userIdOf(t, token) };
}

describe('prices from the filed rates', () => {
  it("matches the rating README's worked figure for an estimate's class, through createEstimate and adjustEstimate", async () => {
    const { token } = await person({ age: 30, sex: 'male' });
    const created = await createEstimate(token, {
      amount: dollars(250_000),
      termDuration: 15,
      termUnit: 'year',
    });
    expect(created.error).toBeNull();
    // male, preferred, 30, 20 years, $500,000: exactly $23.729125 a month, which an estimate floors to $23.72
    // (spec 000 §9; a quote at preferred would round it to the filed $23.73).
    const adjusted = await adjust(token, {
      id: created.estimate!.id,
      amount: dollars(500_000),
      termDuration: 20,
    });
    expect(adjusted.error).toBeNull();
    expect(adjusted.monthlyPremium).toBe(2372);
    expect(adjusted.pricing.breakdown).toMatchObject({
      rateClass: 'preferred',
      rateVersion: 'term-life.2026-11-v1',
      issueAge: 30,
      monthlyFactor: '0.0875',
    });
    // Not saved: the estimate is still what was created.
    expect((await latestEstimate(token))!.amount).toBe(dollars(250_000));
  });

  it.each([
    ['male', 'preferred_plus', 30, 500_000, 1926],
    ['male', 'preferred', 30, 500_000, 2373],
    ['female', 'preferred_plus', 25, 100_000, 740],
    ['male', 'standard', 45, 500_000, 10583],
    ['male', 'tobacco_standard', 40, 500_000, 14814],
  ] as const)(
    'the pricing module answers every worked figure: %s %s %i, 20 years, $%i',
    (sex, rateClass, issueAge, amount, monthly) => {
      const priced = createPricingService({ rates }).priceTermLife({
        sex,
        rateClass,
        issueAge,
        termYears: 20,
        amount: cents(dollars(amount)),
      });
      expect(priced.ok && priced.value.monthly).toBe(monthly);
    },
  );

  it('prices a tobacco user at tobacco_preferred and says so', async () => {
    const { token } = await person({ age: 30, sex: 'male', tobacco: true });
    const created = await createEstimate(token, { amount: dollars(500_000), termDuration: 20 });
    expect(created.estimate).toMatchObject({
      rateClass: 'tobacco_preferred',
      tobacco: true,
      health: 'average',
    });
    const expected = createPricingService({ rates }).estimateTermLife({
      sex: 'male',
      tobacco: true,
      issueAge: 30,
      termYears: 20,
      amount: cents(dollars(500_000)),
    });
    expect(expected.ok && created.estimate!.monthlyPremium).toBe(expected.ok && expected.value.monthly);
  });
});

describe('createEstimate and latestEstimate', () => {
  it('saves each estimate as a new row; the newest is the latest, on the query and the membership', async () => {
    const { token, userId } = await person({ age: 30, sex: 'male' });
    expect(await latestEstimate(token)).toBeNull();
    const first = await createEstimate(token, { amount: dollars(500_000), termDuration: 20 });
    expect(first).toMatchObject({ amount: dollars(500_000), termDuration: 20, error: null });
    expect(first.estimate).toMatchObject({
      amount: dollars(500_000),
      termDuration: 20,
      termUnit: 'YEAR',
      insuredsAgeAtTerm: 50,
      monthlyPremium: 2372,
      allocationsCoveredPercentage: 0,
      rateClass: 'preferred',
      rateVersion: 'term-life.2026-11-v1',
      premiums: [
        { amount: 2372, billingFrequency: 'MONTHLY' },
        { amount: first.estimate!.annualPremium, billingFrequency: 'ANNUALLY' },
      ],
    });
    t.clock.advance(60_000);
    const second = await t.graphql<{ updateEstimateDatum: { estimate: Estimate } }>(
      `mutation { updateEstimateDatum(input: { amount: ${dollars(750_000)}, termDuration: 25 }) { estimate { id amount } } }`,
      {},
      { token },
    );
    expect(second.data!.updateEstimateDatum.estimate.amount).toBe(dollars(750_000));
    expect(await estimateRows(userId)).toBe(2);
    expect((await latestEstimate(token))!.id).toBe(second.data!.updateEstimateDatum.estimate.id);
    const membership = await t.graphql<{
      currentUser: {
        activeConstellations: Array<{
          activeInsuranceMembership: { latestEstimateDatum: { id: string } | null };
        }>;
      };
    }>(
      '{ currentUser { activeConstellations { activeInsuranceMembership { latestEstimateDatum { id } } } } }',
      {},
      { token },
    );
    expect(
      membership.data!.currentUser.activeConstellations[0]!.activeInsuranceMembership.latestEstimateDatum!.id,
    ).toBe(second.data!.updateEstimateDatum.estimate.id);
  });

  it('asks for what it lacks (ESTIMATE_INPUTS_MISSING) and saves nothing', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const refused = await createEstimate(token, { amount: dollars(500_000), termDuration: 20 });
    expect(refused.error!.code).toBe('ESTIMATE_INPUTS_MISSING');
    expect(refused.error!.fields.map((field) => field.field)).toEqual(['birthdate', 'sex', 'tobacco']);
    expect(await estimateRows(await userIdOf(t, token))).toBe(0);
  });

  it('refuses a person outside 18-45 and a state the product is not sold in', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const old = await prequalify(token, { birthdate: bornYearsAgo(50), sex: 'male', tobacco: false });
    expect(old.error!.code).toBe('AGE_NOT_ELIGIBLE');
    const elsewhere = await prequalify(token, {
      birthdate: bornYearsAgo(30),
      sex: 'male',
      tobacco: false,
      state: 'NY',
    });
    expect(elsewhere.error!.code).toBe('STATE_NOT_ELIGIBLE');
  });

  it('needs a signed-in caller', async () => {
    const result = await t.graphql('{ latestEstimate { id } }');
    expect(result.errors![0]!.extensions!.code).toBe('GRAPH_API_UNAUTHORIZED');
  });
});

describe('the estimate-form flow', () => {
  it('asks birthdate, sex, tobacco and state; createEstimate prices with its answers', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const started = await startFlow(t, token, 'estimate-form');
    expect(started.error).toBeNull();
    const session = started.flowSession!;
    let form = started.form!;
    expect(form.slug).toBe('estimate-form-birthdate');
    form = (await answerAndNext(t, token, session, form, { 'profile.birthdate': bornYearsAgo(30) })).form!;
    expect(form.slug).toBe('estimate-form-gender');
    form = (await answerAndNext(t, token, session, form, { 'profile.gender': 'male' })).form!;
    expect(form.slug).toBe('estimate-form-tobacco');
    form = (await answerAndNext(t, token, session, form, { 'estimate.tobacco': 'yes' })).form!;
    expect(form.slug).toBe('estimate-form-state');
    form = (await answerAndNext(t, token, session, form, { 'estimate.state': 'OH' })).form!;
    expect(form.slug).toBe('estimate-form-done');
    const created = await createEstimate(token, { amount: dollars(500_000), termDuration: 20 });
    expect(created.error).toBeNull();
    expect(created.estimate).toMatchObject({ tobacco: true, rateClass: 'tobacco_preferred' });
  });

  it('ends on "Sorry, we aren\'t in your state yet" for a state not sold, and no estimate is priced there', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const started = await startFlow(t, token, 'estimate-form');
    const session = started.flowSession!;
    let form = started.form!;
    form = (await answerAndNext(t, token, session, form, { 'profile.birthdate': bornYearsAgo(30) })).form!;
    form = (await answerAndNext(t, token, session, form, { 'profile.gender': 'female' })).form!;
    form = (await answerAndNext(t, token, session, form, { 'estimate.tobacco': 'no' })).form!;
    form = (await answerAndNext(t, token, session, form, { 'estimate.state': 'NY' })).form!;
    expect(form.slug).toBe('estimate-form-state-not-sold');
    const refused = await createEstimate(token, { amount: dollars(500_000), termDuration: 20 });
    expect(refused.error!.code).toBe('STATE_NOT_ELIGIBLE');
  });
});

describe("another user's estimate", () => {
  it('answers NOT_FOUND to adjustEstimate and coverageEditorState', async () => {
    const owner = await person({ age: 30, sex: 'male' });
    const estimate = (await createEstimate(owner.token, { amount: dollars(500_000), termDuration: 20 }))
      .estimate!;
    const other = await person({ age: 35, sex: 'female' });
    const adjusted = await adjust(other.token, {
      id: estimate.id,
      amount: dollars(500_000),
      termDuration: 20,
    });
    expect(adjusted.error!.code).toBe('NOT_FOUND');
    expect(adjusted.pricing).toBeNull();
    const state = await t.graphql<{
      coverageEditorState: { coverageSlider: unknown; error: UserError | null };
    }>(
      `query ($id: ID!) { coverageEditorState(estimateId: $id) { coverageSlider { value } ${errorFields} } }`,
      { id: estimate.id },
      { token: other.token },
    );
    expect(state.data!.coverageEditorState).toMatchObject({
      coverageSlider: null,
      error: { code: 'NOT_FOUND' },
    });
    const unknown = await adjust(other.token, {
      id: 'not-a-uuid',
      amount: dollars(500_000),
      termDuration: 20,
    });
    expect(unknown.error!.code).toBe('NOT_FOUND');
  });
});

describe('amounts', () => {
  it.each([
    ['negative', -dollars(500_000)],
    ['a fraction of a dollar', dollars(500_000) + 50],
    ['huge', 1e18],
    ['a string', 'five hundred thousand'],
    ['a numeric string', String(dollars(500_000))],
    ['off the $50,000 step', dollars(123_456)],
  ])('refuses an amount that is %s with a field error and saves nothing', async (_name, amount) => {
    const { token, userId } = await person({ age: 30, sex: 'male' });
    const refused = await createEstimate(token, { amount, termDuration: 20 });
    expect(refused.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'amount' }] });
    expect(refused.estimate).toBeNull();
    expect(await estimateRows(userId)).toBe(0);
  });

  it('clamps cover and term into the filed limits', async () => {
    const { token } = await person({ age: 30, sex: 'male' });
    const high = await createEstimate(token, { amount: dollars(5_000_000), termDuration: 50 });
    expect(high).toMatchObject({ amount: dollars(2_000_000), termDuration: 35, error: null });
    const low = await createEstimate(token, { amount: dollars(50_000), termDuration: 5 });
    expect(low).toMatchObject({ amount: dollars(100_000), termDuration: 10, error: null });
    const adjusted = await adjust(token, { id: low.estimate!.id, amount: 0, termDuration: 99 });
    expect(adjusted.pricing).toMatchObject({ amount: dollars(100_000), termDuration: 35 });
  });
});

describe('coverageEditorState', () => {
  it('answers the sliders of the estimate: filed cover ticks, "Lock rate until age N" terms, coverage details', async () => {
    const { token } = await person({ age: 30, sex: 'male' });
    const estimate = (await createEstimate(token, { amount: dollars(500_000), termDuration: 20 })).estimate!;
    const result = await t.graphql<{ coverageEditorState: Record<string, Record<string, unknown>> }>(
      `query ($id: ID!) { coverageEditorState(estimateId: $id) {
        coverageSlider { ticks { value label } valueBase increment characterMax value textEditable
          minErrorMessage { header text } maxErrorMessage { header text } leftTextLabel rightTextLabel }
        termSlider { ticks { value label } value textEditable leftTextLabel rightTextLabel }
        coverageDetails { productSlug minimumAmount maximumAmount minimumTermDuration maximumTermDuration
          requestedAmount requestedTermDuration }
        ${errorFields} } }`,
      { id: estimate.id },
      { token },
    );
    const state = result.data!.coverageEditorState;
    const cover = state.coverageSlider as { ticks: Array<{ value: number; label: string }> } & Record<
      string,
      unknown
    >;
    expect(cover.ticks).toHaveLength(39);
    expect(cover.ticks[0]).toEqual({ value: dollars(100_000), label: '$100,000' });
    expect(cover).toMatchObject({
      valueBase: 100,
      increment: dollars(50_000),
      characterMax: 20,
      value: dollars(500_000),
      textEditable: true,
      minErrorMessage: { header: "Hmm, let's get some meat on those bones" },
      maxErrorMessage: { header: 'Sorry, high-roller...' },
    });
    const term = state.termSlider as { ticks: Array<{ value: number; label: string }> } & Record<
      string,
      unknown
    >;
    expect(term.ticks[0]).toEqual({ value: 10, label: 'Lock rate until age 40' });
    expect(term.ticks.at(-1)).toEqual({ value: 35, label: 'Lock rate until age 65' });
    expect(term).toMatchObject({ value: 20, textEditable: false });
    expect(state.coverageDetails).toEqual({
      productSlug: 'wysh-term-life',
      minimumAmount: dollars(100_000),
      maximumAmount: dollars(2_000_000),
      minimumTermDuration: 10,
      maximumTermDuration: 35,
      requestedAmount: dollars(500_000),
      requestedTermDuration: 20,
    });
  });
});

describe('previewEstimate (a visitor)', () => {
  it('prices without an account and stores nothing', async () => {
    const count = async () =>
      Number((await t.database.pool.query('select count(*) as n from estimates')).rows[0].n);
    const before = await count();
    const result = await t.graphql<{ previewEstimate: Pricing }>(
      `query ($input: PreviewEstimateInput!) { previewEstimate(input: $input) { ${pricingFields} ${errorFields} } }`,
      {
        input: {
          birthdate: bornYearsAgo(30),
          sex: 'male',
          tobacco: false,
          amount: dollars(500_000),
          termDuration: 20,
        },
      },
    );
    expect(result.data!.previewEstimate).toMatchObject({ monthlyPremium: 2372, error: null });
    expect(await count()).toBe(before);
    const young = await t.graphql<{ previewEstimate: Pricing }>(
      `query ($input: PreviewEstimateInput!) { previewEstimate(input: $input) { ${errorFields} } }`,
      {
        input: {
          birthdate: bornYearsAgo(16),
          sex: 'male',
          tobacco: false,
          amount: dollars(500_000),
          termDuration: 20,
        },
      },
    );
    expect(young.data!.previewEstimate.error!.code).toBe('AGE_NOT_ELIGIBLE');
  });
});

describe('a new rate version', () => {
  it('leaves saved estimates priced as they were; new ones and adjustments use the new version', async () => {
    const { token } = await person({ age: 30, sex: 'male' });
    const before = (await createEstimate(token, { amount: dollars(500_000), termDuration: 20 })).estimate!;
    const current = rates.currentTermLife();
    // The next filing: every rate 10% higher, the same fees.
    const next: TermLifeRateTable = {
      version: 'term-life.2026-12-v2',
      rate: (key) => {
        const filed = current.rate(key);
        return filed && { ...filed, annualRatePer1000: (Number(filed.annualRatePer1000) * 1.1).toFixed(4) };
      },
    };
    rates.add({ product: 'term-life', table: next });
    try {
      const latest = (await latestEstimate(token))!;
      expect(latest).toMatchObject({
        id: before.id,
        rateVersion: 'term-life.2026-11-v1',
        monthlyPremium: before.monthlyPremium,
        annualPremium: before.annualPremium,
      });
      const adjusted = await adjust(token, { id: before.id, amount: dollars(500_000), termDuration: 20 });
      expect(adjusted.pricing.breakdown.rateVersion).toBe('term-life.2026-12-v2');
      expect(adjusted.monthlyPremium).toBeGreaterThan(before.monthlyPremium);
      t.clock.advance(60_000);
      const after = (await createEstimate(token, { amount: dollars(500_000), termDuration: 20 })).estimate!;
      expect(after.rateVersion).toBe('term-life.2026-12-v2');
      expect(after.monthlyPremium).toBe(adjusted.monthlyPremium);
    } finally {
      // Filed back (as a newer version), should a test be added after this one.
      rates.add({ product: 'term-life', table: { ...current, version: 'term-life.2026-12-v3' } });
    }
  });
});
