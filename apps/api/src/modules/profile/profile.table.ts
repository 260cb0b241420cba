import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/** Where a user lives. One active address per user; a change keeps the old one as history (active = false). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    /** USPS code, e.g. "OH". */
    state: char('state', { length: 2 }).notNull(),
    postalCode: text('postal_code').notNull(),
    country: char('country', { length: 2 }).notNull().default('US'),
    active: boolean('active').notNull(),
    /** When the address provider confirmed it (null: as typed). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('addresses_user').on(table.userId),
    uniqueIndex('addresses_one_active')
      .on(table.userId)
      .where(sql`${table.active}`),
  ],
);

/**
 * A user's Social Security number, encrypted at rest (AES-256-GCM under the data key, the user id
 * authenticated with it). Only the last four digits are kept in clear; the row existing means "set".
 */
export const taxIds = pgTable(
  'tax_ids',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    ciphertext: text('ciphertext').notNull(),
    iv: text('iv').notNull(),
    authTag: text('auth_tag').notNull(),
    /** Which data key sealed it (a fingerprint), so keys can be rotated. */
    keyId: text('key_id').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('tax_ids_last4', sql`${table.last4} ~ '^[0-9]{4}$'`)],
);
