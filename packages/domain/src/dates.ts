// Date display helpers shared by the web app and the server (e-mails, PDFs): no library, only Intl.
// A value is an ISO string, a Date or nothing; a calendar date ("2024-03-07") is shown as that day everywhere,
// an instant ("2024-03-07T15:00:00Z") in the given time zone (the runtime's own by default).

export const INVALID_DATE_TEXT = '--/--/----';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

type DateInput = string | Date | null | undefined;

interface Resolved {
  date: Date;
  timeZone: string | undefined;
}

function resolve(value: DateInput, timeZone: string | undefined): Resolved | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
      ? null
      : { date, timeZone: 'UTC' };
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone };
}

// Making an Intl.DateTimeFormat costs far more than using one (a review screen formats dates per request).
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

function parts(resolved: Resolved, options: Intl.DateTimeFormatOptions) {
  const list = formatter(options, resolved.timeZone).formatToParts(resolved.date);
  return (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? '';
}

/** "MMM dd, yyyy", e.g. "Mar 07, 2024"; "--/--/----" when the value is not a date. */
export function formatLongDate(value: DateInput, timeZone?: string): string {
  const resolved = resolve(value, timeZone);
  if (!resolved) return INVALID_DATE_TEXT;
  const part = parts(resolved, { year: 'numeric', month: 'short', day: '2-digit' });
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/** "MM/dd/yyyy", e.g. "03/07/2024"; "--/--/----" when the value is not a date. */
export function formatShortDate(value: DateInput, timeZone?: string): string {
  const resolved = resolve(value, timeZone);
  if (!resolved) return INVALID_DATE_TEXT;
  const part = parts(resolved, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/**
 * "h a ZZZZ, cccc, LLLL d", e.g. "5 PM EST, Monday, December 1": when a maintenance window ends.
 * Returns null when the value is not an instant, so the caller can leave the sentence out.
 */
export function formatReturnTime(value: DateInput, timeZone?: string): string | null {
  const resolved = resolve(value, timeZone);
  if (!resolved) return null;
  const part = parts(resolved, {
    hour: 'numeric',
    hourCycle: 'h12',
    timeZoneName: 'short',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  return `${part('hour')} ${part('dayPeriod').toUpperCase()} ${part('timeZoneName')}, ${part('weekday')}, ${part('month')} ${part('day')}`;
}
