import { describe, expect, it } from 'vitest';
import { addWorkingHours, workingMsBetween } from './working-hours.ts';

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
const at = (iso: string) => new Date(iso);

describe('working hours', () => {
  it('counts 48 hours on weekdays as two days', () => {
    // Monday 2026-11-16 10:00 -> Wednesday 10:00
    expect(addWorkingHours(at('2026-11-16T10:00:00Z'), 48, utcDay).toISOString()).toBe(
      '2026-11-18T10:00:00.000Z',
    );
  });

  it('skips the weekend', () => {
    // Friday 2026-11-20 10:00: 14 h left on Friday, Saturday and Sunday skipped, 24 h Monday, 10 h Tuesday.
    expect(addWorkingHours(at('2026-11-20T10:00:00Z'), 48, utcDay).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
  });

  it('skips a federal holiday (Thanksgiving 2026-11-26)', () => {
    // Wednesday 2026-11-25 12:00: 12 h Wednesday, Thursday holiday, 24 h Friday, weekend, 12 h Monday.
    expect(addWorkingHours(at('2026-11-25T12:00:00Z'), 48, utcDay).toISOString()).toBe(
      '2026-11-30T12:00:00.000Z',
    );
  });

  it('measures the working time left, and past due as negative', () => {
    const due = at('2026-11-24T10:00:00Z');
    expect(workingMsBetween(at('2026-11-20T10:00:00Z'), due, utcDay)).toBe(48 * 3_600_000);
    expect(workingMsBetween(at('2026-11-21T10:00:00Z'), due, utcDay)).toBe(34 * 3_600_000);
    expect(workingMsBetween(at('2026-11-24T12:30:00Z'), due, utcDay)).toBe(-2.5 * 3_600_000);
  });
});
