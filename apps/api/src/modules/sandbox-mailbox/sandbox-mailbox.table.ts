import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** The files sent with a sandbox e-mail (a PDF packet), so a test or a person can open them from /dev/outbox. */
export const sandboxMailboxAttachments = pgTable(
  'sandbox_mailbox_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => sandboxMailbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The bytes, in base64. */
    content: text('content').notNull(),
  },
  (table) => [index('sandbox_mailbox_attachments_message').on(table.messageId)],
);
