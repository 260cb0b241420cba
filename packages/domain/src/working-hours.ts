// Working hours for service promises such as "an underwriter decides within 48 working hours": time counts only
// on US business days (weekdays that are not federal holidays, calendar.ts), all 24 hours of them, on the
// business's calendar (the caller says which calendar day an instant falls on, e.g. US Eastern). Time is counted
// in quarter hours: a quarter starting on a business day counts whole.
import { isBusinessDay } from './calendar.ts';

const QUARTER_MS = 15 * 60_000;
/** No count ever spans more than this many quarters (a year): a bound, not a rule. */
const LIMIT = 366 * 24 * 4;

/** The calendar day ("yyyy-MM-dd") of an instant on the business's calendar. */
export type DayOf = (instant: Date) => string;

/** The instant `hours` working hours after `start`. */
export function addWorkingHours(start: Date, hours: number, dayOf: DayOf): Date {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError(`Not a count of hours: ${hours}`);
  let left = Math.ceil((hours * 3_600_000) / QUARTER_MS);
  let at = start.getTime();
  for (let steps = 0; left > 0 && steps < LIMIT; steps += 1) {
    if (isBusinessDay(dayOf(new Date(at)))) left -= 1;
    at += QUARTER_MS;
  }
  return new Date(at);
}

/**
 * The working milliseconds from `from` to `to` (negative when `to` is earlier): how much working time is left
 * before a due time, or how far past it a case is.
 */
export function workingMsBetween(from: Date, to: Date, dayOf: DayOf): number {
  const forward = from.getTime() <= to.getTime();
  const [first, last] = forward ? [from.getTime(), to.getTime()] : [to.getTime(), from.getTime()];
  let total = 0;
  for (let at = first, steps = 0; at < last && steps < LIMIT; at += QUARTER_MS, steps += 1) {
    if (isBusinessDay(dayOf(new Date(at)))) total += Math.min(QUARTER_MS, last - at);
  }
  return forward ? total : -total;
}
