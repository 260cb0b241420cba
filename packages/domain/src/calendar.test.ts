import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  ageOn,
  businessDaysBetween,
  daysBetween,
  isBusinessDay,
  isUsFederalHoliday,
  parseCalendarDate,
  usFederalHolidays,
} from './calendar.ts';

const anyDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar dates and ages', () => {
  it('reads dates typed as MM/dd/yyyy, yyyy-MM-dd or ISO instants, and only real days', () => {
    expect(parseCalendarDate('03/07/1990')).toBe('1990-03-07');
    expect(parseCalendarDate('1990-03-07')).toBe('1990-03-07');
    expect(parseCalendarDate('1990-03-07T00:00:00.000Z')).toBe('1990-03-07');
    expect(parseCalendarDate('02/30/1990')).toBeNull();
    expect(parseCalendarDate('3/7/1990')).toBeNull();
  });

  it('counts age in whole years, birthdays included', () => {
    const today = '2026-11-22';
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn('nonsense', today)).toBeNull();
  });

  it('gains exactly one year of age on each birthday (property)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 100 }), (birthdate, years) => {
        const [y, md] = [Number(birthdate.slice(0, 4)), birthdate.slice(4)];
        if (md === '-02-29') return; // a leap-day birthday has no birthday in most years
        const birthday = `${y + years}${md}`;
        expect(ageOn(birthdate, birthday)).toBe(years);
        expect(ageOn(birthdate, addDays(birthday, -1))).toBe(years - 1);
      }),
    );
  });
});

describe('days between two dates', () => {
  it('counts calendar days across month ends and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2027-03-01', '2026-03-01')).toBe(-365);
  });

  it('undoes addDays (property)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -4000, max: 4000 }), (day, n) => {
        expect(daysBetween(day, addDays(day, n))).toBe(n);
      }),
    );
  });
});

describe('US federal holidays and business days', () => {
  it('lists the eleven holidays of 2026 as observed', () => {
    expect(usFederalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('observes a Saturday holiday on the Friday before and a Sunday one on the Monday after, across years', () => {
    expect(isUsFederalHoliday('2021-12-31')).toBe(true); // New Year's Day 2022 was a Saturday
    expect(isUsFederalHoliday('2022-01-01')).toBe(false);
    expect(isUsFederalHoliday('2023-01-02')).toBe(true); // New Year's Day 2023 was a Sunday
    expect(isUsFederalHoliday('2020-06-19')).toBe(false); // Juneteenth is a holiday from 2021
    expect(isUsFederalHoliday('2021-06-18')).toBe(true);
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-24')).toBe(true);
    expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-25', 3)).toBe('2026-12-01');
    expect(addBusinessDays('2026-12-28', -1)).toBe('2026-12-24');
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-24', 0)).toBe('2026-11-24');
    expect(businessDaysBetween('2026-11-25', '2026-12-01')).toBe(3);
    expect(businessDaysBetween('2026-12-01', '2026-11-25')).toBe(-3);
  });

  it('always lands on a business day, counted back by businessDaysBetween (property)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -30, max: 30 }), (day, count) => {
        const result = addBusinessDays(day, count);
        if (count !== 0) {
          expect(isBusinessDay(result)).toBe(true);
          expect(businessDaysBetween(day, result)).toBe(count);
        }
        const weekday = new Date(`${result}T00:00:00Z`).getUTCDay();
        if (count !== 0 || isBusinessDay(day)) expect(weekday === 0 || weekday === 6).toBe(false);
      }),
    );
  });
});
