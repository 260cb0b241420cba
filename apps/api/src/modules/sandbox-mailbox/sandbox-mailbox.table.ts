import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox mailbox: every message a sandbox provider "sends" (e-mail, SMS, voice call). Written in the same
 * transaction as the change that caused it, and readable at /dev/outbox (its URL from before it was renamed,
 * so that "outbox" names a transactional outbox) by tests and by a person trying the app.
 */
export const sandboxMailbox = pgTable(
  'sandbox_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms', 'voice'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sandbox_mailbox_channel', sql`${table.channel} in ('email', 'sms', 'voice')`),
    index('sandbox_mailbox_recipient_created').on(table.recipient, table.createdAt),
  ],
);
