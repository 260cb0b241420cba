import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  divideRounded,
  formatDollars,
  fromDollars,
  isCents,
  multiplyRatio,
  percentOf,
  ratePerThousand,
  subtractCents,
  timesCount,
  toDollarString,
} from './money.ts';

const anyCents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(cents);

describe('cents', () => {
  it('brands whole numbers and refuses fractions and non-numbers', () => {
    expect(cents(1999)).toBe(1999);
    expect(() => cents(19.99)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
    expect(() => cents(2 ** 60)).toThrow(RangeError);
    expect(isCents(5)).toBe(true);
    expect(isCents('5')).toBe(false);
  });
});

describe('divideRounded', () => {
  it('rounds halves away from zero (half-up) and fractions down (floor)', () => {
    expect(divideRounded(3n, 2n, 'half-up')).toBe(2n);
    expect(divideRounded(-3n, 2n, 'half-up')).toBe(-2n);
    expect(divideRounded(5n, 4n, 'half-up')).toBe(1n);
    expect(divideRounded(19n, 10n, 'floor')).toBe(1n);
    expect(divideRounded(-11n, 10n, 'floor')).toBe(-2n);
    expect(divideRounded(10n, -4n, 'floor')).toBe(-3n);
    expect(() => divideRounded(1n, 0n, 'floor')).toThrow(RangeError);
  });

  it('lands within half a unit (half-up) or below by less than one (floor) of the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          const floor = divideRounded(n, d, 'floor');
          expect(floor * d <= n && n < (floor + 1n) * d).toBe(true);
          const half = divideRounded(n, d, 'half-up');
          const error = n * 2n - half * d * 2n; // 2 x (exact - rounded) x d
          expect(error <= d && error >= -d).toBe(true);
          if (error === d || error === -d) expect(half < 0n ? n < 0n : true).toBe(true);
        },
      ),
    );
  });
});

describe('fromDollars and toDollarString', () => {
  it('reads dollars exactly, where floating point would not', () => {
    expect(fromDollars('19.99')).toBe(1999);
    expect(fromDollars(1.005)).toBe(101); // 1.005 * 100 is 100.49999999999999 in floating point
    expect(fromDollars('0.125')).toBe(13);
    expect(fromDollars('0.125', 'floor')).toBe(12);
    expect(fromDollars('-0.125')).toBe(-13);
    expect(fromDollars(250_000)).toBe(25_000_000);
    expect(fromDollars(1e-7)).toBe(0);
    expect(() => fromDollars('12,50')).toThrow(RangeError);
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(anyCents, (amount) => {
        expect(fromDollars(toDollarString(amount))).toBe(amount);
      }),
    );
    expect(toDollarString(cents(-5))).toBe('-0.05');
    expect(toDollarString(cents(21250))).toBe('212.50');
  });
});

describe('formatDollars', () => {
  it('writes cents as people read dollars, grouped by thousands', () => {
    expect(formatDollars(cents(0))).toBe('$0.00');
    expect(formatDollars(cents(1692))).toBe('$16.92');
    expect(formatDollars(cents(123_450))).toBe('$1,234.50');
    expect(formatDollars(cents(50_000_000_00))).toBe('$50,000,000.00');
    expect(formatDollars(cents(-5))).toBe('-$0.05');
  });

  it('agrees with the locale formatter for every amount', () => {
    fc.assert(
      fc.property(anyCents, (amount) => {
        const expected = Math.abs(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
        expect(formatDollars(amount)).toBe(`${amount < 0 ? '-' : ''}$${expected}`);
      }),
    );
  });
});

describe('ratios', () => {
  it('takes percentages and rates per thousand exactly', () => {
    expect(percentOf(cents(1000), '2.5')).toBe(25);
    expect(percentOf(cents(999), 10)).toBe(100);
    expect(percentOf(cents(999), 10, 'floor')).toBe(99);
    expect(ratePerThousand(fromDollars(250_000), cents(85))).toBe(21250);
    expect(ratePerThousand(fromDollars(100_000), cents(33), 'floor')).toBe(3300);
    expect(ratePerThousand(fromDollars(1_500), cents(85))).toBe(128); // 127.5 rounds up
  });

  it('agrees with the exact product: 100 percent is the amount, floor never exceeds half-up', () => {
    fc.assert(
      fc.property(anyCents, fc.integer({ min: 0, max: 10_000 }), (amount, basisPoints) => {
        expect(percentOf(amount, 100)).toBe(amount);
        const percent = (basisPoints / 100).toFixed(2);
        const floor = percentOf(amount, percent, 'floor');
        const half = percentOf(amount, percent, 'half-up');
        expect(half - floor === 0 || half - floor === 1).toBe(true);
        expect(multiplyRatio(amount, BigInt(basisPoints), 10_000n, 'floor')).toBe(floor);
      }),
    );
  });
});

describe('sums', () => {
  it('adds, subtracts and multiplies by a count in whole cents', () => {
    expect(addCents(cents(1), cents(2), cents(3))).toBe(6);
    expect(addCents()).toBe(0);
    expect(subtractCents(cents(5), cents(7))).toBe(-2);
    expect(timesCount(cents(2125), 12)).toBe(25500);
    expect(() => timesCount(cents(1), 1.5)).toThrow(RangeError);
  });
});
