// Fixed-window throttling kept in PostgreSQL, so that every API process counts the same attempts. Its own
// module because accounts, auth, addresses and uploads all throttle, and none of them should own the others.
import type { DbOrTx } from '../../db/database.ts';
import { countAttempt } from './throttle.repository.ts';

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
  const count = await countAttempt(db, key, windowStart);
  if (count <= limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  };
}
