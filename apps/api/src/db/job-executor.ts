// Lets the job queue (pg-boss) write its jobs through a Drizzle transaction, so that a job enqueued by a use
// case commits or rolls back with it. Here because only db/ and repositories speak Drizzle.
import { sql } from 'drizzle-orm';
import { fromDrizzle, type Db as JobDb } from 'pg-boss';
import type { DbOrTx } from './database.ts';

export function jobExecutor(tx: DbOrTx): JobDb {
  return fromDrizzle(tx, sql);
}
