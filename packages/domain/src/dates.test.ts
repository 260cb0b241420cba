import { describe, expect, it } from 'vitest';
import { INVALID_DATE_TEXT, formatLongDate, formatReturnTime, formatShortDate } from './dates.ts';

describe('formatLongDate (MMM dd, yyyy)', () => {
  it('formats an instant in the given time zone', () => {
    expect(formatLongDate('2024-03-07T15:00:00Z', 'UTC')).toBe('Mar 07, 2024');
    expect(formatLongDate(new Date('2024-12-25T12:00:00Z'), 'UTC')).toBe('Dec 25, 2024');
  });

  it('uses the day of the time zone, not of UTC', () => {
    expect(formatLongDate('2024-03-07T02:00:00Z', 'America/New_York')).toBe('Mar 06, 2024');
  });

  it('shows a calendar date as that day whatever the time zone', () => {
    expect(formatLongDate('2024-03-07', 'America/Los_Angeles')).toBe('Mar 07, 2024');
  });

  it('shows --/--/---- for missing or invalid values', () => {
    expect(formatLongDate(null)).toBe(INVALID_DATE_TEXT);
    expect(formatLongDate(undefined)).toBe('--/--/----');
    expect(formatLongDate('')).toBe('--/--/----');
    expect(formatLongDate('not a date')).toBe('--/--/----');
    expect(formatLongDate('2024-02-30')).toBe('--/--/----');
    expect(formatLongDate(new Date(Number.NaN))).toBe('--/--/----');
  });
});

describe('formatShortDate (MM/dd/yyyy)', () => {
  it('pads month and day', () => {
    expect(formatShortDate('2024-03-07T15:00:00Z', 'UTC')).toBe('03/07/2024');
    expect(formatShortDate('2021-11-30', 'Asia/Tokyo')).toBe('11/30/2021');
  });

  it('shows --/--/---- for invalid values', () => {
    expect(formatShortDate('2024-13-01')).toBe('--/--/----');
    expect(formatShortDate('garbage')).toBe('--/--/----');
  });
});

describe('formatReturnTime (h a ZZZZ, cccc, LLLL d)', () => {
  it('formats the spec example in Eastern standard time', () => {
    expect(formatReturnTime('2025-12-01T22:00:00Z', 'America/New_York')).toBe('5 PM EST, Monday, December 1');
  });

  it('names daylight time in summer', () => {
    expect(formatReturnTime('2025-07-04T13:00:00Z', 'America/New_York')).toBe('9 AM EDT, Friday, July 4');
  });

  it('uses the 12-hour clock at midnight and noon', () => {
    expect(formatReturnTime('2025-12-01T05:00:00Z', 'America/New_York')).toBe(
      '12 AM EST, Monday, December 1',
    );
    expect(formatReturnTime('2025-12-01T17:00:00Z', 'America/New_York')).toBe(
      '12 PM EST, Monday, December 1',
    );
  });

  it('returns null for invalid values', () => {
    expect(formatReturnTime(null)).toBeNull();
    expect(formatReturnTime('soon')).toBeNull();
  });
});
