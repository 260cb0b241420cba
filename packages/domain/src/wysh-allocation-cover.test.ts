import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from './money.ts';
import { coverAllocations } from './wysh-allocation-cover.ts';

describe('coverAllocations', () => {
  it('pays the wyshes in order until the cover runs out', () => {
    expect(coverAllocations([cents(100_00), cents(300_00), cents(50_00)], cents(250_00))).toEqual([
      { covered: true, amountCovered: 100_00, percentCovered: 100 },
      { covered: false, amountCovered: 150_00, percentCovered: 50 },
      { covered: false, amountCovered: 0, percentCovered: 0 },
    ]);
  });

  it('pays nothing without a cover and counts a missing amount as 0 (covered)', () => {
    expect(coverAllocations([null, cents(10_00)], null)).toEqual([
      { covered: true, amountCovered: 0, percentCovered: 100 },
      { covered: false, amountCovered: 0, percentCovered: 0 },
    ]);
  });

  it('never pays out more than the cover, nor more than a wysh asks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 })),
        fc.integer({ min: 0, max: 50_000_000 }),
        (amounts, cover) => {
          const result = coverAllocations(amounts.map(cents), cents(cover));
          const paid = result.reduce((sum, r) => sum + r.amountCovered, 0);
          expect(paid).toBeLessThanOrEqual(cover);
          result.forEach((r, i) => expect(r.amountCovered).toBeLessThanOrEqual(amounts[i]!));
        },
      ),
    );
  });
});
