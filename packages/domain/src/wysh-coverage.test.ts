import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { coverageStanding, shownCoveragePercent, wyshCoveragePercent } from './wysh-coverage.ts';

describe('how much of the wyshes the cover pays for', () => {
  it('floors cover / total x 100', () => {
    expect(wyshCoveragePercent(cents(50_000_000), cents(45_000_000))).toBe(111);
    expect(wyshCoveragePercent(cents(45_000_000), cents(45_000_000))).toBe(100);
    expect(wyshCoveragePercent(cents(10_000_000), cents(30_000_000))).toBe(33);
    expect(wyshCoveragePercent(cents(0), cents(30_000_000))).toBe(0);
  });

  it('has no percent when there are no wyshes to cover', () => {
    expect(wyshCoveragePercent(cents(50_000_000), cents(0))).toBeNull();
    expect(shownCoveragePercent(cents(50_000_000), cents(0))).toBeNull();
  });

  it('names the standing: below, covered or over', () => {
    expect(coverageStanding(99)).toBe('below');
    expect(coverageStanding(100)).toBe('covered');
    expect(coverageStanding(101)).toBe('over');
  });

  it('shows 100 from 99.9 percent, and the floor below it', () => {
    expect(shownCoveragePercent(cents(99_900), cents(100_000))).toBe(100);
    expect(shownCoveragePercent(cents(99_899), cents(100_000))).toBe(99);
    expect(wyshCoveragePercent(cents(99_900), cents(100_000))).toBe(99);
  });

  it('never falls when the cover rises or the wyshes fall', () => {
    const amount = fc.integer({ min: 0, max: 10 ** 12 });
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 1, max: 10 ** 12 }), (a, b, total) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(wyshCoveragePercent(cents(high), cents(total))!).toBeGreaterThanOrEqual(
          wyshCoveragePercent(cents(low), cents(total))!,
        );
        expect(wyshCoveragePercent(cents(low), cents(total))!).toBeGreaterThanOrEqual(
          wyshCoveragePercent(cents(low), cents(total + b + 1))!,
        );
      }),
    );
  });
});
