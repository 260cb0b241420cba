/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import {
  accidentalDeathLayerPremium,
  increaseLayerTermYears,
  termLifeLayerPremium,
  termLifePremium,
} from '../pricing/premiums.ts';
import { parseAccidentalDeathRates, parseTermLifeRates } from '../pricing/rate-tables.ts';
import type { UnderwritingDecision } from '../underwriting/engine.ts';
import { COVER_LIMITS } from './cover-changes.ts';
import { baseOf, loweredTerms, withLayer, type CoverLayer } from './cover-layers.ts';
import { premiumFor, type PolicyTerms } from './endorsements.ts';
import { approvedCover, increaseOutcome } from './increase-decision.ts';
import { transitionChangeRequest } from './change-request-lifecycle.ts';

const rates = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../../rates', file), 'utf8');
const termLife = parseTermLifeRates(rates('term-life.2026-11-v1.csv'), 'term-life.2026-11-v1');
const accidentalDeath = parseAccidentalDeathRates(
  rates('accidental-death.2026-11-v1.csv'),
  'accidental-death.2026-11-v1',
);

describe('an increase request moves only as its lifecycle allows', () => {
  it('is decided, referred and decided again, then accepted or withdrawn', () => {
    expect(transitionChangeRequest('underwriting', { type: 'approve' })).toEqual({
      ok: true,
      value: 'offered',
    });
    expect(transitionChangeRequest('underwriting', { type: 'refer' })).toEqual({
      ok: true,
      value: 'referred',
    });
    expect(transitionChangeRequest('referred', { type: 'approve' })).toEqual({ ok: true, value: 'offered' });
    expect(transitionChangeRequest('referred', { type: 'decline' })).toEqual({ ok: true, value: 'declined' });
    expect(transitionChangeRequest('offered', { type: 'accept' })).toEqual({ ok: true, value: 'accepted' });
    expect(transitionChangeRequest('offered', { type: 'withdraw' })).toEqual({
      ok: true,
      value: 'withdrawn',
    });
  });

  it('refuses a second acceptance, accepting what was never offered, and withdrawing an underwriter’s case', () => {
    for (const [from, type] of [
      ['accepted', 'accept'],
      ['underwriting', 'accept'],
      ['referred', 'withdraw'],
      ['declined', 'approve'],
      ['expired', 'accept'],
    ] as const)
      expect(transitionChangeRequest(from, { type })).toEqual({
        ok: false,
        error: { code: 'POLICY_CHANGE.TRANSITION_INVALID', from, event: type },
      });
  });
});

const approvedTerm = {
  verdict: 'approved' as const,
  rateClass: 'standard' as const,
  maxAmount: cents(100_000_000),
  amount: cents(75_000_000),
  maxTermYears: 30,
  termYears: 20,
};

function decided(
  outcome: UnderwritingDecision['outcome'],
  termLifeDecision: UnderwritingDecision['termLife'] = approvedTerm,
  accidentalDeathDecision: UnderwritingDecision['accidentalDeath'] = { verdict: 'declined' },
): UnderwritingDecision {
  return {
    rulesVersion: '2026-11-v1',
    decidedOn: '2027-03-01',
    issueAge: 31,
    outcome,
    termLife: termLifeDecision,
    accidentalDeath: accidentalDeathDecision,
    reasons: [],
  };
}

describe('what an underwriting decision means for an increase', () => {
  const asked = { product: 'term_life' as const, amount: cents(75_000_000) };

  it('offers the increase at the class the rules gave, which may differ from the policy’s', () => {
    expect(increaseOutcome(decided('accepted'), asked)).toMatchObject({
      outcome: 'approved',
      rateClass: 'standard',
    });
  });

  it('declines on a term decline and refers a referral or an approval for less cover', () => {
    expect(increaseOutcome(decided('ad_only'), asked).outcome).toBe('declined');
    expect(increaseOutcome(decided('rejected', { verdict: 'declined' }), asked).outcome).toBe('declined');
    expect(increaseOutcome(decided('referred_to_underwriter'), asked).outcome).toBe('referred');
    const less = decided('accepted', { ...approvedTerm, maxAmount: cents(50_000_000) });
    expect(increaseOutcome(less, asked).outcome).toBe('referred');
  });

  it('reads accidental death by its own verdict, without a class', () => {
    const ad = { product: 'accidental_death' as const, amount: cents(30_000_000) };
    const approved = { verdict: 'approved' as const, maxAmount: cents(50_000_000), amount: ad.amount };
    expect(increaseOutcome(decided('ad_only', { verdict: 'declined' }, approved), ad)).toMatchObject({
      outcome: 'approved',
      rateClass: null,
    });
    expect(increaseOutcome(decided('rejected', { verdict: 'declined' }), ad).outcome).toBe('declined');
    const capped = { ...approved, maxAmount: cents(20_000_000) };
    expect(increaseOutcome(decided('ad_only', { verdict: 'declined' }, capped), ad).outcome).toBe('referred');
  });

  it('gives an underwriter’s approval the cover asked for, or the most within their limit above today’s', () => {
    const limits = COVER_LIMITS.term_life;
    const request = { current: cents(50_000_000), asked: cents(100_000_000) };
    expect(approvedCover(limits, request, cents(150_000_000))).toBe(cents(100_000_000));
    expect(approvedCover(limits, request, cents(82_000_000))).toBe(cents(80_000_000));
    expect(approvedCover(limits, request, cents(52_000_000))).toBeNull();
  });
});

