import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox clock's offset from real time, in one row, so that every process on the database (the server and
 * any `npm run worker`) reads the same "now" after /dev/clock moves it. Unused with live providers.
 */
export const sandboxClock = pgTable(
  'sandbox_clock',
  {
    id: smallint('id').primaryKey(),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('sandbox_clock_one_row', sql`${table.id} = 1`)],
);
