// What a person waiting for a live agent is told: their place in the queue, and how long people have recently
// waited. An honest figure, not a promise: the median of the recent waits, rounded up to a minute, and nothing
// at all when too few people have waited lately to say.

/** Fewer recent waits than this and the panel says it cannot tell. */
export const MIN_WAITS_FOR_ESTIMATE = 3;

/** The median of recent waits in whole minutes (at least 1), or null when there are too few to tell. */
export function typicalWaitMinutes(recentWaitsMs: readonly number[]): number | null {
  const waits = recentWaitsMs.filter((ms) => Number.isFinite(ms) && ms >= 0).sort((a, b) => a - b);
  if (waits.length < MIN_WAITS_FOR_ESTIMATE) return null;
  const middle = Math.floor(waits.length / 2);
  const median = waits.length % 2 === 1 ? waits[middle]! : (waits[middle - 1]! + waits[middle]!) / 2;
  return Math.max(1, Math.ceil(median / 60_000));
}
