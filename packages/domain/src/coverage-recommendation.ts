// What /recommendations offers (spec 001 §4.13): under 100% of the wyshes covered, more cover - the cover that
// reaches 100%, rounded up to the filed step and clamped to the filed limits; over 100%, reviewing the wyshes or
// reducing cover; at 100% (shown as 100 from 99.9), nothing to change.
import { cents, type Cents } from './money.ts';
import { shownCoveragePercent } from './wysh-coverage.ts';

export type CoverLimits = { min: Cents; max: Cents; step: Cents };

export type CoverageRecommendation =
  | { kind: 'noWyshes' }
  | { kind: 'moreCover'; percent: number; suggestedAmount: Cents; reachesAll: boolean }
  | { kind: 'covered'; percent: 100 }
  | { kind: 'over'; percent: number };

/** The smallest offered cover that pays for the whole total: rounded up to the step, within the limits. */
export function coverReaching(total: Cents, limits: CoverLimits): Cents {
  const steps = Math.ceil(total / limits.step);
  return cents(Math.min(limits.max, Math.max(limits.min, steps * limits.step)));
}

export function recommendCoverage(
  cover: Cents,
  wyshTotal: Cents,
  limits: CoverLimits,
): CoverageRecommendation {
  const percent = shownCoveragePercent(cover, wyshTotal);
  if (percent === null) return { kind: 'noWyshes' };
  if (percent === 100) return { kind: 'covered', percent };
  if (percent > 100) return { kind: 'over', percent };
  const suggestedAmount = coverReaching(wyshTotal, limits);
  return { kind: 'moreCover', percent, suggestedAmount, reachesAll: suggestedAmount >= wyshTotal };
}
