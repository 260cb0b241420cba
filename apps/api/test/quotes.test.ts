// Quotes and offerings (issue 14 item 5): an accepted application gets a term quote at its class, priced to the
// cent from the filed rates, expiring in a month, with the AD offering beside it; AD-only gets the offering
// alone; a referral gets neither. Re-pricing and changes stay within the approval; an expired quote is refused;
// another person's quote is never found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termLifePremium, accidentalDeathPremium } from '@wysh/domain/pricing/premiums';
import { cents } from '@wysh/domain/money';
import { loadFiledRates } from '../src/modules/pricing/rate-catalogue.ts';
import { verifiedUser } from './support/accounts.ts';
import { answerInsuranceProfile, answerInterview, type ProfileAnswers } from './support/applying.ts';
import type { UserError } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rates = loadFiledRates();
const errorFields = 'error { code message fields { field message } }';
const quoteFields = `id status caseResult amount maxAmount termUnit termDuration maxTermYears termOptions
  allocationCoverage insuredsAgeAtTerm extensionAvailable expiresAt
  classification { id name gender } product { slug } premiums { amount billingFrequency }
  annualPremium monthlyPremium classReasons rules { ruleId reason shaped } insuranceApplication { id result version }
  breakdown { annualRatePer1000 annualPolicyFee rateClass rateVersion issueAge termDuration }`;
const offeringFields = `id productSlug status effectiveUntil expiresAt amount maxAmount insuredsAgeAtTerm
  annualPremium monthlyPremium payoutDetails { publicTransportation autoPedestrian generalAccident }
  breakdown { rateVersion issueAge }`;

type Quote = {
  id: string;
  status: string;
  amount: number;
  maxAmount: number;
  termDuration: number;
  maxTermYears: number;
  termOptions: number[];
  expiresAt: string;
  monthlyPremium: number;
  annualPremium: number;
  insuredsAgeAtTerm: number;
  classification: { id: string; name: string; gender: string };
  classReasons: string[];
  rules: Array<{ ruleId: string; reason: string; shaped: string }>;
  insuranceApplication: { id: string; result: string; version: string };
  breakdown: { rateVersion: string; rateClass: string; issueAge: number };
};
type Offering = {
  id: string;
  productSlug: string;
  status: string;
  effectiveUntil: string;
  amount: number;
  maxAmount: number;
  monthlyPremium: number;
  payoutDetails: { publicTransportation: number; autoPedestrian: number; generalAccident: number };
  breakdown: { rateVersion: string; issueAge: number };
};

async function applied(answers: Record<string, unknown> = {}, profile: ProfileAnswers = {}) {
  const user = await verifiedUser(t);
  const token = user.tokens.accessToken;
  await answerInsuranceProfile(t, token, profile);
  await answerInterview(t, token, answers);
  const result = await t.graphql<{ requestNewBusiness: { error: UserError | null } }>(
    `mutation { requestNewBusiness(input: { product: "wysh-term-life" }) { ${errorFields} } }`,
    {},
    { token },
  );
  expect(result.data!.requestNewBusiness.error).toBeNull();
  return token;
}

