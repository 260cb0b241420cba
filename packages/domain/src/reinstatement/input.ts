// What a reinstatement decision reads: the policy's facts, the day, and the state of its requests.
import type { PolicyStatus } from '../policies/policy-lifecycle.ts';
import type { ArrearsBasis } from './amounts.ts';

/** A policy as reinstatement sees it; the dates and figures matter only for a lapsed one. */
export type ReinstatementPolicy = Omit<ArrearsBasis, 'firstMissedDueOn'> & {
  status: PolicyStatus;
  /** The USPS code of the state whose rules the policy was issued under. */
  state: string;
  firstMissedDueOn: string | null;
  /** The last day of grace (dunning's `lapseDate`): the window counts from it. */
  lapseDate: string | null;
};

export type ReinstatementInput = {
  policy: ReinstatementPolicy;
  /** The day deciding, and paying for the figures (the business day the API's clock gives). */
  today: string;
  /** A reinstatement request for the policy is open (asked, in underwriting, or offered and not yet paid). */
  openRequest: boolean;
  /** The day the last reinstatement request for the policy was declined, if one was. */
  lastDeclinedOn: string | null;
};

export type ReinstatementPath = 'arrears_only' | 'underwritten';
