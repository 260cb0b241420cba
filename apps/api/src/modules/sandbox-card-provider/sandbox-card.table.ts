import { bigint, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The sandbox card provider's own records (it stands in for the provider's servers, so they outlive our API
// process: a purchase interrupted by a crash finds the charge the provider made). Never read by our modules.

export const sandboxCardCustomers = pgTable('sandbox_card_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  metadata: jsonb('metadata').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A tokenised card: never its number, only what the provider would keep about it beside the vault. */
export const sandboxCardPaymentMethods = pgTable('sandbox_card_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What the test card does when charged (test-cards.ts). */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxCardPaymentIntents = pgTable('sandbox_card_payment_intents', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  customerId: text('customer_id'),
  paymentMethodId: text('payment_method_id'),
  status: text('status').notNull(),
  lastError: jsonb('last_error'),
  amountRefunded: integer('amount_refunded').notNull(),
  metadata: jsonb('metadata').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** A bank debit's business day of settlement (it is `processing` until then). */
  settlesOn: date('settles_on', { mode: 'string' }),
  /** The return code a bank debit fails with at settlement (the account holder INSUFFICIENT: R01). */
  failsWith: text('fails_with'),
  /** A bank debit's mandate, as the provider keeps it: its id and the customer's acceptance. */
  mandate: jsonb('mandate'),
});

/**
 * A bank account saved to a customer from the bank-link provider's processor token (`ba_...`): the bank's name,
 * the account's type and mask, and what its debits do; never its numbers.
 */
export const sandboxCardBankAccounts = pgTable('sandbox_card_bank_accounts', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  bankName: text('bank_name').notNull(),
  accountType: text('account_type').notNull(),
  last4: text('last4').notNull(),
  /** The return code every debit fails with at settlement, or null: they settle. */
  failsWith: text('fails_with'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Answers kept by idempotency key: a retry gets the first answer, a different request with the key an error. */
export const sandboxCardIdempotency = pgTable('sandbox_card_idempotency', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The events the sandbox provider made (the provider's `GET /v1/events`), each as the provider's JSON event, in
 * the order made (`seq`); `delivered_at` once our webhook endpoint answered 2xx to its signed delivery.
 */
export const sandboxCardEvents = pgTable('sandbox_card_events', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  event: jsonb('event').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});
