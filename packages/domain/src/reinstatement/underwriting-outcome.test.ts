import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import type { UnderwritingDecision } from '../underwriting/engine.ts';
import { reinstatementUnderwritingOutcome } from './underwriting-outcome.ts';

const policy = { amount: cents(50_000_000), rateClass: 'preferred' };

const approvedTerm = {
  verdict: 'approved' as const,
  rateClass: 'preferred' as const,
  maxAmount: cents(100_000_000),
  amount: cents(50_000_000),
  maxTermYears: 30,
  termYears: 20,
};

function decided(
  outcome: UnderwritingDecision['outcome'],
  term: UnderwritingDecision['termLife'] = approvedTerm,
): UnderwritingDecision {
  return {
    rulesVersion: '2026-11-v1',
    decidedOn: '2027-03-01',
    issueAge: 30,
    outcome,
    termLife: term,
    accidentalDeath: { verdict: 'declined' },
    reasons: [],
  };
}

describe('what an underwriting decision means for a reinstatement', () => {
  it('approves when term life is approved at the policy’s class or better, for its cover', () => {
    expect(reinstatementUnderwritingOutcome(decided('accepted'), policy).outcome).toBe('approved');
    const better = decided('accepted', { ...approvedTerm, rateClass: 'preferred_plus' });
    expect(reinstatementUnderwritingOutcome(better, policy).outcome).toBe('approved');
  });

  it('refers a lower class or less cover to an underwriter, and what the rules referred', () => {
    const base = approvedTerm;
    expect(
      reinstatementUnderwritingOutcome(decided('accepted', { ...base, rateClass: 'standard' }), policy)
        .outcome,
    ).toBe('referred');
    expect(
      reinstatementUnderwritingOutcome(decided('accepted', { ...base, maxAmount: cents(25_000_000) }), policy)
        .outcome,
    ).toBe('referred');
    expect(
      reinstatementUnderwritingOutcome(
        decided('referred_to_underwriter', { ...base, verdict: 'referred' }),
        policy,
      ).outcome,
    ).toBe('referred');
  });

  it('declines when term life is declined, even with an accidental death offer', () => {
    expect(
      reinstatementUnderwritingOutcome(decided('ad_only', { verdict: 'declined' }), policy).outcome,
    ).toBe('declined');
    expect(
      reinstatementUnderwritingOutcome(decided('rejected', { verdict: 'declined' }), policy).outcome,
    ).toBe('declined');
  });
});
