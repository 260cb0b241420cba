// How much of a person's Wyshes their cover pays for (spec 000 §4, 001 §4.13): percent = floor(cover / total x
// 100); below 100 is 'below', exactly 100 'covered', above 'over'; a screen shows 100 once the exact share is at
// or above 99.9. One rule for the estimate's allocationsCoveredPercentage, the allocation summary, the coverage
// preview and the recommendations, on the server and in the browser.
import type { Cents } from './money.ts';

export type CoverageStanding = 'below' | 'covered' | 'over';

/** floor(cover / total x 100), exactly (integer arithmetic); null when there is nothing to cover. */
export function wyshCoveragePercent(cover: Cents, wyshTotal: Cents): number | null {
  if (wyshTotal <= 0) return null;
  return Number((BigInt(Math.max(cover, 0)) * 100n) / BigInt(wyshTotal));
}

export function coverageStanding(percent: number): CoverageStanding {
  if (percent < 100) return 'below';
  return percent === 100 ? 'covered' : 'over';
}

/** The percent a screen shows: 100 from an exact share of 99.9 (cover x 1000 >= total x 999), else the floor. */
export function shownCoveragePercent(cover: Cents, wyshTotal: Cents): number | null {
  const percent = wyshCoveragePercent(cover, wyshTotal);
  if (percent === null || percent >= 100) return percent;
  return BigInt(cover) * 1000n >= BigInt(wyshTotal) * 999n ? 100 : percent;
}
