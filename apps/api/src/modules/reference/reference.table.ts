import { boolean, char, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Spec 001 §3.3: a country with its ISO 3166-1 codes and what its addresses have (states, a postal code). */
export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  alpha2: char('alpha2', { length: 2 }).notNull().unique(),
  alpha3: char('alpha3', { length: 3 }).notNull(),
  name: text('name').notNull(),
  hasStates: boolean('has_states').notNull().default(false),
  hasPostalCode: boolean('has_postal_code').notNull().default(false),
  /** A regular expression a postal code of the country matches, e.g. ^\d{5}(-\d{4})?$; null without one. */
  postalCodeFormat: text('postal_code_format'),
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
