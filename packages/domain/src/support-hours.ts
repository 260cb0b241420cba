// Live support (chat agents and the phone line) is staffed Monday to Friday, 9am to 5pm US Eastern time.
import { wallClockIn } from './eastern-time.ts';

export const SUPPORT_TIME_ZONE = 'America/New_York';
export const SUPPORT_OPENS_AT_HOUR = 9;
export const SUPPORT_CLOSES_AT_HOUR = 17;

/** True when a live agent is on duty at `now` (opening minute included, closing minute excluded). */
export function isSupportOpen(now: Date): boolean {
  if (Number.isNaN(now.getTime())) return false;
  const { weekday, hour } = wallClockIn(SUPPORT_TIME_ZONE, now);
  const isWeekday = weekday >= 1 && weekday <= 5;
  return isWeekday && hour >= SUPPORT_OPENS_AT_HOUR && hour < SUPPORT_CLOSES_AT_HOUR;
}
