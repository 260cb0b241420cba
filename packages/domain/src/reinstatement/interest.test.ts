import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { cents } from '../money.ts';
import { elapsedYears, simpleInterest } from './interest.ts';

const SIX = { percentPerYear: '6', rounding: 'half-up' } as const;
const DAY_MS = 86_400_000;

// Any day, and often the days a year's length turns on.
const anyDay = fc.oneof(
  fc
    .date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2070-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2028-02-29', '2032-02-29', '2027-02-28', '2028-02-28', '2027-03-01', '2027-12-31'),
);
const anyPremium = fc.integer({ min: 1, max: 5_000_000 }).map(cents);
const anyDelay = fc.integer({ min: 0, max: 5 * 366 + 10 });

/**
 * The same interest computed another way, for the property below: anniversaries from Date arithmetic (a day
 * past the month's end clamped to its last day), the fraction in BigInt, half-up as floor((2n + d) / 2d).
 */
function anniversaryMs(dueOn: string, k: number): number {
  const [y, m, d] = dueOn.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + k, m, 0)).getUTCDate();
  return Date.UTC(y + k, m - 1, Math.min(d, lastDay));
}

function independentInterest(premium: number, dueOn: string, paidOn: string, percent: bigint): bigint {
  const anniversary = (k: number) => anniversaryMs(dueOn, k);
  const paid = Date.parse(`${paidOn}T00:00:00Z`);
  let years = 0;
  while (anniversary(years + 1) <= paid) years += 1;
  const days = BigInt((paid - anniversary(years)) / DAY_MS);
  const yearDays = BigInt((anniversary(years + 1) - anniversary(years)) / DAY_MS);
  const numerator = BigInt(premium) * percent * (BigInt(years) * yearDays + days);
  const denominator = 100n * yearDays;
  return (2n * numerator + denominator) / (2n * denominator);
}

describe('time elapsed since a due date', () => {
  it('counts whole years by anniversaries, then days over the length of the year they fall in', () => {
    expect(elapsedYears('2027-01-10', '2027-07-10')).toEqual({ years: 0, days: 181, yearDays: 365 });
    expect(elapsedYears('2027-07-10', '2028-07-09')).toEqual({ years: 0, days: 365, yearDays: 366 });
    expect(elapsedYears('2027-07-10', '2028-07-10')).toEqual({ years: 1, days: 0, yearDays: 365 });
    expect(elapsedYears('2027-07-10', '2029-01-10')).toEqual({ years: 1, days: 184, yearDays: 365 });
    expect(elapsedYears('2028-02-29', '2029-02-28')).toEqual({ years: 1, days: 0, yearDays: 365 });
    expect(elapsedYears('2028-02-29', '2029-03-01')).toEqual({ years: 1, days: 1, yearDays: 365 });
    expect(() => elapsedYears('2027-01-10', '2027-01-09')).toThrow(RangeError);
  });
});

describe('simple interest on a missed premium', () => {
  it('charges the yearly rate for a whole year, short or leap, and its share for part of one', () => {
    const premium = cents(10_000);
    expect(simpleInterest(premium, '2027-01-10', '2028-01-10', SIX)).toBe(600);
    expect(simpleInterest(premium, '2028-01-10', '2029-01-10', SIX)).toBe(600);
    expect(simpleInterest(premium, '2028-02-29', '2029-02-28', SIX)).toBe(600);
    expect(simpleInterest(premium, '2027-01-10', '2030-01-10', SIX)).toBe(1_800);
    // $100 x 6% x 181/365 = $2.9753...
    expect(simpleInterest(premium, '2027-01-10', '2027-07-10', SIX)).toBe(298);
  });

  it('charges nothing when paid on or before the due date', () => {
    expect(simpleInterest(cents(10_000), '2027-01-10', '2027-01-10', SIX)).toBe(0);
    expect(simpleInterest(cents(10_000), '2027-01-10', '2026-12-01', SIX)).toBe(0);
  });

  it('rounds each premium’s interest half-up to the cent, once', () => {
    // 7,300 cents x 6% x 5/365 = 6 cents exactly; 1,825 cents x 6% x 5/365 = 1.5 cents, rounded up to 2.
    expect(simpleInterest(cents(7_300), '2027-01-10', '2027-01-15', SIX)).toBe(6);
    expect(simpleInterest(cents(1_825), '2027-01-10', '2027-01-15', SIX)).toBe(2);
    expect(simpleInterest(cents(1_825), '2027-01-10', '2027-01-15', { ...SIX, rounding: 'floor' })).toBe(1);
  });

  it('is exact to the cent against an independent BigInt computation (property)', () => {
    fc.assert(
      fc.property(anyPremium, anyDay, anyDelay, (premium, dueOn, delay) => {
        const paidOn = addDays(dueOn, delay);
        expect(BigInt(simpleInterest(premium, dueOn, paidOn, SIX))).toBe(
          independentInterest(premium, dueOn, paidOn, 6n),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('is never negative and never above 6% a year of the premium, a year counted as 365 days (property)', () => {
    fc.assert(
      fc.property(anyPremium, anyDay, anyDelay, (premium, dueOn, delay) => {
        const interest = BigInt(simpleInterest(premium, dueOn, addDays(dueOn, delay), SIX));
        expect(interest >= 0n).toBe(true);
        // interest <= premium x 6/100 x days/365, rounded half-up: 2 x 36,500 x interest <= 2 x 6 x p x d + 36,500.
        expect(73_000n * interest <= 12n * BigInt(premium) * BigInt(delay) + 36_500n).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('grows with every day unpaid (property)', () => {
    fc.assert(
      fc.property(anyPremium, anyDay, anyDelay, (premium, dueOn, delay) => {
        const paidOn = addDays(dueOn, delay);
        expect(simpleInterest(premium, dueOn, addDays(paidOn, 1), SIX)).toBeGreaterThanOrEqual(
          simpleInterest(premium, dueOn, paidOn, SIX),
        );
      }),
    );
  });

  it('is exactly 6% a year of the premium for whole years, leap or not (property)', () => {
    fc.assert(
      fc.property(anyPremium, anyDay, fc.integer({ min: 1, max: 5 }), (premium, dueOn, years) => {
        const paidOn = new Date(anniversaryMs(dueOn, years)).toISOString().slice(0, 10);
        expect(BigInt(simpleInterest(premium, dueOn, paidOn, SIX))).toBe(
          (BigInt(premium) * 6n * BigInt(years) * 2n + 100n) / 200n,
        );
      }),
    );
  });
});
