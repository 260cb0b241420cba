import { describe, expect, it } from 'vitest';
import { businessDayOf, startOfBusinessDay } from './clock.ts';

describe('the start of a business day (US Eastern midnight)', () => {
  it('is 05:00 UTC in winter and 04:00 UTC in summer, and on both daylight-saving days', () => {
    expect(startOfBusinessDay('2027-01-15').toISOString()).toBe('2027-01-15T05:00:00.000Z');
    expect(startOfBusinessDay('2027-07-15').toISOString()).toBe('2027-07-15T04:00:00.000Z');
    // Clocks go forward at 2 am on 14 March 2027 and back at 2 am on 7 November 2027.
    expect(startOfBusinessDay('2027-03-14').toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(startOfBusinessDay('2027-11-07').toISOString()).toBe('2027-11-07T04:00:00.000Z');
  });

  it('is on that business day, and a millisecond before is the day before', () => {
    for (const day of ['2027-01-31', '2027-03-14', '2027-11-07', '2028-02-29']) {
      const start = startOfBusinessDay(day);
      expect(businessDayOf(start)).toBe(day);
      expect(businessDayOf(new Date(start.getTime() - 1))).not.toBe(day);
    }
  });
});
