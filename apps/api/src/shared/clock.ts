// The one source of "now". Services take a Clock so that tests and the sandbox can move time
// (billing cycles, quote expiry, free look) without touching the system clock.
import { wallClockIn } from '@wysh/domain/eastern-time';

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at a given instant and moves only when told to. */
export function fixedClock(start: Date): Clock & { set(at: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The business's time zone: "today" for birthdates and ages is the calendar day in US Eastern time. */
export const BUSINESS_TIME_ZONE = 'America/New_York';
const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as "yyyy-MM-dd" on the business's calendar (the server clock decides, never the browser's). */
export function businessToday(clock: Clock): string {
  return calendarDay.format(clock.now());
}

/** The calendar day ("yyyy-MM-dd") of an instant on the business's calendar (US Eastern). */
export function businessDayOf(instant: Date): string {
  return calendarDay.format(instant);
}

/** The instant a business day ("yyyy-MM-dd") starts: midnight US Eastern (04:00 or 05:00 UTC). */
export function startOfBusinessDay(day: string): Date {
  // 05:00 UTC is midnight or 01:00 Eastern on every day, before any 2 am daylight-saving change.
  const probe = new Date(`${day}T05:00:00Z`);
  return new Date(probe.getTime() - wallClockIn(BUSINESS_TIME_ZONE, probe).hour * 3_600_000);
}
