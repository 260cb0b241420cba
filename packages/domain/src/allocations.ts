// Beneficiary allocations are whole percentages summing to 100 (spec 001 §4.2 divideEvenly, §9).

export const ALLOCATION_TOTAL = 100;

/**
 * Spreads `total` over `count` shares as whole numbers: every share gets the floor of the even split and the
 * first ones take one more each until the remainder is gone (3 shares of 100: 34, 33, 33).
 */
export function divideEvenly(count: number, total: number = ALLOCATION_TOTAL): number[] {
  if (!Number.isInteger(count) || count <= 0) return [];
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < remainder ? 1 : 0));
}
