import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/** The access token sealed by the sensitive-data service (its Sealed shape: AES-256-GCM, bound to the owner). */
type SealedToken = { ciphertext: string; iv: string; authTag: string; keyId: string };

/**
 * A bank login linked through the bank-link provider (its "Item"): the provider's item id and its access token,
 * sealed under the sensitive-data key and bound to the owner, the institution, and whether its login works
 * (`good`) or the bank asks the person to sign in again (`login_required`, repaired in update mode). Never an
 * account or routing number: the provider keeps those.
 */
export const plaidItems = pgTable(
  'plaid_items',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    externalId: text('external_id').notNull().unique(),
    accessToken: jsonb('access_token').$type<SealedToken>().notNull(),
    institutionId: text('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    status: text('status', { enum: ['good', 'login_required'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Unlinked (removed at the provider): kept for the record, never listed or used again. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('plaid_items_user').on(table.userId, table.createdAt)],
);

/** An account of an Item that the person picked in Link: the provider's account id, name, mask and type. */
export const plaidAccounts = pgTable(
  'plaid_accounts',
  {
    id: uuid('id').primaryKey(),
    plaidItemId: uuid('plaid_item_id')
      .notNull()
      .references(() => plaidItems.id),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    /** The last 2-4 digits the bank shows; never more. */
    mask: text('mask'),
    accountType: text('account_type').notNull(),
    subtype: text('subtype'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('plaid_accounts_item_external').on(table.plaidItemId, table.externalId)],
);
