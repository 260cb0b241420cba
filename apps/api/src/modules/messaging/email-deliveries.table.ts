import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An e-mail waiting for delivery over SMTP: the composed MIME message, written in the use case's transaction
 * together with the job that delivers it (job payloads carry this row's id, never the address). Deleted once the
 * SMTP server took it, so that no copy of its links and codes stays behind.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    /** The whole message as sent (headers and multipart body). */
    raw: text('raw').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_deliveries_created').on(table.createdAt)],
);
