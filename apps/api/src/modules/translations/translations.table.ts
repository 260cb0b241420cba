import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Interface copy per client (slug) and locale, so wording can change without a release of the client. */
export const translations = pgTable(
  'translations',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.locale, table.key] })],
);
