import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideEvenly } from './allocations.ts';

describe('divideEvenly', () => {
  it('gives the remainder to the first shares', () => {
    expect(divideEvenly(3)).toEqual([34, 33, 33]);
    expect(divideEvenly(6)).toEqual([17, 17, 17, 17, 16, 16]);
    expect(divideEvenly(1)).toEqual([100]);
  });

  it('answers nothing for no shares', () => {
    expect(divideEvenly(0)).toEqual([]);
    expect(divideEvenly(-2)).toEqual([]);
  });

  it('always makes whole numbers that sum to the total, never differing by more than one, largest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 10_000 }), (count, total) => {
        const shares = divideEvenly(count, total);
        expect(shares).toHaveLength(count);
        expect(shares.every(Number.isInteger)).toBe(true);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
      }),
    );
  });
});
