// Calendar-day arithmetic on "yyyy-MM-dd" strings: whole-year ages and US business days. A calendar date has no
// time zone; callers decide which day "today" is (the Eastern business day, see eastern-time.ts).
//
// Business days: Monday to Friday, except US federal holidays as observed by federal offices (5 U.S.C. 6103):
// New Year's Day, Martin Luther King Jr. Day, Washington's Birthday, Memorial Day, Juneteenth (from 2021),
// Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving and Christmas. A fixed-date holiday on
// a Saturday is observed the Friday before, on a Sunday the Monday after (so New Year's Day 2022, a Saturday,
// is observed on Friday 2021-12-31).

/** The spellings a calendar date is accepted in: ISO (a time part is ignored) and MM/dd/yyyy. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;
export const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A calendar date as "yyyy-MM-dd" from ISO, yyyy-MM-dd or MM/dd/yyyy; null when it is not a real day. */
export function parseCalendarDate(value: string): string | null {
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  const us = US_DATE.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const normalised = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === normalised ? normalised : null;
}

/** Whole years from a birthdate to `today` (both "yyyy-MM-dd"); null when either is not a date. */
export function ageOn(birthdate: string, today: string): number | null {
  const born = parseCalendarDate(birthdate);
  const now = parseCalendarDate(today);
  if (!born || !now) return null;
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [ny, nm, nd] = now.split('-').map(Number) as [number, number, number];
  return ny - by - (nm < bm || (nm === bm && nd < bd) ? 1 : 0);
}

const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  const day = parseCalendarDate(date);
  if (!day) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(`${day}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date `days` calendar days after (or before, when negative) the given one. */
export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier): daysBetween(d, addDays(d, n)) is n. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

function ymd(year: number, month: number, day: number): string {
  return fromUtc(new Date(Date.UTC(year, month - 1, day)));
}

/** The nth (1-based) weekday (0 = Sunday) of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    return ymd(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return ymd(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

function observed(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const date = ymd(year, month, day);
  return weekday === 6 ? addDays(date, -1) : weekday === 0 ? addDays(date, 1) : date;
}

/** The federal holidays of a year as observed, by the date they are observed (may fall in the year before). */
export function usFederalHolidays(year: number): readonly string[] {
  return [
    observed(year, 1, 1),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    nthWeekday(year, 5, 1, -1),
    ...(year >= 2021 ? [observed(year, 6, 19)] : []),
    observed(year, 7, 4),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 10, 1, 2),
    observed(year, 11, 11),
    nthWeekday(year, 11, 4, 4),
    observed(year, 12, 25),
  ];
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

function holidaysObservedIn(year: number): ReadonlySet<string> {
  let set = holidaysByYear.get(year);
  if (!set) {
    // New Year's Day of the next year may be observed on December 31 of this one.
    set = new Set(
      [...usFederalHolidays(year), ...usFederalHolidays(year + 1)].filter((d) => d.startsWith(`${year}-`)),
    );
    holidaysByYear.set(year, set);
  }
  return set;
}

export function isUsFederalHoliday(date: string): boolean {
  const day = fromUtc(toUtc(date));
  return holidaysObservedIn(Number(day.slice(0, 4))).has(day);
}

export function isBusinessDay(date: string): boolean {
  const weekday = toUtc(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isUsFederalHoliday(date);
}

/**
 * The business day `count` business days after `date` (before, when negative); with 0, the date itself when it
 * is a business day, else the next one. "Within 3 business days of 2026-11-25" is addBusinessDays(d, 3).
 */
export function addBusinessDays(date: string, count: number): string {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Not a whole count: ${count}`);
  let day = fromUtc(toUtc(date));
  if (count === 0) {
    while (!isBusinessDay(day)) day = addDays(day, 1);
    return day;
  }
  const step = count > 0 ? 1 : -1;
  for (let left = Math.abs(count); left > 0;) {
    day = addDays(day, step);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/**
 * How many business days one moves from `from` to reach `to`, so that addBusinessDays(from, n) lands on `to`
 * when `to` is a business day: forward it counts the days after `from` up to and including `to`; backward
 * (negative) the days from `to` up to but excluding `from`.
 */
export function businessDaysBetween(from: string, to: string): number {
  const forward = from <= to;
  const [first, last] = forward ? [addDays(from, 1), to] : [to, addDays(from, -1)];
  let count = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) if (isBusinessDay(day)) count += 1;
  return forward ? count : -count;
}
