import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPolicyNumber, policyNumber } from './policy-numbers.ts';
import { coverEnds, monthsAfter } from './policy-dates.ts';

describe('policy numbers', () => {
  it('are the product prefix, an eight-digit serial and a Luhn check digit', () => {
    expect(policyNumber('wysh-term-life', 1)).toBe('WT000000018');
    expect(policyNumber('wysh-accidental-death', 1000001)).toMatch(/^WA01000001\d$/);
  });

  it('are told apart by their check digit when a digit is misheard or two are swapped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 2, max: 9 }), (serial, at) => {
        const label = policyNumber('wysh-term-life', serial);
        expect(isPolicyNumber(label)).toBe(true);
        const digit = Number(label[at]);
        const misheard = `${label.slice(0, at)}${(digit + 1) % 10}${label.slice(at + 1)}`;
        expect(isPolicyNumber(misheard)).toBe(false);
      }),
    );
    expect(isPolicyNumber('wt 0000 0001 8')).toBe(true);
    expect(isPolicyNumber('WX000000018')).toBe(false);
  });

  it('refuse a serial that is not a positive integer', () => {
    expect(() => policyNumber('wysh-term-life', 0)).toThrow();
  });
});

describe('policy dates', () => {
  it('move by months, keeping the day or falling back to the month end', () => {
    expect(monthsAfter('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthsAfter('2028-01-31', 1)).toBe('2028-02-29');
    expect(monthsAfter('2026-11-24', 2)).toBe('2027-01-24');
    expect(monthsAfter('2026-12-15', 12)).toBe('2027-12-15');
  });

  it('end term cover the day before the term anniversary, AD cover on the 65th birthday', () => {
    expect(coverEnds('2026-11-24', { productSlug: 'wysh-term-life', termYears: 20 })).toBe('2046-11-23');
    expect(coverEnds('2026-03-01', { productSlug: 'wysh-term-life', termYears: 10 })).toBe('2036-02-29');
    expect(coverEnds('2026-11-24', { productSlug: 'wysh-accidental-death', birthdate: '1990-06-15' })).toBe(
      '2055-06-15',
    );
  });
});
