// A policy as the API shows it (spec 001 §3.3 Policy): its terms, its dates, its billing plan.
import { insuranceCardTitle } from '@wysh/domain/home-state';
import { cents, type Cents } from '@wysh/domain/money';
import { MONTHLY_FACTOR_TEXT } from '@wysh/domain/pricing/premiums';
import { rateClassName } from '@wysh/domain/pricing/rate-tables';
import {
  pendingEndorsements,
  termsOn,
  type Endorsement,
  type PolicyTerms,
} from '@wysh/domain/policy-changes/endorsements';
import type { PolicyRow } from './policies.repository.ts';
import { issuedTerms } from './issued-terms.ts';

/** The next premium: its invoice when one is open, else the day it falls due (estimated until invoiced). */
export type NextPayment = { date: string; invoiceId: string | null; estimated: boolean };

/** A version of the terms as the API shows it. */
export type TermsView = { amount: Cents; monthlyPremium: Cents; annualPremium: Cents; rateVersion: string };

/** A change waiting for its due date ("UPDATES PENDING"): the terms now and those it brings, side by side. */
export type PendingUpdateView = {
  policyId: string;
  version: number;
  /** yyyy-MM-dd: the due date it takes effect on. */
  effectiveOn: string;
  current: TermsView;
  requested: TermsView;
};

export type PolicyView = {
  id: string;
  userId: string;
  insuranceMembershipId: string;
  insuranceApplicationId: string;
  label: string | null;
  status: PolicyRow['status'];
  productSlug: PolicyRow['productSlug'];
  amount: Cents;
  termUnit: 'year';
  termDuration: number | null;
  insuredsAgeAtTerm: number;
  issueAge: number;
  effectiveAt: Date | null;
  effectiveOn: string | null;
  terminatesAt: string | null;
  /** In grace: the last day of cover unless the past-due premiums are paid; lapsed: the day it ended. */
  lapsesAt: string | null;
  classification: { id: string; name: string } | null;
  rateVersion: string;
  rulesVersion: string;
  annualPremium: Cents;
  monthlyPremium: Cents;
  accountsProduct: {
    id: string;
    name: string;
    amount: Cents;
    /** From the next due date on: monthly, or annually (the spec's words). */
    billingFrequency: 'monthly' | 'annually';
    nextPayment: NextPayment | null;
  };
  createdAt: Date;
  /** The change waiting to take effect at the next due date, or null. */
  pendingUpdate: PendingUpdateView | null;
  /** How the premium in force was computed (the same filed rate and fee at every cover of the policy's table). */
  breakdown: BreakdownView;
  /** Cancelled at the owner's request (by customer service), or null. */
  cancellation: {
    kind: 'free_look' | 'end_of_paid_period';
    requestedOn: string;
    coverEndsOn: string | null;
    refundAmount: Cents;
    reason: string;
  } | null;
};

/** How a version of the terms was priced: its premiums from the filed rate per $1,000 and the policy fee. */
export type BreakdownView = {
  amount: Cents;
  annualRatePer1000: string;
  annualPolicyFee: Cents;
  monthlyFactor: string;
  rateClass: string | null;
  rateVersion: string;
  issueAge: number;
  termDuration: number | null;
  annualPremium: Cents;
  monthlyPremium: Cents;
};

export const breakdownView = (
  terms: PolicyTerms,
  filed: { annualRatePer1000: string; annualPolicyFee: Cents },
): BreakdownView => ({
  amount: terms.cover,
  annualRatePer1000: filed.annualRatePer1000,
  annualPolicyFee: filed.annualPolicyFee,
  monthlyFactor: MONTHLY_FACTOR_TEXT,
  rateClass: terms.rateClass,
  rateVersion: terms.rateVersion,
  issueAge: terms.issueAge,
  termDuration: terms.termYears,
  annualPremium: terms.annualPremium,
  monthlyPremium: terms.monthlyPremium,
});

const termsView = (terms: PolicyTerms): TermsView => ({
  amount: terms.cover,
  monthlyPremium: terms.monthlyPremium,
  annualPremium: terms.annualPremium,
  rateVersion: terms.rateVersion,
});

/**
 * The terms in force on `today` (an issued policy's versions; the offer's terms before it is issued) and the
 * change waiting to take effect.
 */
function termsNow(
  row: PolicyRow,
  history: { endorsements: readonly Endorsement[]; today: string },
): { terms: PolicyTerms; pending: Endorsement | null } {
  const { endorsements, today } = history;
  if (endorsements.length === 0) return { terms: issuedTerms(row), pending: null };
  // Before its effective date (issued today, read in another zone's evening) the policy shows its first terms.
  const first = endorsements.find((each) => each.version === 1) ?? endorsements[0]!;
  const inForce = first.effectiveOn <= today ? termsOn(endorsements, today) : first;
  return { terms: inForce.terms, pending: pendingEndorsements(endorsements, today).at(0) ?? null };
}

export function policyView(
  row: PolicyRow,
  nextPayment: NextPayment | null,
  history: {
    endorsements: readonly Endorsement[];
    today: string;
    cancellation?: PolicyView['cancellation'];
  },
): PolicyView {
  const { terms, pending } = termsNow(row, history);
  // The next payment not yet invoiced is priced from the change that starts by then.
  const billed =
    nextPayment?.estimated && pending && pending.effectiveOn <= nextPayment.date ? pending.terms : terms;
  return {
    cancellation: history.cancellation ?? null,
    id: row.id,
    userId: row.userId,
    insuranceMembershipId: row.insuranceMembershipId,
    insuranceApplicationId: row.insuranceApplicationId,
    label: row.label,
    status: row.status,
    productSlug: row.productSlug,
    amount: terms.cover,
    termUnit: 'year',
    termDuration: row.termDuration,
    insuredsAgeAtTerm: row.insuredsAgeAtTerm,
    issueAge: row.issueAge,
    effectiveAt: row.effectiveAt,
    effectiveOn: row.effectiveOn,
    terminatesAt: row.terminatesAt,
    lapsesAt: row.lapsesOn,
    classification: row.rateClass ? { id: row.rateClass, name: rateClassName(row.rateClass) } : null,
    rateVersion: terms.rateVersion,
    rulesVersion: row.rulesVersion,
    annualPremium: terms.annualPremium,
    monthlyPremium: terms.monthlyPremium,
    accountsProduct: {
      id: row.id,
      name: insuranceCardTitle(row.productSlug),
      amount: row.billingFrequency === 'annual' ? billed.annualPremium : billed.monthlyPremium,
      billingFrequency: row.billingFrequency === 'annual' ? 'annually' : 'monthly',
      nextPayment,
    },
    createdAt: row.createdAt,
    breakdown: breakdownView(terms, {
      annualRatePer1000: row.annualRatePer1000,
      annualPolicyFee: cents(row.annualPolicyFee),
    }),
    pendingUpdate: pending
      ? {
          policyId: row.id,
          version: pending.version,
          effectiveOn: pending.effectiveOn,
          current: termsView(terms),
          requested: termsView(pending.terms),
        }
      : null,
  };
}
