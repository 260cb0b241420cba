// Policy endorsements as the modules that make them see them: the kinds, and the facts each kind records.
import type { CancellationFacts, CoverChangeFacts } from '@wysh/domain/policy-changes/endorsement-facts';

export type {
  CancellationFacts,
  CoverChangeFacts,
  TermsFacts,
} from '@wysh/domain/policy-changes/endorsement-facts';

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
