import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox error-reporting service: every error event the SDKs (server and browser) sent to our sandbox
 * endpoint, one row each, as received (they scrub before sending), readable at /dev/errors.
 */
export const sandboxErrorReports = pgTable(
  'sandbox_error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The DSN's project: the server's or the browser's. */
    project: text('project').notNull(),
    eventId: text('event_id'),
    platform: text('platform'),
    level: text('level'),
    /** The exception's type and message, or the event's message. */
    title: text('title').notNull(),
    userId: text('user_id'),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    /** The whole event as received. */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_error_reports_received').on(table.receivedAt)],
);
