import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { TERM_LIFE_COVER } from './pricing/premiums.ts';
import { coverReaching, recommendCoverage } from './coverage-recommendation.ts';

const limits = TERM_LIFE_COVER;

describe('the coverage recommendation', () => {
  it('offers the cover that reaches 100%, rounded up to the $50,000 step', () => {
    // $500,000 cover, $620,000 of wyshes: 80%; $650,000 pays for them all.
    expect(recommendCoverage(cents(50_000_000), cents(62_000_000), limits)).toEqual({
      kind: 'moreCover',
      percent: 80,
      suggestedAmount: cents(65_000_000),
      reachesAll: true,
    });
  });

  it('keeps an exact step as it is', () => {
    expect(coverReaching(cents(70_000_000), limits)).toBe(cents(70_000_000));
  });

  it('clamps to the filed maximum and says the wyshes are still not all covered', () => {
    expect(recommendCoverage(cents(100_000_000), cents(250_000_000), limits)).toEqual({
      kind: 'moreCover',
      percent: 40,
      suggestedAmount: cents(200_000_000),
      reachesAll: false,
    });
  });

  it('never suggests less than the filed minimum', () => {
    expect(coverReaching(cents(1_000_000), limits)).toBe(limits.min);
  });

  it('says covered at 100%, and from 99.9%', () => {
    expect(recommendCoverage(cents(50_000_000), cents(50_000_000), limits)).toEqual({
      kind: 'covered',
      percent: 100,
    });
    expect(recommendCoverage(cents(99_900), cents(100_000), limits)).toEqual({
      kind: 'covered',
      percent: 100,
    });
  });

  it('offers reviewing wyshes or reducing cover over 100%', () => {
    expect(recommendCoverage(cents(50_000_000), cents(40_000_000), limits)).toEqual({
      kind: 'over',
      percent: 125,
    });
  });

  it('has nothing to recommend without wyshes', () => {
    expect(recommendCoverage(cents(50_000_000), cents(0), limits)).toEqual({ kind: 'noWyshes' });
  });

  it('suggests an offered cover that is at least the total, unless the total is above the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400_000_000 }), (total) => {
        const amount = coverReaching(cents(total), limits);
        expect(amount % limits.step).toBe(0);
        expect(amount).toBeGreaterThanOrEqual(limits.min);
        expect(amount).toBeLessThanOrEqual(limits.max);
        if (total <= limits.max) expect(amount).toBeGreaterThanOrEqual(total);
        if (amount > limits.min) expect(amount - limits.step).toBeLessThan(total);
      }),
    );
  });
});
