// Fixed-window throttling kept in PostgreSQL, so that every API process counts the same attempts.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { rateLimitCounters } from './auth.table.ts';

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt under `key` and says whether it is within `limit` per `windowSeconds`. */
export async function throttle(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<ThrottleVerdict> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  if (row!.count <= limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  };
}
