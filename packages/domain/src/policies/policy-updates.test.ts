import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewerPendingQuote, policyUpdate, type PolicyUpdateFacts } from './policy-updates.ts';

const nothing: PolicyUpdateFacts = {
  hasPolicy: true,
  pendingPolicyChange: false,
  openManualReview: false,
  newerPendingQuote: false,
};

describe('policyUpdate', () => {
  it('shows nothing when nothing waits', () => {
    expect(policyUpdate(nothing)).toBeNull();
  });

  it('puts a lapsed policy, then one with a premium past due, before everything else', () => {
    const everything = {
      ...nothing,
      pendingPolicyChange: true,
      openManualReview: true,
      newerPendingQuote: true,
    };
    expect(policyUpdate({ ...everything, policyStatus: 'lapsed' })).toEqual({
      kind: 'policy_lapsed',
      reason: 'lapsed',
    });
    expect(policyUpdate({ ...everything, policyStatus: 'grace' })).toEqual({
      kind: 'payment_past_due',
      reason: 'past_due',
    });
    expect(policyUpdate({ ...everything, policyStatus: 'active' })).toMatchObject({
      reason: 'policy_change',
    });
  });

  it('shows UPDATES PENDING for a pending policy change', () => {
    expect(policyUpdate({ ...nothing, pendingPolicyChange: true })).toEqual({
      kind: 'updates_pending',
      reason: 'policy_change',
    });
  });

  it('shows UPDATES PENDING for a lower cover waiting for its due date, before a beneficiary change', () => {
    expect(policyUpdate({ ...nothing, pendingCoverChange: true, pendingPolicyChange: true })).toEqual({
      kind: 'updates_pending',
      reason: 'cover_change',
    });
    expect(policyUpdate({ ...nothing, pendingCoverChange: true, policyStatus: 'grace' })?.reason).toBe(
      'past_due',
    );
  });

  it('shows UPDATES PENDING for an open manual review case', () => {
    expect(policyUpdate({ ...nothing, openManualReview: true })).toEqual({
      kind: 'updates_pending',
      reason: 'manual_review',
    });
  });

  it('shows PENDING YOUR APPROVAL for a newer pending quote', () => {
    expect(policyUpdate({ ...nothing, newerPendingQuote: true })).toEqual({
      kind: 'pending_approval',
      reason: 'pending_quote',
    });
  });

  it('puts a policy change before a review case, and a review case before a quote', () => {
    expect(policyUpdate({ ...nothing, pendingPolicyChange: true, openManualReview: true })?.reason).toBe(
      'policy_change',
    );
    expect(policyUpdate({ ...nothing, openManualReview: true, newerPendingQuote: true })?.reason).toBe(
      'manual_review',
    );
  });

  it('never shows a banner without a policy, whatever else waits', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (change, review, quote) => {
        expect(
          policyUpdate({
            hasPolicy: false,
            pendingPolicyChange: change,
            openManualReview: review,
            newerPendingQuote: quote,
          }),
        ).toBeNull();
      }),
    );
  });

  it('follows the precedence for every combination', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (change, review, quote) => {
        const update = policyUpdate({
          hasPolicy: true,
          pendingPolicyChange: change,
          openManualReview: review,
          newerPendingQuote: quote,
        });
        const expected = change ? 'policy_change' : review ? 'manual_review' : quote ? 'pending_quote' : null;
        expect(update?.reason ?? null).toBe(expected);
        if (update) expect(update.kind === 'pending_approval').toBe(update.reason === 'pending_quote');
      }),
    );
  });
});

describe('isNewerPendingQuote', () => {
  const policy = { insuranceApplicationId: 'application-1' };

  it('is false without a quote', () => {
    expect(isNewerPendingQuote(null, policy)).toBe(false);
  });

  it("is false for the policy's own application's quote, even pending (the term quote beside a bought AD)", () => {
    expect(isNewerPendingQuote({ status: 'pending', insuranceApplicationId: 'application-1' }, policy)).toBe(
      false,
    );
  });

  it('is true for a pending quote of a later application, false once accepted or expired', () => {
    expect(isNewerPendingQuote({ status: 'pending', insuranceApplicationId: 'application-2' }, policy)).toBe(
      true,
    );
    expect(isNewerPendingQuote({ status: 'expired', insuranceApplicationId: 'application-2' }, policy)).toBe(
      false,
    );
    expect(isNewerPendingQuote({ status: 'accepted', insuranceApplicationId: 'application-2' }, policy)).toBe(
      false,
    );
  });
});
