import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The attribution events sent for each user: each is sent once per user (spec 001 §7.7), so a second report of
 * the same event finds its row here and sends nothing.
 */
export const attributionDeliveries = pgTable(
  'attribution_deliveries',
  {
    userId: uuid('user_id').notNull(),
    /** COMPLETE_REGISTRATION, PURCHASE or VIEW_ITEM. */
    event: text('event').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.event] })],
);
