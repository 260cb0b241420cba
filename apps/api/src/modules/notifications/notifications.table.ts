import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * What the app tells a person about (spec 001 §3.3 Notifications: id, read, metadata.type), e.g. an underwriter's
 * decision (manual_underwriting_decision). Read by its owner only.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** { type: 'manual_underwriting_decision', result: 'accepted' | 'rejected', insuranceApplicationId }. */
    metadata: jsonb('metadata').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notifications_user').on(table.userId, table.createdAt)],
);
