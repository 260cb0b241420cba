// The policy updates banner (spec 000 §2 "Policy updates banner"): what a policyholder is told is waiting on
// their policy, first match wins. Before the spec's list comes the policy's own standing (issue 24: a past-due
// policy shows it there too): a lapsed policy, then one in grace with a premium past due. Then the spec's order: a
// pending change of the policy (its terms, a lowered cover waiting for its due date, then its beneficiaries), an
// open manual review case, then a quote waiting for approval (a cover increase approved for the owner, or a
// quote newer than the policy's); nothing without a policy. Pure: the server feeds it the facts, the pages render
// the answer (UPDATES PENDING / SEE DETAILS, PENDING YOUR APPROVAL / REVIEW, PAYMENT PAST DUE / PAY NOW, POLICY
// LAPSED / SEE DETAILS).

export type PolicyUpdateReason =
  | 'lapsed'
  | 'past_due'
  | 'cover_change'
  | 'policy_change'
  | 'manual_review'
  | 'cover_increase'
  | 'term_extension'
  | 'pending_quote';

/** updates_pending: "UPDATES PENDING" / "SEE DETAILS"; pending_approval: "PENDING YOUR APPROVAL" / "REVIEW". */
export type PolicyUpdateKind = 'policy_lapsed' | 'payment_past_due' | 'updates_pending' | 'pending_approval';

export type PolicyUpdate = { kind: PolicyUpdateKind; reason: PolicyUpdateReason };

export interface PolicyUpdateFacts {
  hasPolicy: boolean;
  /** The policy's status: 'grace' (a premium past due) and 'lapsed' come first. */
  policyStatus?: string;
  /** A change of the policy's terms (a lower cover) waiting for the due date it takes effect on. */
  pendingCoverChange?: boolean;
  /** A change of the policy (a beneficiary change) saved but not yet confirmed or discarded. */
  pendingPolicyChange: boolean;
  /** A manual underwriting case not yet decided. */
  openManualReview: boolean;
  /** An increase of the policy's cover approved and waiting for the owner on confirm-update (a pending quote). */
  increaseOffered?: boolean;
  /** An extension of the policy's term to 65 approved and waiting for the owner on confirm-update. */
  extensionOffered?: boolean;
  /** The newest quote: pending, and of an application other than the one the policy was bought from. */
  newerPendingQuote: boolean;
}

export function policyUpdate(facts: PolicyUpdateFacts): PolicyUpdate | null {
  if (!facts.hasPolicy) return null;
  if (facts.policyStatus === 'lapsed') return { kind: 'policy_lapsed', reason: 'lapsed' };
  if (facts.policyStatus === 'grace') return { kind: 'payment_past_due', reason: 'past_due' };
  if (facts.pendingCoverChange) return { kind: 'updates_pending', reason: 'cover_change' };
  if (facts.pendingPolicyChange) return { kind: 'updates_pending', reason: 'policy_change' };
  if (facts.openManualReview) return { kind: 'updates_pending', reason: 'manual_review' };
  if (facts.increaseOffered) return { kind: 'pending_approval', reason: 'cover_increase' };
  if (facts.extensionOffered) return { kind: 'pending_approval', reason: 'term_extension' };
  if (facts.newerPendingQuote) return { kind: 'pending_approval', reason: 'pending_quote' };
  return null;
}

/** A quote is the policy's own unless it comes from a later application and still waits (status pending). */
export function isNewerPendingQuote(
  quote: { status: string; insuranceApplicationId: string } | null,
  policy: { insuranceApplicationId: string },
): boolean {
  return (
    quote !== null &&
    quote.status === 'pending' &&
    quote.insuranceApplicationId !== policy.insuranceApplicationId
  );
}
