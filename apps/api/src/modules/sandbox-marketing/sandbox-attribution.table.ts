import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox attribution service: every message of the batches the official client sent, as received, one row
 * each, readable at /dev/attribution. A message id seen before is not kept twice (the service de-duplicates by
 * it, and so does the sandbox).
 */
export const sandboxAttributionEvents = pgTable(
  'sandbox_attribution_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id').notNull(),
    /** track, identify, page... */
    type: text('type').notNull(),
    /** A track's event name (PURCHASE, ...). */
    event: text('event'),
    userId: text('user_id'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** The whole message as received. */
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_attribution_events_message').on(table.messageId),
    index('sandbox_attribution_events_received').on(table.receivedAt),
  ],
);
