// One-off changes to stored data that need the server's own code or keys, which a SQL migration cannot reach (the
// data key that seals licence numbers lives among the server's sealed secrets). Each runs at start-up, before the
// server takes requests, once per database: the work and the record that it is done commit together, so a crash
// midway leaves it to the next start, and processes starting together do it once. The work itself is idempotent
// too (it reads only rows still to change), so a backfill is also safe to run again by hand.
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/database.ts';
import { claimBackfill } from './data-backfills.repository.ts';

export type DataBackfill<T> = { name: string; run: (tx: DbOrTx) => Promise<T> };

/** Runs the backfill unless this database has it recorded; answers what it did, or null when it had been done. */
export async function runDataBackfillOnce<T>(
  deps: { db: Db; logger: Logger; now: () => Date },
  backfill: DataBackfill<T>,
): Promise<T | null> {
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await claimBackfill(tx, backfill.name, deps.now()))) return { done: false as const };
    return { done: true as const, result: await backfill.run(tx) };
  });
  if (!outcome.done) return null;
  deps.logger.info({ backfill: backfill.name, result: outcome.result }, 'Data backfill done');
  return outcome.result;
}
