// What reinstating a lapsed policy costs on the day it is paid (spec 000 §2 "Reinstatement offer": Total missed
// payments, Interest due, Due today).
//
// The missed premiums are every premium of the billing schedule falling due from the first missed due date
// through the payment date, monthly or annual as the schedule says, none starting after the last day of cover,
// and none paid already (a later premium can be paid while the first missed one is not, and the policy lapses).
// The last of them is the premium of the period the payment date falls in: the "current premium" of the
// reference's "due today = every missed premium + interest + the current premium". It is already due (a premium
// falls due on its period's first day), so it is counted once, among the missed premiums, and reinstatement pays
// the policy up to the end of that period: the next premium is the billing run's. Hence
// Due today = Total missed payments + Interest due, and the rows of the offer add up.
//
// Interest (underwritten reinstatements only) is simple, per premium, from its due date to the payment date
// (interest.ts for the day count and rounding). The invoice bills one line per missed premium, then one line of
// interest, left out when no interest is charged.
import { addDays } from '../calendar.ts';
import { addCents, ZERO_CENTS, type Cents } from '../money.ts';
import {
  periodsDue,
  type BillingFrequency,
  type BillingPeriod,
  type BillingSchedule,
} from '../billing/billing-schedule.ts';
import { simpleInterest, type InterestTerms } from './interest.ts';

/** What the figures are computed from: a lapsed policy's schedule, premiums and dates. */
export type ArrearsBasis = {
  schedule: BillingSchedule;
  /** The premium of a period of each frequency the schedule uses. */
  premiums: Readonly<Partial<Record<BillingFrequency, Cents>>>;
  /** The last day the term would have covered (as `coverEnds` gives it). */
  coverEndsOn: string;
  /** The due date of the oldest unpaid premium: the one that put the policy in grace. */
  firstMissedDueOn: string;
  /**
   * The due dates of premiums after the first missed one that were paid all the same (a card that worked again,
   * a debit that settled, before the lapse): never billed again.
   */
  paidDueOns: readonly string[];
};

export type MissedPremium = BillingPeriod & {
  premium: Cents;
  interest: Cents;
  /** The period the payment date falls in (the reference's "current premium"). */
  current: boolean;
};

export type ReinstatementLine =
  | {
      kind: 'missed_premium';
      n: number;
      periodStart: string;
      periodEnd: string;
      dueOn: string;
      amount: Cents;
    }
  | { kind: 'interest'; amount: Cents; percentPerYear: string; throughOn: string };

export type ReinstatementAmounts = {
  paymentOn: string;
  /** The interest terms charged, or null (arrears only). */
  interest: InterestTerms | null;
  missedPremiums: readonly MissedPremium[];
  totalMissedPremiums: Cents;
  interestDue: Cents;
  dueToday: Cents;
  /** The reinstatement invoice: one line per missed premium, then the interest (when there is any). */
  lines: readonly ReinstatementLine[];
};

/**
 * The periods due from the first missed due date through `paymentOn`, but those paid already (basis already
 * checked: problems.ts).
 */
export function missedPeriods(basis: ArrearsBasis, paymentOn: string): BillingPeriod[] {
  return periodsDue(basis.schedule, {
    asOf: paymentOn,
    coverEndsOn: basis.coverEndsOn,
    alreadyInvoicedThrough: addDays(basis.firstMissedDueOn, -1),
  }).filter((period) => !basis.paidDueOns.includes(period.dueOn));
}

/** The figures of a reinstatement paid on `paymentOn`, with interest on the given terms or none. */
export function reinstatementAmounts(
  basis: ArrearsBasis,
  paymentOn: string,
  interest: InterestTerms | null,
): ReinstatementAmounts {
  const missedPremiums = missedPeriods(basis, paymentOn).map((period): MissedPremium => {
    const premium = basis.premiums[period.frequency];
    if (premium === undefined) throw new RangeError(`No ${period.frequency} premium`);
    return {
      ...period,
      premium,
      interest: interest ? simpleInterest(premium, period.dueOn, paymentOn, interest) : ZERO_CENTS,
      current: period.start <= paymentOn && paymentOn <= period.end,
    };
  });
  const totalMissedPremiums = addCents(...missedPremiums.map((missed) => missed.premium));
  const interestDue = addCents(...missedPremiums.map((missed) => missed.interest));
  const lines: ReinstatementLine[] = missedPremiums.map((missed) => ({
    kind: 'missed_premium',
    n: missed.n,
    periodStart: missed.start,
    periodEnd: missed.end,
    dueOn: missed.dueOn,
    amount: missed.premium,
  }));
  if (interest && interestDue > 0)
    lines.push({
      kind: 'interest',
      amount: interestDue,
      percentPerYear: interest.percentPerYear,
      throughOn: paymentOn,
    });
  return {
    paymentOn,
    interest,
    missedPremiums,
    totalMissedPremiums,
    interestDue,
    dueToday: addCents(totalMissedPremiums, interestDue),
    lines,
  };
}
