// A policy's billing periods, anchored on its effective date ("yyyy-MM-dd", UTC calendar dates). Period n starts
// a whole number of months after the effective date, on the same day of the month or that month's last day when
// it is shorter: a policy that started on the 31st is billed on Feb 28 (29) and back on Mar 31. Every date is
// computed from the effective date itself, never from the previous period, so a short month never drags the
// billing day down for good. The premium of a period is due on its first day; n = 0 is the first premium,
// paid at purchase, and never billed by the billing run.
//
// A frequency switch (monthly to annual at the next due date, or back) adds a segment: from period `fromN` on,
// periods of the new length. A segment counts months from the effective date rather than holding an anchor date,
// so that a 31st policy that went annual on Feb 28 is billed on Mar 31 again when it goes back to monthly.
import { addDays } from '../calendar.ts';
import { monthsAfter } from '../policies/policy-dates.ts';

export const BILLING_FREQUENCIES = ['monthly', 'annual'] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];

const MONTHS: Record<BillingFrequency, number> = { monthly: 1, annual: 12 };

/** From period `fromN` on, periods of `frequency`, period `fromN` starting `monthsFromStart` months in. */
export type ScheduleSegment = { fromN: number; frequency: BillingFrequency; monthsFromStart: number };

/** The segments in order of `fromN`; the first has fromN 0 and monthsFromStart 0. */
export type BillingSchedule = { effectiveOn: string; segments: readonly ScheduleSegment[] };

export type BillingPeriod = {
  n: number;
  frequency: BillingFrequency;
  start: string;
  /** The period's last day, inclusive (the day before the next period starts, or the last day of cover). */
  end: string;
  dueOn: string;
};

export const billingSchedule = (effectiveOn: string, frequency: BillingFrequency): BillingSchedule => ({
  effectiveOn,
  segments: [{ fromN: 0, frequency, monthsFromStart: 0 }],
});

function segmentAt(segments: readonly ScheduleSegment[], n: number): ScheduleSegment {
  return segments.findLast((segment) => segment.fromN <= n)!;
}

const monthsAt = (segment: ScheduleSegment, n: number) =>
  segment.monthsFromStart + (n - segment.fromN) * MONTHS[segment.frequency];

/** Period n of a schedule. */
export function periodIn(schedule: BillingSchedule, n: number): BillingPeriod {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a period number: ${n}`);
  const segment = segmentAt(schedule.segments, n);
  const months = monthsAt(segment, n);
  const start = monthsAfter(schedule.effectiveOn, months);
  const next = monthsAfter(schedule.effectiveOn, months + MONTHS[segment.frequency]);
  return { n, frequency: segment.frequency, start, end: addDays(next, -1), dueOn: start };
}

/** Period n of a policy billed at one frequency since its effective date. */
export const period = (effectiveOn: string, frequency: BillingFrequency, n: number): BillingPeriod =>
  periodIn(billingSchedule(effectiveOn, frequency), n);

/**
 * The schedule with `frequency` from period `fromN` on (the next period not yet invoiced; n = 0 is bought at
 * purchase). A later switch already planned is replaced; switching to the frequency in force cancels it.
 */
export function switchFrequency(
  schedule: BillingSchedule,
  fromN: number,
  frequency: BillingFrequency,
): BillingSchedule {
  if (!Number.isSafeInteger(fromN) || fromN < 1) throw new RangeError(`Not a period to switch at: ${fromN}`);
  const kept = schedule.segments.filter((segment) => segment.fromN < fromN);
  const current = segmentAt(kept, fromN);
  if (current.frequency === frequency) return { ...schedule, segments: kept };
  const monthsFromStart = monthsAt(current, fromN);
  return { ...schedule, segments: [...kept, { fromN, frequency, monthsFromStart }] };
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The first period that starts after `day`. */
export function firstPeriodAfter(schedule: BillingSchedule, day: string): BillingPeriod {
  // Jump instead of walking from n = 0: a period starts in the calendar month `monthsAt` months after the
  // effective date's, so n below is the last period starting in `day`'s month or before; every earlier one starts
  // in an earlier month, so the first period after `day` is n or a later one.
  const months = monthIndex(day) - monthIndex(schedule.effectiveOn);
  const segment = schedule.segments.findLast((each) => each.monthsFromStart <= months);
  let n = segment
    ? segment.fromN + Math.floor((months - segment.monthsFromStart) / MONTHS[segment.frequency])
    : 0;
  let found = periodIn(schedule, n);
  while (found.start <= day) found = periodIn(schedule, (n += 1));
  return found;
}

export type PeriodsDueOptions = {
  /** The day the billing run bills for. */
  asOf: string;
  /** The last day of cover, inclusive (as `coverEnds` gives it). */
  coverEndsOn: string;
  /** A day through which invoices exist (the start or last day of the latest invoiced period). */
  alreadyInvoicedThrough?: string;
};

/**
 * The periods to invoice on `asOf`: due on or before it, starting on or before the last day of cover, after
 * the periods already invoiced, never n = 0. A period that runs past the end of cover ends with it.
 */
export function periodsDue(schedule: BillingSchedule, options: PeriodsDueOptions): BillingPeriod[] {
  const { asOf, coverEndsOn, alreadyInvoicedThrough } = options;
  const due: BillingPeriod[] = [];
  const first = alreadyInvoicedThrough ? firstPeriodAfter(schedule, alreadyInvoicedThrough).n : 1;
  for (let n = Math.max(1, first); ; n += 1) {
    const next = periodIn(schedule, n);
    if (next.dueOn > asOf || next.start > coverEndsOn) return due;
    due.push(next.end > coverEndsOn ? { ...next, end: coverEndsOn } : next);
  }
}
