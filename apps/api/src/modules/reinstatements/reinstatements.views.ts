import type { ReinstatementDecision } from '@wysh/domain/reinstatement/decide';
import { cents, type Cents } from '@wysh/domain/money';
import { MONTHLY_FACTOR_TEXT } from '@wysh/domain/pricing/premiums';
import type { PremiumBreakdown } from '../estimates/estimates.service.ts';
import type { LapsedPolicy } from '../policies/lapsed-policies.service.ts';
import type { ReinstatementRequestRow } from './reinstatements.repository.ts';

/** A reinstatement request as its owner sees it (spec 001 §3.3 reinstatementRequest). */
export type ReinstatementRequestView = {
  id: string;
  policyId: string;
  status: ReinstatementRequestRow['status'];
  underwritingRequired: boolean;
  reason: string;
  message: string;
  rulesVersion: string;
  decidedOn: string;
  totalMissedPayments: Cents | null;
  interestDue: Cents | null;
  dueToday: Cents | null;
  missedPremiumCount: number;
  invoiceId: string | null;
  /** How underwriting decided it (approved, referred to an underwriter, declined), or null before or without. */
  underwritingOutcome: ReinstatementRequestRow['underwritingOutcome'];
  /**
   * The underwriting result as the web routes it: accepted (the offer), referred_to_underwriter (a person
   * decides), rejected_reinstatement (the coverage-denied variant); null before or without underwriting.
   */
  underwritingResult: 'accepted' | 'referred_to_underwriter' | 'rejected_reinstatement' | null;
  /** Why an offer stopped holding or underwriting declined it. */
  closedReason: string | null;
  /** The offer to pay (spec 001 §3.3 productsOffering), once there is one. */
  productsOffering: ReinstatementOfferingView | null;
};

/** Where a request stands after the person asked for it or submitted its underwriting. */
export type RequestOutcome = {
  status: ReinstatementRequestRow['status'];
  underwritingRequired: boolean;
  request: ReinstatementRequestView;
};

/** Spec 001 §3.3 reinstatementRequest.productsOffering: the offer's figures, of the day it is for. */
export type ReinstatementOfferingView = {
  id: string;
  /** pending (to pay), accepted (paid), expired. */
  status: 'pending' | 'accepted' | 'expired';
  amount: Cents;
  insuredsAgeAtTerm: number;
  premiums: Array<{ amount: Cents; billingFrequency: 'monthly' }>;
  totalMissedPayments: Cents;
  interestDue: Cents;
  dueToday: Cents;
  /** yyyy-MM-dd: the last day it may be paid (its figures hold for `decidedOn`: interest runs daily). */
  expiresAt: string;
};

/** What a request's offer reads of its policy. */
export type OfferedPolicy = { amount: Cents; insuredsAgeAtTerm: number; monthlyPremium: Cents };

const UNDERWRITING_RESULT = {
  approved: 'accepted',
  referred: 'referred_to_underwriter',
  declined: 'rejected_reinstatement',
} as const;

const OFFERING_STATUS = { offered: 'pending', completed: 'accepted', expired: 'expired' } as const;

function offeringView(row: ReinstatementRequestRow, policy: OfferedPolicy): ReinstatementOfferingView | null {
  if (row.status !== 'offered' && row.status !== 'completed' && row.status !== 'expired') return null;
  if (row.dueToday === null || (row.path === 'underwritten' && row.underwritingOutcome !== 'approved'))
    return null;
  return {
    id: row.id,
    status: OFFERING_STATUS[row.status],
    amount: policy.amount,
    insuredsAgeAtTerm: policy.insuredsAgeAtTerm,
    premiums: [{ amount: policy.monthlyPremium, billingFrequency: 'monthly' }],
    totalMissedPayments: cents(row.totalMissedPremiums ?? 0),
    interestDue: cents(row.interestDue ?? 0),
    dueToday: cents(row.dueToday),
    expiresAt: row.offerExpiresOn ?? row.decidedOn,
  };
}

