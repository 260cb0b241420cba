import { describe, expect, it } from 'vitest';
import { isSupportOpen } from './support-hours.ts';

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
});
