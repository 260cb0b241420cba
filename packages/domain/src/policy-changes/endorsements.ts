// A policy's terms as endorsements, not edits (issue 27): each version of the terms (cover, premium, class, issue
// age, term, rate version) carries the day it takes effect, and a period is priced from the version in force on
// its first day. A change starts at the next due date after the day it is made, so the periods already billed keep
// the terms they were priced from; one that has not started yet can still be withdrawn.
import { firstPeriodAfter, type BillingPeriod, type BillingSchedule } from '../billing/billing-schedule.ts';
import type { Cents } from '../money.ts';
import { err, ok, type Result } from '../result.ts';

export type PolicyTerms = {
  cover: Cents;
  monthlyPremium: Cents;
  /** The filed annual premium: what a period billed annually costs. */
  annualPremium: Cents;
  /** The underwriting class the premium was priced at (null for accidental death, which has none). */
  rateClass: string | null;
  issueAge: number;
  /** Term life's term; null for accidental death (cover to age 65). */
  termYears: number | null;
  /** The filed rate table's version the premium came from. */
  rateVersion: string;
  /**
   * Cover added by increases, each priced on its own (cover-layers.ts); the cover and premiums above are the
   * totals, the class, issue age and rate version the base's. None when never raised.
   */
  layers?: readonly CoverLayer[];
};

/** Cover added to a policy by an increase, priced on its own (cover-layers.ts). */
export type CoverLayer = {
  cover: Cents;
  monthlyPremium: Cents;
  annualPremium: Cents;
  /** The class of the increase's decision (null for accidental death). */
  rateClass: string | null;
  /** The insured's age when the increase was decided. */
  issueAge: number;
  termYears: number | null;
  rateVersion: string;
  /** The increase request that added it. */
  increaseId: string;
};

/** One version of a policy's terms: version 1 is the terms it was issued with, effective on its effective date. */
export type Endorsement = {
  version: number;
  /** yyyy-MM-dd: the first day these terms price (a due date). */
  effectiveOn: string;
  terms: PolicyTerms;
  /** Set when the person withdrew it before it took effect: it never prices anything. */
  withdrawnOn: string | null;
};

const standing = (endorsements: readonly Endorsement[]) =>
  endorsements.filter((endorsement) => endorsement.withdrawnOn === null);

/** The terms in force on `day`: the newest standing version already effective (a later version wins a tie). */
export function termsOn(endorsements: readonly Endorsement[], day: string): Endorsement {
  const inForce = standing(endorsements)
    .filter((endorsement) => endorsement.effectiveOn <= day)
    .sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn) || a.version - b.version)
    .at(-1);
  if (!inForce) throw new Error(`No terms in force on ${day}: the policy was not effective yet`);
  return inForce;
}

/** A period's premium: from the terms in force on its due date, at its frequency (never a past period rewritten). */
export function premiumFor(
  endorsements: readonly Endorsement[],
  period: Pick<BillingPeriod, 'dueOn' | 'frequency'>,
): Cents {
  const { terms } = termsOn(endorsements, period.dueOn);
  return period.frequency === 'annual' ? terms.annualPremium : terms.monthlyPremium;
}

/** The standing versions that have not taken effect on `today`: "UPDATES PENDING" while there is one. */
export const pendingEndorsements = (endorsements: readonly Endorsement[], today: string): Endorsement[] =>
  standing(endorsements).filter((endorsement) => endorsement.effectiveOn > today);

/** The day a change made on `today` takes effect: the next due date (a period starting after today). */
export const changeEffectiveOn = (schedule: BillingSchedule, today: string): string =>
  firstPeriodAfter(schedule, today).dueOn;

export type EndorsementProblem =
  /** Another change waits to take effect: it must be withdrawn first (two changes cannot both stand). */
  | { code: 'CHANGE_PENDING'; version: number }
  /** Nothing would change. */
  | { code: 'UNCHANGED' };

/** The next version of the terms, effective at the next due date, or why it cannot be made. */
export function endorse(
  endorsements: readonly Endorsement[],
  schedule: BillingSchedule,
  terms: PolicyTerms,
  today: string,
): Result<Endorsement, EndorsementProblem> {
  return endorsementVersionOn(endorsements, terms, changeEffectiveOn(schedule, today), today);
}

/**
 * The next version of the terms from `effectiveOn` (a due date after `today`: a term's extension starts at its
 * anniversary), or why it cannot be made.
 */
export function endorsementVersionOn(
  endorsements: readonly Endorsement[],
  terms: PolicyTerms,
  effectiveOn: string,
  today: string,
): Result<Endorsement, EndorsementProblem> {
  const [pending] = pendingEndorsements(endorsements, today);
  if (pending) return err({ code: 'CHANGE_PENDING', version: pending.version });
  const current = termsOn(endorsements, today).terms;
  if (sameTerms(current, terms)) return err({ code: 'UNCHANGED' });
  const version = Math.max(...endorsements.map((endorsement) => endorsement.version)) + 1;
  return ok({ version, effectiveOn, terms, withdrawnOn: null });
}

export type WithdrawProblem = { code: 'NOT_PENDING' };

/** Withdraws a version that has not taken effect (CancelPendingUpdatesModal); one in force is the policy's now. */
export function withdraw(endorsement: Endorsement, today: string): Result<Endorsement, WithdrawProblem> {
  if (endorsement.withdrawnOn !== null || endorsement.effectiveOn <= today)
    return err({ code: 'NOT_PENDING' });
  return ok({ ...endorsement, withdrawnOn: today });
}

const sameTerms = (a: PolicyTerms, b: PolicyTerms) =>
  a.cover === b.cover &&
  a.monthlyPremium === b.monthlyPremium &&
  a.annualPremium === b.annualPremium &&
  a.rateClass === b.rateClass &&
  a.issueAge === b.issueAge &&
  a.termYears === b.termYears &&
  a.rateVersion === b.rateVersion &&
  JSON.stringify(a.layers ?? []) === JSON.stringify(b.layers ?? []);
