import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { coverEnds } from '../policies/policy-dates.ts';
import {
  billingSchedule,
  firstPeriodAfter,
  period,
  periodIn,
  periodsDue,
  switchFrequency,
  type BillingSchedule,
} from './billing-schedule.ts';

const starts = (schedule: BillingSchedule, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => periodIn(schedule, from + i).start);

describe('a billing schedule', () => {
  it('bills a policy that started on the 31st on the last day of shorter months, and on the 31st after', () => {
    expect(starts(billingSchedule('2026-01-31', 'monthly'), 0, 4)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(period('2028-01-31', 'monthly', 1).start).toBe('2028-02-29');
  });

  it('ends each period the day before the next starts, and makes its premium due on its first day', () => {
    expect(period('2026-01-31', 'monthly', 1)).toEqual({
      n: 1,
      frequency: 'monthly',
      start: '2026-02-28',
      end: '2026-03-30',
      dueOn: '2026-02-28',
    });
    expect(period('2027-12-15', 'monthly', 0).end).toBe('2028-01-14');
  });

  it('bills an annual policy on its anniversary, a leap-day policy on Feb 28 in common years', () => {
    expect(period('2026-03-10', 'annual', 2)).toMatchObject({ start: '2028-03-10', end: '2029-03-09' });
    expect(starts(billingSchedule('2028-02-29', 'annual'), 0, 4)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
    expect(period('2028-02-29', 'annual', 0).end).toBe('2029-02-27');
  });

  it('switches to annual at a due date and back to monthly on the original day of the month', () => {
    const annual = switchFrequency(billingSchedule('2026-01-31', 'monthly'), 1, 'annual');
    expect(periodIn(annual, 0).end).toBe('2026-02-27');
    expect(periodIn(annual, 1)).toMatchObject({
      frequency: 'annual',
      start: '2026-02-28',
      end: '2027-02-27',
    });
    const back = switchFrequency(annual, 2, 'monthly');
    expect(starts(back, 1, 4)).toEqual(['2026-02-28', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(periodIn(back, 2)).toMatchObject({ frequency: 'monthly', end: '2027-03-30' });
  });

  it('replaces a planned switch, and switching to the frequency in force cancels it', () => {
    const monthly = billingSchedule('2026-05-15', 'monthly');
    const planned = switchFrequency(monthly, 4, 'annual');
    expect(switchFrequency(planned, 4, 'monthly')).toEqual(monthly);
    expect(switchFrequency(switchFrequency(monthly, 6, 'annual'), 4, 'annual').segments).toEqual([
      { fromN: 0, frequency: 'monthly', monthsFromStart: 0 },
      { fromN: 4, frequency: 'annual', monthsFromStart: 4 },
    ]);
    expect(() => switchFrequency(monthly, 0, 'annual')).toThrow(RangeError);
  });

  it('bills the periods due by the run day, never the first premium, after those already invoiced', () => {
    const schedule = billingSchedule('2026-01-31', 'monthly');
    const options = { coverEndsOn: '2046-01-30' };
    const due = (asOf: string, alreadyInvoicedThrough?: string) =>
      periodsDue(schedule, { ...options, asOf, alreadyInvoicedThrough }).map((each) => each.n);
    expect(due('2026-02-27')).toEqual([]);
    expect(due('2026-04-29')).toEqual([1, 2]);
    expect(due('2026-04-30')).toEqual([1, 2, 3]);
    expect(due('2026-04-30', '2026-02-28')).toEqual([2, 3]);
    expect(due('2026-04-30', '2026-03-30')).toEqual([2, 3]);
    expect(due('2026-04-30', '2026-04-30')).toEqual([]);
    expect(due('2045-12-31', '2045-11-30')).toEqual([239]);
  });

  it('stops at the end of cover, and a last period that runs past it ends with the cover', () => {
    const effectiveOn = '2026-01-31';
    const coverEndsOn = coverEnds(effectiveOn, { productSlug: 'wysh-term-life', termYears: 1 });
    const monthly = periodsDue(billingSchedule(effectiveOn, 'monthly'), { asOf: '2030-01-01', coverEndsOn });
    expect(monthly.map((each) => each.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(monthly.at(-1)).toMatchObject({ start: '2026-12-31', end: '2027-01-30' });

    const annual = periodsDue(billingSchedule('2026-06-10', 'annual'), {
      asOf: '2040-01-01',
      coverEndsOn: '2028-09-01',
    });
    expect(annual).toEqual([
      { n: 1, frequency: 'annual', start: '2027-06-10', end: '2028-06-09', dueOn: '2027-06-10' },
      {
        n: 2,
        frequency: 'annual',
        start: '2028-06-10',
        end: '2028-09-01',
        dueOn: '2028-06-10',
      },
    ]);
  });

  const day = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays('2024-01-01', offset));
  const schedules = fc
    .tuple(
      day,
      fc.constantFrom('monthly' as const, 'annual' as const),
      fc.array(
        fc.tuple(fc.integer({ min: 1, max: 40 }), fc.constantFrom('monthly' as const, 'annual' as const)),
        {
          maxLength: 4,
        },
      ),
    )
    .map(([effectiveOn, frequency, switches]) =>
      switches
        .sort(([a], [b]) => a - b)
        .reduce(
          (schedule, [n, to]) => switchFrequency(schedule, n, to),
          billingSchedule(effectiveOn, frequency),
        ),
    );

  it('leaves no gap and no overlap between periods, whatever the switches', () => {
    fc.assert(
      fc.property(schedules, (schedule) => {
        for (let n = 0; n < 60; n += 1)
          expect(addDays(periodIn(schedule, n).end, 1)).toBe(periodIn(schedule, n + 1).start);
      }),
    );
  });

  it('finds the first period after a day as a walk from the first period would', () => {
    fc.assert(
      fc.property(schedules, day, (schedule, after) => {
        let n = 0;
        while (periodIn(schedule, n).start <= after) n += 1;
        expect(firstPeriodAfter(schedule, after)).toEqual(periodIn(schedule, n));
      }),
    );
  });
});
