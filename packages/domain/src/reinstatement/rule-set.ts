// The shape of a versioned set of reinstatement rules: the numbers that decide whether a lapsed policy may come
// back and what it costs, and the words of every reason. A changed number or reason is a new version; old versions
// stay in the registry (rules.ts) so that a decision stored years ago can be read, and run again, with the rules
// that made it.
import type { Rounding } from '../money.ts';

/** Every outcome's stable code: two say how a policy may be reinstated, the others why it may not. */
export const REINSTATEMENT_REASONS = [
  'REINSTATEMENT.ARREARS_ONLY',
  'REINSTATEMENT.UNDERWRITING_REQUIRED',
  'REINSTATEMENT.POLICY_TERMINATED',
  'REINSTATEMENT.NOT_LAPSED',
  'REINSTATEMENT.TERM_ENDED',
  'REINSTATEMENT.WINDOW_CLOSED',
  'REINSTATEMENT.REQUEST_OPEN',
  'REINSTATEMENT.RECENTLY_DECLINED',
] as const;
export type ReinstatementReason = (typeof REINSTATEMENT_REASONS)[number];

export type ReinstatementRuleSet = {
  version: string;
  /** Through this many days after the first missed due date, paying the missed premiums alone reinstates. */
  arrearsOnlyDays: number;
  /** After that, reinstatement with underwriting through this many years after the lapse date, by state. */
  windowYears: { default: number; byState: Readonly<Partial<Record<string, number>>> };
  /** Simple interest on each missed premium of an underwritten reinstatement, from its due date. */
  interest: { percentPerYear: string; rounding: Rounding };
  /** A declined reinstatement may be asked for again this many days after the decline. */
  retryAfterDeclineDays: number;
  /** The reinstatement's answers may be contested for this many years from the day it takes effect. */
  contestableYears: number;
  reasons: Readonly<Record<ReinstatementReason, string>>;
};
