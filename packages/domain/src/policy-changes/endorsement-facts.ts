// What a policy endorsement records, by kind: the facts of a change as the use case that made it knew them, from
// which its document is written (apps/api endorsements). Shared by the modules that make the changes and the one
// that writes them down.

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
