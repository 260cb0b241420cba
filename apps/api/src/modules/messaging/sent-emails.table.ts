import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The communications log: every e-mail we sent, by address, subject and time, written by the messenger in the
 * transaction of the use case that sent it (a rolled-back change leaves no row), in sandbox and live mode alike.
 * Customer service reads a person's latest in the agent console. No body, no attachment: the text may hold
 * personal data, links and one-time codes, and nobody needs it to know what we told a person and when.
 * Retention: kept while the person's account is, as the record of what we sent; no purge job runs yet, so rows
 * past the retention period compliance sets must be deleted by one (by `created_at`) once it is set.
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The address it went to, lower-cased (addresses are matched without case). */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The app's clock (the sandbox's may be moved), as every other time the console shows. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sent_emails_recipient_created').on(table.recipient, table.createdAt)],
);
