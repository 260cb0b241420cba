import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox messaging service: every call its Track API received from the official client, as received
 * (`identify` a person by id, an `event` such as home_view, a `page` view with its path), readable at
 * /dev/messaging.
 */
export const sandboxMessagingRequests = pgTable(
  'sandbox_messaging_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'identify' | 'event' | 'page'>().notNull(),
    customerId: text('customer_id').notNull(),
    /** The event's name, or the page's path; null for identify. */
    name: text('name'),
    /** The request's body as received. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_messaging_requests_received').on(table.receivedAt)],
);
