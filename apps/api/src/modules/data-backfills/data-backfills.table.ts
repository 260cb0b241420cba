import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one-off changes to stored data that only the server's code can make (they need its keys or rules, which
 * SQL cannot reach), each recorded once done (data-backfills.service.ts): a start-up runs each at most once per
 * database.
 */
export const dataBackfills = pgTable('data_backfills', {
  name: text('name').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});
