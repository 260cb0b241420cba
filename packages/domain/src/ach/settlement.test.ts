import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, businessDaysBetween, isBusinessDay } from '../calendar.ts';
import { achEffectiveDay, achSettledBy, achSettlementDate } from './settlement.ts';

const anyDay = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('when a bank debit settles', () => {
  it('settles a debit submitted on an ordinary Monday the Monday after', () => {
    expect(achSettlementDate('2026-03-02')).toBe('2026-03-09');
  });

  it('counts a Friday debit before a federal holiday without the holiday', () => {
    // Thanksgiving: Thursday 2026-11-26.
    expect(achSettlementDate('2026-11-20')).toBe('2026-11-30');
    // Christmas: Friday 2026-12-25.
    expect(achSettlementDate('2026-12-18')).toBe('2026-12-28');
    // Independence Day 2026 is a Saturday, observed on Friday 2026-07-03.
    expect(achSettlementDate('2026-06-26')).toBe('2026-07-06');
    // Christmas 2027 and New Year's Day 2028 are Saturdays, observed on Fridays 2027-12-24 and 2027-12-31: a
    // debit on the Thursday before skips both, one submitted on the first holiday counts from the Monday.
    expect(achSettlementDate('2027-12-23')).toBe('2028-01-03');
    expect(achSettlementDate('2027-12-24')).toBe('2028-01-04');
    // Christmas 2020 and New Year's Day 2021 on Fridays: the longest wait, 11 calendar days.
    expect(achSettlementDate('2020-12-24')).toBe('2021-01-04');
  });

  it('counts a debit submitted on a weekend or a holiday from the next business day', () => {
    expect(achEffectiveDay('2026-07-03')).toBe('2026-07-06');
    expect(achEffectiveDay('2026-07-04')).toBe('2026-07-06');
    for (const day of ['2026-07-03', '2026-07-04', '2026-07-05', '2026-07-06'])
      expect(achSettlementDate(day), day).toBe('2026-07-13');
    // Saturday before Thanksgiving week: from Monday 2026-11-23, skipping Thursday.
    expect(achSettlementDate('2026-11-21')).toBe('2026-12-01');
  });

  it('is processing until the settlement day and settled from it on', () => {
    expect(achSettledBy('2026-11-20', '2026-11-27')).toBe(false);
    expect(achSettledBy('2026-11-20', '2026-11-30')).toBe(true);
    expect(achSettledBy('2026-11-20', '2026-12-15')).toBe(true);
  });

  it('always settles on a business day exactly 5 business days after the effective day, within 5 to 11 calendar days (property)', () => {
    fc.assert(
      fc.property(anyDay, (submittedOn) => {
        const effective = achEffectiveDay(submittedOn);
        const settles = achSettlementDate(submittedOn);
        expect(isBusinessDay(effective)).toBe(true);
        expect(isBusinessDay(settles)).toBe(true);
        expect(businessDaysBetween(effective, settles)).toBe(5);
        // Every day between submission and the effective day is a day the banks are closed.
        for (let day = submittedOn; day < effective; day = addDays(day, 1))
          expect(isBusinessDay(day)).toBe(false);
        expect(settles >= addDays(submittedOn, 5)).toBe(true);
        // The longest wait (11 days, found by trying every day of 2020-2060): Christmas and New Year's Day on
        // Fridays, a debit submitted on the Thursday before Christmas.
        expect(settles <= addDays(submittedOn, 11)).toBe(true);
      }),
    );
  });

  it('never settles a later debit before an earlier one (property)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 30 }), (first, gap) => {
        expect(achSettlementDate(addDays(first, gap)) >= achSettlementDate(first)).toBe(true);
      }),
    );
  });
});