export function requestView(row: ReinstatementRequestRow, policy: OfferedPolicy): ReinstatementRequestView {
  const money = (value: number | null) => (value === null ? null : cents(value));
  return {
    id: row.id,
    policyId: row.policyId,
    status: row.status,
    // Still to go through underwriting (or turned down by it): an approved one is an offer like any other.
    underwritingRequired: row.path === 'underwritten' && row.underwritingOutcome !== 'approved',
    reason: row.reason,
    message: row.message,
    rulesVersion: row.rulesVersion,
    decidedOn: row.decidedOn,
    totalMissedPayments: money(row.totalMissedPremiums),
    interestDue: money(row.interestDue),
    dueToday: money(row.dueToday),
    missedPremiumCount: (row.lines ?? []).filter((line) => line.kind === 'missed_premium').length,
    invoiceId: row.invoiceId,
    underwritingOutcome: row.underwritingOutcome,
    underwritingResult: row.underwritingOutcome && UNDERWRITING_RESULT[row.underwritingOutcome],
    closedReason: row.closedReason,
    productsOffering: offeringView(row, policy),
  };
}

/** A lapsed policy that may be reinstated today, with what it takes (spec 001 §3.3 reinstateable policy). */
export type ReinstateablePolicyView = {
  id: string;
  policyNumber: string | null;
  productSlug: string;
  amount: Cents;
  insuredsAgeAtTerm: number;
  monthlyPremium: Cents;
  lapsedOn: string | null;
  underwritingRequired: boolean;
  reason: string;
  message: string;
  arrearsOnlyThrough: string;
  windowEndsOn: string;
  totalMissedPremiums: Cents;
  interestDue: Cents;
  dueToday: Cents;
  missedPremiumCount: number;
  reinstatementRequest: ReinstatementRequestView | null;
  /** The premium's working as it was priced at issue (PremiumCalculationModal); null without a class and term. */
  breakdown: PremiumBreakdown | null;
};

type PricedPolicy = {
  amount: Cents;
  rateClass: string | null;
  monthlyPremium: Cents;
  annualPremium: Cents;
  price: LapsedPolicy['price'];
};

function breakdownOf({
  amount,
  rateClass,
  monthlyPremium,
  annualPremium,
  price,
}: PricedPolicy): PremiumBreakdown | null {
  if (rateClass === null || price.termDuration === null) return null;
  return {
    amount,
    annualRatePer1000: price.annualRatePer1000,
    annualPolicyFee: price.annualPolicyFee,
    monthlyFactor: MONTHLY_FACTOR_TEXT,
    rateClass,
    rateVersion: price.rateVersion,
    issueAge: price.issueAge,
    termDuration: price.termDuration,
    annualPremium,
    monthlyPremium,
  };
}

export function reinstateableView(
  policy: {
    id: string;
    label: string | null;
    productSlug: string;
    amount: Cents;
    insuredsAgeAtTerm: number;
    monthlyPremium: Cents;
    lapseDate: string | null;
  } & PricedPolicy,
  decision: Extract<ReinstatementDecision, { eligible: true }>,
  request: ReinstatementRequestRow | undefined,
): ReinstateablePolicyView {
  return {
    id: policy.id,
    policyNumber: policy.label,
    productSlug: policy.productSlug,
    amount: policy.amount,
    insuredsAgeAtTerm: policy.insuredsAgeAtTerm,
    monthlyPremium: policy.monthlyPremium,
    lapsedOn: policy.lapseDate,
    underwritingRequired: decision.path === 'underwritten',
    reason: decision.reason,
    message: decision.message,
    arrearsOnlyThrough: decision.arrearsOnlyThrough,
    windowEndsOn: decision.windowEndsOn,
    totalMissedPremiums: decision.amounts.totalMissedPremiums,
    interestDue: decision.amounts.interestDue,
    dueToday: decision.amounts.dueToday,
    missedPremiumCount: decision.amounts.missedPremiums.length,
    reinstatementRequest: request ? requestView(request, policy) : null,
    breakdown: breakdownOf(policy),
  };
}
