// Policy endorsements as the modules that make them see them: the kinds, and the facts each kind records.

/** Each kind has its document template (endorsement-documents.ts). */
export const ENDORSEMENT_KINDS = ['reinstatement', 'cancellation', 'cover_change'] as const;
export type EndorsementKind = (typeof ENDORSEMENT_KINDS)[number];

/** A missed premium paid to reinstate: its period and due date, in cents. */
export type PaidPremium = { dueOn: string; periodStart: string; periodEnd: string; amount: number };

/** A reinstatement as it was paid (reinstatements.service `reinstate`, in the payment's transaction). */
export type ReinstatementFacts = {
  policyNumber: string;
  productSlug: string;
  /** The last day the policy covered before it lapsed (the end of grace). */
  lapsedOn: string;
  reinstatedOn: string;
  path: 'arrears_only' | 'underwritten';
  missedPremiums: PaidPremium[];
  /** The interest charged on them (underwritten only), in cents, at the rate, through the day paid. */
  interest: { amount: number; percentPerYear: string; throughOn: string } | null;
  totalPaid: number;
  /** The contestable period opened for the reinstatement's answers (underwritten only). */
  contestable: { startsOn: string; endsOn: string } | null;
  reinstatementRulesVersion: string;
  /** The filed rates the policy is priced from (unchanged by a reinstatement). */
  rateVersion: string;
  /** The application the reinstatement's answers were decided in (underwritten only). */
  insuranceApplicationId: string | null;
};

/** A cancellation as customer service made it (policies' cancellations.service, in its transaction). */
export type CancellationFacts = {
  policyNumber: string;
  productSlug: string;
  /** free_look: void from the beginning, every premium refunded; end_of_paid_period: cover to coverEndsOn. */
  kind: 'free_look' | 'end_of_paid_period';
  requestedOn: string;
  /** The day cover started (and the packet was delivered). */
  effectiveOn: string;
  freeLookEndsOn: string;
  coverEndsOn: string | null;
  /** Cents refunded (the free look), else 0. */
  refundAmount: number;
};

/** A policy's terms as a version states them (cents; class null for accidental death). */
export type TermsFacts = { cover: number; monthlyPremium: number; annualPremium: number };

/** A change of cover as it took effect (policies' cover-changes, on its effective date). */
export type CoverChangeFacts = {
  policyNumber: string;
  productSlug: string;
  /** The version of the policy's terms the change made (the issued terms are version 1). */
  version: number;
  /** The day the owner asked for it. */
  requestedOn: string;
  /** The due date from which the new terms price. */
  effectiveOn: string;
  before: TermsFacts;
  after: TermsFacts;
  rateClass: string | null;
  issueAge: number;
  termYears: number | null;
  /** The filed rates both are priced from. */
  rateVersion: string;
};

type Endorsed<K extends string, F> = {
  kind: K;
  policyId: string;
  userId: string;
  sourceId: string;
  effectiveOn: string;
  facts: F;
};

export type NewEndorsement =
  | Endorsed<'reinstatement', ReinstatementFacts>
  | Endorsed<'cancellation', CancellationFacts>
  | Endorsed<'cover_change', CoverChangeFacts>;
