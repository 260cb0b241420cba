// Live support (chat agents and the phone line) is staffed Monday to Friday, 9am to 5pm US Eastern time, except
// on federal holidays (calendar.ts).
import { addDays, isBusinessDay } from './calendar.ts';
import { wallClockIn } from './eastern-time.ts';

export const SUPPORT_TIME_ZONE = 'America/New_York';
export const SUPPORT_OPENS_AT_HOUR = 9;
export const SUPPORT_CLOSES_AT_HOUR = 17;

/** True when a live agent is on duty at `now` (opening minute included, closing minute excluded). */
export function isSupportOpen(now: Date): boolean {
  if (Number.isNaN(now.getTime())) return false;
  const { date, hour } = wallClockIn(SUPPORT_TIME_ZONE, now);
  return isBusinessDay(date) && hour >= SUPPORT_OPENS_AT_HOUR && hour < SUPPORT_CLOSES_AT_HOUR;
}

/** The instant a calendar day's opening hour strikes in Eastern time (EST or EDT, whichever that day keeps). */
function openingOn(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // 9am EDT is 13:00 UTC, 9am EST 14:00 UTC: try the first, and take the second when the day keeps EST.
  const summer = new Date(Date.UTC(year, month - 1, day, SUPPORT_OPENS_AT_HOUR + 4));
  return wallClockIn(SUPPORT_TIME_ZONE, summer).hour === SUPPORT_OPENS_AT_HOUR
    ? summer
    : new Date(summer.getTime() + 3_600_000);
}

/** When live support next opens after `now` (`now` itself is never returned: while open, the next day's). */
export function nextSupportOpening(now: Date): Date {
  if (Number.isNaN(now.getTime())) throw new RangeError('Not a date');
  const { date, hour } = wallClockIn(SUPPORT_TIME_ZONE, now);
  let day = isBusinessDay(date) && hour < SUPPORT_OPENS_AT_HOUR ? date : addDays(date, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return openingOn(day);
}
