import type { DbOrTx } from '../../db/database.ts';
import { dataBackfills } from './data-backfills.table.ts';

/**
 * Records the backfill as done, in the caller's transaction; false when it was already recorded. A second process
 * recording the same name at the same time waits here until the first commits (then false) or rolls back.
 */
export async function claimBackfill(db: DbOrTx, name: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(dataBackfills)
    .values({ name, finishedAt: at })
    .onConflictDoNothing()
    .returning({ name: dataBackfills.name });
  return rows.length > 0;
}
