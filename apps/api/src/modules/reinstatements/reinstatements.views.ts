import type { ReinstatementDecision } from '@wysh/domain/reinstatement/decide';
import { cents, type Cents } from '@wysh/domain/money';
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
};

export function requestView(row: ReinstatementRequestRow): ReinstatementRequestView {
  const money = (value: number | null) => (value === null ? null : cents(value));
  return {
    id: row.id,
    policyId: row.policyId,
    status: row.status,
    underwritingRequired: row.path === 'underwritten',
    reason: row.reason,
    message: row.message,
    rulesVersion: row.rulesVersion,
    decidedOn: row.decidedOn,
    totalMissedPayments: money(row.totalMissedPremiums),
    interestDue: money(row.interestDue),
    dueToday: money(row.dueToday),
    missedPremiumCount: (row.lines ?? []).filter((line) => line.kind === 'missed_premium').length,
    invoiceId: row.invoiceId,
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
};

export function reinstateableView(
  policy: {
    id: string;
    label: string | null;
    productSlug: string;
    amount: Cents;
    insuredsAgeAtTerm: number;
    monthlyPremium: Cents;
    lapseDate: string | null;
  },
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
    reinstatementRequest: request ? requestView(request) : null,
  };
}
