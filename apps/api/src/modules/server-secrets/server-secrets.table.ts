import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server makes for itself on first start (the token signing key, the keys that protect SSNs), shared
 * by all processes. `value` is sealed under the operator's master key (see master-key.ts): a reader of the
 * database alone cannot use them.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