describe('an added layer is priced at its own age and class, with no second policy fee', () => {
  it('prices term life from the filed rate for the added amount only', () => {
    // male, standard... the filed rate of male preferred at 31 for 20 years is 0.4242 per $1,000.
    const layer = termLifeLayerPremium(termLife, {
      sex: 'male',
      rateClass: 'preferred',
      issueAge: 31,
      termYears: 20,
      amount: cents(25_000_000),
    });
    // 0.4242 x 250 = $106.05 a year; monthly 10605 x 0.0875 = 927.94 -> 928.
    expect(layer).toMatchObject({ ok: true, value: { annual: 10_605, monthly: 928, annualPolicyFee: 0 } });
    const whole = termLifePremium(termLife, {
      sex: 'male',
      rateClass: 'preferred',
      issueAge: 31,
      termYears: 20,
      amount: cents(25_000_000),
    });
    expect(whole.ok && whole.value.annual).toBe(10_605 + 6_234);
  });

  it('takes layers in the product’s steps from one step up, within the filed ages', () => {
    const request = { sex: 'female' as const, rateClass: 'preferred' as const, termYears: 20 };
    expect(termLifeLayerPremium(termLife, { ...request, issueAge: 31, amount: cents(5_000_000) }).ok).toBe(
      true,
    );
    expect(termLifeLayerPremium(termLife, { ...request, issueAge: 31, amount: cents(2_500_000) })).toEqual({
      ok: false,
      error: { code: 'AMOUNT_NOT_OFFERED' },
    });
    expect(termLifeLayerPremium(termLife, { ...request, issueAge: 46, amount: cents(5_000_000) })).toEqual({
      ok: false,
      error: { code: 'AGE_NOT_OFFERED' },
    });
    expect(
      accidentalDeathLayerPremium(accidentalDeath, { issueAge: 31, amount: cents(5_000_000) }),
    ).toMatchObject({ ok: true, value: { annualPolicyFee: 0 } });
  });

  it('runs the layer for the policy’s years left, at least the shortest filed term', () => {
    expect(increaseLayerTermYears(365 * 17 + 20)).toBe(18);
    expect(increaseLayerTermYears(365 * 3)).toBe(10);
  });
});

const base: PolicyTerms = {
  cover: cents(50_000_000),
  monthlyPremium: cents(2_373),
  annualPremium: cents(27_119),
  rateClass: 'preferred',
  issueAge: 30,
  termYears: 20,
  rateVersion: 'term-life.2026-11-v1',
};
const layer = (cover: number, monthly: number, increaseId: string): CoverLayer => ({
  cover: cents(cover),
  monthlyPremium: cents(monthly),
  annualPremium: cents(monthly * 11),
  rateClass: 'standard',
  issueAge: 33,
  termYears: 17,
  rateVersion: 'term-life.2026-11-v1',
  increaseId,
});

describe('a raised policy’s terms', () => {
  const raised = withLayer(
    withLayer(base, layer(25_000_000, 1_000, 'first')),
    layer(10_000_000, 500, 'second'),
  );

  it('bills the totals and keeps the base as issued', () => {
    expect(raised).toMatchObject({ cover: 85_000_000, monthlyPremium: 3_873, rateClass: 'preferred' });
    expect(baseOf(raised)).toEqual({ cover: 50_000_000, monthlyPremium: 2_373, annualPremium: 27_119 });
    const versions = [
      { version: 1, effectiveOn: '2027-01-05', terms: base, withdrawnOn: null },
      { version: 2, effectiveOn: '2027-06-05', terms: raised, withdrawnOn: null },
    ];
    expect(premiumFor(versions, { dueOn: '2027-05-05', frequency: 'monthly' })).toBe(2_373);
    expect(premiumFor(versions, { dueOn: '2027-06-05', frequency: 'monthly' })).toBe(3_873);
  });

  const price = {
    base: (amount: number) => ({
      monthly: cents(amount / 20_000),
      annual: cents(amount / 2_000),
      rateVersion: 'v2',
    }),
    layer: (_layer: CoverLayer, amount: number) => ({
      monthly: cents(amount / 10_000),
      annual: cents(amount / 1_000),
      rateVersion: 'v3',
    }),
  };

  it('lowers the newest layer first, re-pricing what is left of it', () => {
    const lowered = loweredTerms(raised, cents(80_000_000), price);
    expect(lowered.layers).toEqual([
      layer(25_000_000, 1_000, 'first'),
      { ...layer(5_000_000, 500, 'second'), monthlyPremium: 500, annualPremium: 5_000, rateVersion: 'v3' },
    ]);
    expect(lowered).toMatchObject({ cover: 80_000_000, monthlyPremium: 2_373 + 1_000 + 500 });
    expect(loweredTerms(raised, cents(75_000_000), price)).toMatchObject({
      cover: 75_000_000,
      monthlyPremium: 3_373,
      layers: [layer(25_000_000, 1_000, 'first')],
    });
  });

  it('drops every layer and re-prices the base at the policy’s class below its issued cover', () => {
    expect(loweredTerms(raised, cents(50_000_000), price)).toEqual({ ...base });
    expect(loweredTerms(raised, cents(40_000_000), price)).toEqual({
      ...base,
      cover: 40_000_000,
      monthlyPremium: 2_000,
      annualPremium: 20_000,
      rateVersion: 'v2',
    });
  });
});
