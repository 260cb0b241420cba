import { describe, expect, it } from 'vitest';
import { isSupportOpen, nextSupportOpening } from './support-hours.ts';

// Instants are written in UTC; the comments give the Eastern wall-clock time.
describe('isSupportOpen', () => {
  it('is open on a weekday afternoon', () => {
    expect(isSupportOpen(new Date('2024-01-10T18:00:00Z'))).toBe(true); // Wed 1:00 PM EST
  });

  it('is closed at the weekend during office hours', () => {
    expect(isSupportOpen(new Date('2024-01-13T16:00:00Z'))).toBe(false); // Sat 11:00 AM EST
    expect(isSupportOpen(new Date('2024-01-14T16:00:00Z'))).toBe(false); // Sun 11:00 AM EST
  });

  it('opens at 9:00 and closes at 17:00 Eastern (standard time)', () => {
    expect(isSupportOpen(new Date('2024-01-10T13:59:00Z'))).toBe(false); // 8:59 AM EST
    expect(isSupportOpen(new Date('2024-01-10T14:00:00Z'))).toBe(true); // 9:00 AM EST
    expect(isSupportOpen(new Date('2024-01-10T21:59:00Z'))).toBe(true); // 4:59 PM EST
    expect(isSupportOpen(new Date('2024-01-10T22:00:00Z'))).toBe(false); // 5:00 PM EST
  });

  it('opens at 9:00 and closes at 17:00 Eastern (daylight time)', () => {
    expect(isSupportOpen(new Date('2024-07-10T12:59:00Z'))).toBe(false); // 8:59 AM EDT
    expect(isSupportOpen(new Date('2024-07-10T13:00:00Z'))).toBe(true); // 9:00 AM EDT
    expect(isSupportOpen(new Date('2024-07-10T20:59:00Z'))).toBe(true); // 4:59 PM EDT
    expect(isSupportOpen(new Date('2024-07-10T21:00:00Z'))).toBe(false); // 5:00 PM EDT
  });

  it('follows the clock change in March (same UTC hour, different answer)', () => {
    // Friday 8 March 2024 is still EST; Monday 11 March is EDT (clocks went forward on Sunday 10 March).
    expect(isSupportOpen(new Date('2024-03-08T13:30:00Z'))).toBe(false); // Fri 8:30 AM EST
    expect(isSupportOpen(new Date('2024-03-11T13:30:00Z'))).toBe(true); // Mon 9:30 AM EDT
    expect(isSupportOpen(new Date('2024-03-08T21:30:00Z'))).toBe(true); // Fri 4:30 PM EST
    expect(isSupportOpen(new Date('2024-03-11T21:30:00Z'))).toBe(false); // Mon 5:30 PM EDT
  });

  it('follows the clock change in November', () => {
    // Friday 1 November 2024 is EDT; Monday 4 November is EST (clocks went back on Sunday 3 November).
    expect(isSupportOpen(new Date('2024-11-01T21:30:00Z'))).toBe(false); // Fri 5:30 PM EDT
    expect(isSupportOpen(new Date('2024-11-04T21:30:00Z'))).toBe(true); // Mon 4:30 PM EST
  });

  it('uses the Eastern weekday, not the UTC one', () => {
    // Saturday 01:00 UTC is still Friday 8:00 PM Eastern: closed, but because of the hour.
    expect(isSupportOpen(new Date('2024-01-13T01:00:00Z'))).toBe(false);
    // Monday 03:00 UTC is Sunday 10:00 PM Eastern.
    expect(isSupportOpen(new Date('2024-01-15T03:00:00Z'))).toBe(false);
  });

  it('treats an invalid date as closed', () => {
    expect(isSupportOpen(new Date('nope'))).toBe(false);
  });

  it('is closed on a federal holiday that falls on a weekday', () => {
    expect(isSupportOpen(new Date('2026-11-26T16:00:00Z'))).toBe(false); // Thanksgiving, Thu 11:00 AM EST
    expect(isSupportOpen(new Date('2026-11-27T16:00:00Z'))).toBe(true); // the Friday after, 11:00 AM EST
    expect(isSupportOpen(new Date('2026-07-03T16:00:00Z'))).toBe(false); // Independence Day observed (Fri)
  });
});

describe('nextSupportOpening', () => {
  it('is later the same day before opening time', () => {
    expect(nextSupportOpening(new Date('2024-01-10T12:00:00Z')).toISOString()).toBe(
      '2024-01-10T14:00:00.000Z',
    );
  });

  it('is the next business day while open and after closing', () => {
    expect(nextSupportOpening(new Date('2024-01-10T18:00:00Z')).toISOString()).toBe(
      '2024-01-11T14:00:00.000Z',
    );
    expect(nextSupportOpening(new Date('2024-01-10T23:00:00Z')).toISOString()).toBe(
      '2024-01-11T14:00:00.000Z',
    );
  });

  it('skips the weekend and holidays, in the time the opening day keeps', () => {
    // Friday evening, 8 March 2024 (EST): Monday 11 March opens at 9:00 EDT, 13:00 UTC.
    expect(nextSupportOpening(new Date('2024-03-08T23:00:00Z')).toISOString()).toBe(
      '2024-03-11T13:00:00.000Z',
    );
    // Wednesday before Thanksgiving 2026, after closing: Friday 27 November at 9:00 EST.
    expect(nextSupportOpening(new Date('2026-11-25T23:00:00Z')).toISOString()).toBe(
      '2026-11-27T14:00:00.000Z',
    );
    // Christmas Eve 2026 (Thursday) evening: Christmas is Friday, so Monday 28 December.
    expect(nextSupportOpening(new Date('2026-12-24T23:00:00Z')).toISOString()).toBe(
      '2026-12-28T14:00:00.000Z',
    );
  });

  it('is always an open instant, later than now', () => {
    for (let hour = 0; hour < 24 * 30; hour += 7) {
      const now = new Date(Date.UTC(2026, 10, 20) + hour * 3_600_000);
      const next = nextSupportOpening(now);
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      expect(isSupportOpen(next)).toBe(true);
      expect(isSupportOpen(new Date(next.getTime() - 60_000))).toBe(false);
    }
  });
});