async function offers(token: string) {
  const result = await t.graphql<{ pendingQuote: Quote | null; productsOfferings: Offering[] }>(
    `{ pendingQuote { ${quoteFields} } productsOfferings { ${offeringFields} } }`,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe('quotes', () => {
  it('prices the approved cover at its class to the cent, valid for a month, with the AD offering beside it', async () => {
    // A 30-year-old woman (born 1996-06-15, priced on 2026-11-21): $500,000 for 20 years, preferred_plus.
    const token = await applied();
    const { pendingQuote, productsOfferings } = await offers(token);
    const table = rates.currentTermLife();
    const filed = termLifePremium(table, {
      sex: 'female',
      rateClass: 'preferred_plus',
      issueAge: 30,
      termYears: 20,
      amount: cents(50_000_000),
    });
    expect(filed.ok).toBe(true);
    expect(pendingQuote).toMatchObject({
      status: 'pending',
      amount: 50_000_000,
      termDuration: 20,
      insuredsAgeAtTerm: 50,
      classification: { id: 'preferred_plus', name: 'Preferred Plus', gender: 'female' },
      monthlyPremium: filed.ok ? filed.value.monthly : -1,
      annualPremium: filed.ok ? filed.value.annual : -1,
      classReasons: [],
      insuranceApplication: { result: 'accepted' },
      breakdown: { rateVersion: table.version, rateClass: 'preferred_plus', issueAge: 30 },
    });
    expect(pendingQuote!.expiresAt).toBe('2026-12-21T23:59:59.999Z');
    expect(pendingQuote!.termOptions.at(-1)).toBe(pendingQuote!.maxTermYears);

    const ad = accidentalDeathPremium(rates.currentAccidentalDeath(), {
      issueAge: 30,
      amount: cents(50_000_000),
    });
    expect(productsOfferings).toHaveLength(1);
    expect(productsOfferings[0]).toMatchObject({
      productSlug: 'wysh-accidental-death',
      status: 'pending',
      effectiveUntil: '2061-06-15',
      amount: 50_000_000,
      monthlyPremium: ad.ok ? ad.value.monthly : -1,
      payoutDetails: {
        publicTransportation: 50_000_000,
        autoPedestrian: 25_000_000,
        generalAccident: 12_500_000,
      },
    });
  });

  it('says why a smoker is at a tobacco class', async () => {
    const token = await applied({ tobacco: 'yes' });
    const { pendingQuote } = await offers(token);
    expect(pendingQuote!.classification.id).toMatch(/^tobacco_/);
    expect(pendingQuote!.classReasons.length).toBeGreaterThan(0);
  });

  it('names the rules behind a quote: none at the best class, the nicotine rule for a smoker, the income cap', async () => {
    const best = (await offers(await applied())).pendingQuote!;
    expect(best.classification.id).toBe('preferred_plus');
    expect(best.rules).toEqual([]);

    const smoker = (await offers(await applied({ tobacco: 'yes' }))).pendingQuote!;
    expect(smoker.rules).toContainEqual({
      ruleId: 'CLASS-NICOTINE',
      reason: expect.stringMatching(/nicotine/i),
      shaped: 'class',
    });
    expect(smoker.rules.filter((rule) => rule.shaped === 'class').map((rule) => rule.reason)).toEqual(
      smoker.classReasons,
    );

    // $10,000 a year at 30: cover up to 30 times income, $300,000 of the $500,000 asked for.
    const capped = (await offers(await applied({ income: 10_000 }))).pendingQuote!;
    expect(capped.maxAmount).toBe(30_000_000);
    expect(capped.rules).toContainEqual({
      ruleId: 'COVER-INCOME',
      reason: expect.any(String),
      shaped: 'cover',
    });
  });

  it('gives an AD-only applicant the offering alone, and a referred one nothing', async () => {
    const adOnly = await offers(await applied({ weight: 293 }));
    expect(adOnly.pendingQuote).toBeNull();
    expect(adOnly.productsOfferings.map((offering) => offering.productSlug)).toEqual([
      'wysh-accidental-death',
    ]);
    const referred = await offers(await applied({}, { ssn: '219-09-0004' }));
    expect(referred).toEqual({ pendingQuote: null, productsOfferings: [] });
  });

  it('re-prices and saves within the approval only, at the quote rate version', async () => {
    const token = await applied();
    const { pendingQuote: quote } = await offers(token);
    const adjust = async (amount: unknown, termDuration: number) =>
      (
        await t.graphql<{
          adjustQuote: { monthlyPremium: number | null; error: UserError | null };
        }>(
          `query ($id: ID!, $amount: Cents!, $termDuration: Int!) {
            adjustQuote(id: $id, amount: $amount, termDuration: $termDuration) { monthlyPremium ${errorFields} }
          }`,
          { id: quote!.id, amount, termDuration },
          { token },
        )
      ).data!.adjustQuote;
    const cheaper = await adjust(25_000_000, 10);
    expect(cheaper.error).toBeNull();
    expect(cheaper.monthlyPremium!).toBeLessThan(quote!.monthlyPremium);
    expect((await adjust(quote!.maxAmount + 5_000_000, 20)).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'amount' }],
    });
    expect((await adjust(25_000_001, 20)).error!.code).toBe('VALIDATION_FAILED');
    expect((await adjust(25_000_000, quote!.maxTermYears + 1)).error).toMatchObject({
      fields: [{ field: 'termDuration' }],
    });

    const saved = await t.graphql<{ updateQuote: { quote: Quote | null; error: UserError | null } }>(
      `mutation ($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { ${quoteFields} } ${errorFields} } }`,
      { input: { quoteId: quote!.id, amount: 25_000_000, termDuration: 10 } },
      { token },
    );
    expect(saved.data!.updateQuote.error).toBeNull();
    expect(saved.data!.updateQuote.quote).toMatchObject({
      amount: 25_000_000,
      termDuration: 10,
      monthlyPremium: cheaper.monthlyPremium,
      breakdown: { rateVersion: quote!.breakdown.rateVersion },
    });
  });

  it('refuses to change an expired quote and shows it as expired', async () => {
    const token = await applied();
    const { pendingQuote: quote } = await offers(token);
    // A month on (the access token would have expired too): the quote's expiry is moved instead.
    await t.database.pool.query("update quotes set expires_at = '2026-11-21T14:59:59Z' where id = $1", [
      quote!.id,
    ]);
    const { pendingQuote } = await offers(token);
    expect(pendingQuote!.status).toBe('expired');
    const refused = await t.graphql<{ updateQuote: { error: UserError | null } }>(
      `mutation ($input: UpdateQuoteInput!) { updateQuote(input: $input) { ${errorFields} } }`,
      { input: { quoteId: quote!.id, amount: 25_000_000, termDuration: 10 } },
      { token },
    );
    expect(refused.data!.updateQuote.error!.code).toBe('QUOTE_EXPIRED');
  });

  it("never finds another person's quote or offering", async () => {
    const owner = await applied();
    const { pendingQuote, productsOfferings } = await offers(owner);
    const stranger = await verifiedUser(t);
    const token = stranger.tokens.accessToken;
    expect(await offers(token)).toEqual({ pendingQuote: null, productsOfferings: [] });
    const adjust = await t.graphql<{ adjustQuote: { error: UserError | null } }>(
      `query ($id: ID!) { adjustQuote(id: $id, amount: 25000000, termDuration: 10) { ${errorFields} } }`,
      { id: pendingQuote!.id },
      { token },
    );
    expect(adjust.data!.adjustQuote.error!.code).toBe('NOT_FOUND');
    const offering = await t.graphql<{ updateProductOffering: { error: UserError | null } }>(
      `mutation ($id: ID!) { updateProductOffering(input: { offeringId: $id, amount: 25000000 }) { ${errorFields} } }`,
      { id: productsOfferings[0]!.id },
      { token },
    );
    expect(offering.data!.updateProductOffering.error!.code).toBe('NOT_FOUND');
  });

  it("turns the dashboard's insurance card to its quote state, and to notice for a referral", async () => {
    const card = async (token: string) =>
      (
        await t.graphql<{ dashboardHome: { insurance: { state: string; quoteExpiresAt: string | null } } }>(
          '{ dashboardHome { insurance { state quoteExpiresAt } } }',
          {},
          { token },
        )
      ).data!.dashboardHome.insurance;
    expect(await card(await applied())).toEqual({
      state: 'QUOTE',
      quoteExpiresAt: '2026-12-21T23:59:59.999Z',
    });
    expect((await card(await applied({}, { ssn: '219-09-0004' }))).state).toBe('NOTICE');
  });

  it('gives the editor sliders bounded by the approval, for the quote and the offering, and only to their owner', async () => {
    const token = await applied();
    const { pendingQuote, productsOfferings } = await offers(token);
    const state = async (args: string, who = token) =>
      (
        await t.graphql<{
          coverageEditorState: {
            coverageSlider: {
              ticks: Array<{ value: number }>;
              maxErrorMessage: { text: string } | null;
            } | null;
            termSlider: { ticks: Array<{ value: number }> } | null;
            error: UserError | null;
          };
        }>(
          `{ coverageEditorState${args ? `(${args})` : ''} { coverageSlider { ticks { value } maxErrorMessage { text } }
            termSlider { ticks { value } } ${errorFields} } }`,
          {},
          { token: who },
        )
      ).data!.coverageEditorState;
    const quote = await state(`quoteId: "${pendingQuote!.id}"`);
    expect(quote.error).toBeNull();
    expect(quote.coverageSlider!.ticks.at(-1)!.value).toBe(pendingQuote!.maxAmount);
    expect(quote.termSlider!.ticks.at(-1)!.value).toBe(pendingQuote!.maxTermYears);
    const offering = await state(`productsOfferingId: "${productsOfferings[0]!.id}"`);
    expect(offering.termSlider).toBeNull();
    expect(offering.coverageSlider!.ticks[0]!.value).toBe(5_000_000);
    expect((await state('')).error!.code).toBe('VALIDATION_FAILED');
    const stranger = (await verifiedUser(t)).tokens.accessToken;
    expect((await state(`quoteId: "${pendingQuote!.id}"`, stranger)).error!.code).toBe('NOT_FOUND');
  });
});
