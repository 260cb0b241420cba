import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every message a sandbox provider "sends" (e-mail, SMS, voice call). Written in the same transaction as the
 * change that caused it, and readable at /dev/outbox by tests and by a person trying the app.
 */
export const sandboxOutbox = pgTable(
  'sandbox_outbox',
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
    check('sandbox_outbox_channel', sql`${table.channel} in ('email', 'sms', 'voice')`),
    index('sandbox_outbox_recipient_created').on(table.recipient, table.createdAt),
  ],
);
