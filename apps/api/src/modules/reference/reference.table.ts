import { boolean, char, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  alpha2: char('alpha2', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    alpha2: char('alpha2', { length: 2 }).notNull(),
    name: text('name').notNull(),
  },
  (table) => [unique('states_country_alpha2').on(table.countryId, table.alpha2)],
);

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
