import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Legal documents shown to users. A change to the body is a new version, dated, so acknowledgements can name what was agreed to. */
export const disclosures = pgTable('disclosures', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  businessSlug: text('business_slug').notNull(),
  name: text('name').notNull(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
