// The throttle's counters: one atomic upsert per attempt, so concurrent requests never both see "first".
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { rateLimitCounters } from './throttle.table.ts';

/** Adds one attempt to the counter of `key` in the window starting at `windowStart`; answers the new count. */
export async function countAttempt(db: DbOrTx, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row!.count;
}
