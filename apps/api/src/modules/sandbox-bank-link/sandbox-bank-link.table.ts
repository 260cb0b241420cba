import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SandboxAccountKind } from './sandbox-bank-accounts.ts';

// The sandbox bank-link provider's own records (it stands in for the provider's servers, so they outlive our
// API process and every process sees the same Items). Never read by our modules. No account or routing number
// is kept: the sandbox derives the published test numbers from an account's kind when /auth/get asks.

/** A Link session: made by /link/token/create, walked by the sandbox's Link screens, spent when it finishes. */
export const sandboxBankLinkTokens = pgTable('sandbox_bank_link_tokens', {
  token: text('token').primaryKey(),
  clientUserId: text('client_user_id').notNull(),
  /** The account holder's name the accounts of a new Item carry (the request's user.legal_name, or the default). */
  ownerName: text('owner_name').notNull(),
  /** Update mode: the Item whose login is repaired. A new Item: the one made once the second factor is right. */
  itemId: text('item_id'),
  institutionId: text('institution_id'),
  /** sign_in (credentials next), mfa (code next), select (an account next), done (spent). */
  stage: text('stage', { enum: ['sign_in', 'mfa', 'select', 'done'] }).notNull(),
  mode: text('mode', { enum: ['create', 'update'] }).notNull(),
  /** The kinds of account Link offers (the request's account_filters); null: every kind. */
  accountKinds: jsonb('account_kinds').$type<SandboxAccountKind[]>(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxBankLinkItems = pgTable('sandbox_bank_link_items', {
  itemId: text('item_id').primaryKey(),
  accessToken: text('access_token').notNull().unique(),
  institutionId: text('institution_id').notNull(),
  clientUserId: text('client_user_id').notNull(),
  ownerName: text('owner_name').notNull(),
  /** Set by /sandbox/item/reset_login: calls answer ITEM_LOGIN_REQUIRED until update mode repairs it. */
  loginRequired: boolean('login_required').notNull(),
  /** Given out by a finished Link session or /sandbox/public_token/create; until then it is not the client's. */
  linked: boolean('linked').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxBankLinkAccounts = pgTable(
  'sandbox_bank_link_accounts',
  {
    accountId: text('account_id').primaryKey(),
    itemId: text('item_id').notNull(),
    /** Which of the sandbox's accounts (sandbox-bank-accounts.ts): its name, mask, type and balances. */
    kind: text('kind', { enum: ['checking', 'savings', 'mortgage', 'student', 'auto'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_bank_link_accounts_item').on(table.itemId)],
);

export const sandboxBankLinkPublicTokens = pgTable('sandbox_bank_link_public_tokens', {
  token: text('token').primaryKey(),
  itemId: text('item_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
});

/** A token handing one account to the card provider (processor/stripe/bank_account_token/create). */
export const sandboxBankLinkProcessorTokens = pgTable('sandbox_bank_link_processor_tokens', {
  token: text('token').primaryKey(),
  accountId: text('account_id').notNull(),
  itemId: text('item_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
