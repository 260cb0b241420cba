// Simple interest on a missed premium, from its due date to the day it is paid, to the cent.
//
// Day count: actual/actual by anniversary. The time from the due date is whole years (anniversaries of the due
// date; a 29 February due date's anniversary is 28 February in a common year, as the billing schedule dates
// it) plus the days since the last anniversary over the days of that year (365, or 366 when it holds a
// 29 February). A whole year is therefore exactly one year's interest, whatever its length, and the interest of
// any span is never more than the rate times the span's days over 365: never above the yearly rate.
// Rounding: the exact product, premium x rate x time, is rounded once per premium by the rule set's rule
// (half-up: half a cent and more up) to whole cents; no intermediate value is rounded.
import { daysBetween } from '../calendar.ts';
import { multiplyRatio, parseDecimal, ZERO_CENTS, type Cents, type Rounding } from '../money.ts';
import { monthsAfter } from '../policies/policy-dates.ts';

/** A span of time as whole years and the days since the last anniversary, out of that year's days. */
export type ElapsedYears = { years: number; days: number; yearDays: number };

/** The time from `from` to `to` ("yyyy-MM-dd", `to` not before `from`) by anniversaries of `from`. */
export function elapsedYears(from: string, to: string): ElapsedYears {
  if (to < from) throw new RangeError(`${to} is before ${from}`);
  // A start at least one anniversary short of the answer (the anniversary a year before `to`'s year is on or
  // before `to`), so the loop below runs once or twice.
  let years = Math.max(0, Number(to.slice(0, 4)) - Number(from.slice(0, 4)) - 1);
  while (monthsAfter(from, 12 * (years + 1)) <= to) years += 1;
  const anniversary = monthsAfter(from, 12 * years);
  return {
    years,
    days: daysBetween(anniversary, to),
    yearDays: daysBetween(anniversary, monthsAfter(from, 12 * (years + 1))),
  };
}

export type InterestTerms = { percentPerYear: string; rounding: Rounding };

/** Interest on `premium` due on `dueOn` and paid on `paidOn`; none when paid on or before its due date. */
export function simpleInterest(premium: Cents, dueOn: string, paidOn: string, terms: InterestTerms): Cents {
  if (paidOn <= dueOn) return ZERO_CENTS;
  const { years, days, yearDays } = elapsedYears(dueOn, paidOn);
  const rate = parseDecimal(terms.percentPerYear);
  // premium x (percent / 100) x (years + days / yearDays), as one fraction.
  const numerator = rate.numerator * BigInt(years * yearDays + days);
  const denominator = rate.denominator * 100n * BigInt(yearDays);
  return multiplyRatio(premium, numerator, denominator, terms.rounding);
}
