import { INVOICE_STATUSES, INVOICE_TRANSITIONS } from '@wysh/domain/billing/invoice-lifecycle';
import { PAYMENT_STATUSES } from '@wysh/domain/payments/payment-lifecycle';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { policies } from '../policies/policies.table.ts';

export const INVOICE_KINDS = ['first_premium', 'premium', 'reinstatement'] as const;
export const PAYMENT_METHOD_SOURCES = ['credit_card', 'bank_account'] as const;

/** A user's customer at the card provider (made once, with an idempotency key, so never twice). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A way to pay saved at the card provider: a card (its token, brand, last four, expiry) or a bank account linked
 * through the bank-link provider (the card provider's token for it, the bank's name, the account's type and
 * mask). Never a card number, its security code, or an account or routing number: those stay with the providers.
 * A bank account whose debit came back with a return code that forbids presenting again (anything but R01 and
 * R09) has `debits_stopped_code`: it is not debited again until the person chooses another method.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source', { enum: PAYMENT_METHOD_SOURCES }).notNull(),
    status: text('status', { enum: ['active', 'removed'] }).notNull(),
    nameOnCard: text('name_on_card').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull().unique(),
    /** A card's brand; null for a bank account. */
    brand: text('brand'),
    /** A card's last four digits, or a bank account's mask. */
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** A bank account's: its bank, its type (checking, savings) and the linked account (bank-link's plaid_accounts). */
    bankName: text('bank_name'),
    accountType: text('account_type'),
    plaidAccountId: uuid('plaid_account_id'),
    /** The return code that stopped debits from this bank account, and when. */
    debitsStoppedCode: text('debits_stopped_code'),
    debitsStoppedAt: timestamp('debits_stopped_at', { withTimezone: true }),
    /**
     * A bank account's debit authorisation, as NACHA asks it kept and the card provider's mandate carries it: the
     * version of the words accepted (@wysh/domain/ach/debit-authorization), when, and from which address and
     * browser. Personal data: kept here as the record of the authorisation, never logged.
     */
    mandateVersion: text('mandate_version'),
    mandateAcceptedAt: timestamp('mandate_accepted_at', { withTimezone: true }),
    mandateIpAddress: text('mandate_ip_address'),
    mandateUserAgent: text('mandate_user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_methods_user').on(table.userId, table.createdAt),
    check(
      'payment_methods_kind',
      sql`(${table.source} = 'credit_card') = (${table.brand} is not null and ${table.expMonth} is not null and ${table.expYear} is not null)`,
    ),
    check(
      'payment_methods_bank',
      sql`(${table.source} = 'bank_account') = (${table.bankName} is not null and ${table.plaidAccountId} is not null)`,
    ),
  ],
);

/**
 * What a policyholder owes for a period. Created `created`; `processing` while a charge is in flight; a declined
 * charge makes it `failed` (payable again with another card); a part payment `short_paid`; paid in full
 * `fully_paid`; `void` when its policy was not bought after all (nothing is owed on it: its balance is 0). Moved
 * only through the lifecycle in packages/domain/src/billing/invoice-lifecycle.ts (invoice-moves.ts). The balance is what is left to pay: the ledger's
 * receivable for the invoice, for every invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    /**
     * The first premium buys the policy: paying it issues the policy. A reinstatement invoice bills a lapsed
     * policy's missed premiums (its invoice_lines): paying it reinstates the policy.
     */
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    balance: integer('balance').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('invoices_amount', sql`${table.amount} > 0 and ${table.balance} between 0 and ${table.amount}`),
    check(
      'invoices_status',
      sql`${table.status} in (${sql.raw(INVOICE_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
    // Nothing is owed on an invoice paid in full or void, and something on every other: its balance is its receivable.
    check('invoices_paid', sql`(${table.status} in ('fully_paid', 'void')) = (${table.balance} = 0)`),
    index('invoices_policy').on(table.policyId, table.issuedAt),
    // One premium invoice per policy per period, whoever runs the billing and however often.
    uniqueIndex('invoices_one_per_period')
      .on(table.policyId, table.periodStart)
      .where(sql`${table.kind} = 'premium'`),
    check('invoices_period', sql`(${table.kind} = 'premium') = (${table.periodStart} is not null)`),
    index('invoices_user').on(table.userId, table.issuedAt),
  ],
);

/**
 * pending: written, the provider not yet answered; processing: a bank debit the provider accepted, until it
 * settles (days later); succeeded; failed (declined, or a debit failed at settlement); returned: a settled bank
 * debit the bank took back.
 */

/**
 * One attempt to charge an invoice. Written `pending` (with its idempotency key, derived from the invoice and
 * the attempt) before the provider is called, so a crash between the provider's answer and our commit leaves
 * a row that a retry or the reconciling job finishes with the same key: the provider replays its answer
 * instead of charging again. `driving_until` is the lease of the process calling the provider.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    attempt: integer('attempt').notNull(),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    drivingUntil: timestamp('driving_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A bank debit's: the business day it was submitted (its settlement is counted from it). */
    submittedOn: date('submitted_on', { mode: 'string' }),
    /** A bank debit's NACHA return code, when it failed at settlement or was returned. */
    returnCode: text('return_code'),
  },
  (table) => [
    check(
      'payments_status',
      sql`${table.status} in (${sql.raw(PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
    check('payments_amount', sql`${table.amount} > 0`),
    uniqueIndex('payments_invoice_attempt').on(table.invoiceId, table.attempt),
    // An invoice has at most one charge in flight or made: the database itself refuses a second.
    uniqueIndex('payments_one_live_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.status} in ('pending', 'processing', 'succeeded')`),
    index('payments_pending')
      .on(table.drivingUntil)
      .where(sql`${table.status} = 'pending'`),
    // Bank debits waiting to settle, and settled ones the bank may still return.
    index('payments_bank_in_flight')
      .on(table.status, table.settledAt)
      .where(sql`${table.status} in ('processing', 'succeeded') and ${table.submittedOn} is not null`),
  ],
);

/**
 * Money given back on a payment (a charge no invoice could take; later the free look, a cancellation), with its
 * own idempotency key. Written `pending` in the transaction that decides it, then sent by the payments.refund job.
 */
export const REFUND_KINDS = ['unapplied', 'premium_returned'] as const;

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    /**
     * unapplied: money no invoice could take, held as unapplied cash; premium_returned: premium applied and given
     * back (a policy returned in its free look), decided to refunds_payable first.
     */
    kind: text('kind', { enum: REFUND_KINDS }).notNull().default('unapplied'),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('refunds_amount', sql`${table.amount} > 0`),
    check('refunds_kind', sql`${table.kind} in ('unapplied', 'premium_returned')`),
  ],
);

export const BILLING_NOTICE_KINDS = [
  'receipt',
  'payment_failed',
  'first_premium_failed',
  'grace_notice',
  'reminder',
  'lapse_notice',
] as const;

/**
 * Every billing notice sent to a policyholder (its e-mail is in the outbox, its in-app notification in
 * notifications), once: the unique key (policy, kind, what it is about: an invoice's id or a day) keeps a rerun
 * from sending it twice, and the row proves when it went out (a lapse needs a grace notice 30 days before).
 */
export const billingNotices = pgTable(
  'billing_notices',
  {
    id: uuid('id').primaryKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: BILLING_NOTICE_KINDS }).notNull(),
    /** What the notice is about: an invoice's id, or the day a reminder is for. */
    about: text('about').notNull(),
    /** The business day it was sent on. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('billing_notices_once').on(table.policyId, table.kind, table.about)],
);

const INVOICE_EVENT_TYPES = ['create', ...Object.keys(INVOICE_TRANSITIONS)] as [string, ...string[]];

/**
 * An invoice's history: its creation and every move of its lifecycle (invoice-moves.ts), with the status and
 * balance it left, and the charge it concerned. Read with payments and the ledger, it tells an invoice's story.
 */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    event: text('event').notNull(),
    fromStatus: text('from_status', { enum: INVOICE_STATUSES }),
    toStatus: text('to_status', { enum: INVOICE_STATUSES }).notNull(),
    balance: integer('balance').notNull(),
    /** Ids only: the payment or refund the move concerned. */
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'invoice_events_event',
      sql`${table.event} in (${sql.raw(INVOICE_EVENT_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
    index('invoice_events_invoice').on(table.invoiceId, table.seq),
  ],
);

/**
 * What an invoice bills, line by line, when it bills more than one period: a reinstatement invoice's missed
 * premiums (each with its period and due date) and, when charged, the interest (packages/domain/src/reinstatement
 * amounts.ts `lines`). The lines sum to the invoice's amount. A paid reinstatement's periods count as invoiced
 * for the billing run, so billing resumes after the last of them.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** The line's place on the invoice, from 1. */
    line: integer('line').notNull(),
    kind: text('kind', { enum: ['missed_premium', 'interest'] }).notNull(),
    amount: integer('amount').notNull(),
    /** A missed premium's period of the billing schedule (its number, first and last day) and due date. */
    periodN: integer('period_n'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    /** The interest's terms: the rate a year and the day it runs to. */
    percentPerYear: text('percent_per_year'),
    throughOn: date('through_on', { mode: 'string' }),
  },
  (table) => [
    check('invoice_lines_amount', sql`${table.amount} > 0`),
    check('invoice_lines_kind', sql`${table.kind} in ('missed_premium', 'interest')`),
    check(
      'invoice_lines_period',
      sql`(${table.kind} = 'missed_premium') = (${table.periodStart} is not null and ${table.dueOn} is not null)`,
    ),
    uniqueIndex('invoice_lines_place').on(table.invoiceId, table.line),
  ],
);

/**
 * An event the card provider sent (a signed webhook) or that its event list showed the reconciling job, kept once
 * by the provider's id: a second delivery of the same id finds it here and changes nothing. `payload` is the
 * event's object cut down to the fields settling reads (ids, amounts, statuses, codes, our metadata): never a
 * name, e-mail, address or account number. `processed_at` is written in the transaction that settled from it;
 * `needs_operator` marks an event no lifecycle of ours applies (a card dispute, a refund we did not make).
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** How it was received: `webhook` or `listing` (the reconciling job). */
    receivedVia: text('received_via', { enum: ['webhook', 'listing'] }).notNull(),
    /** What settling from it did, in words of ours (`applied: succeeded`, `no change`, `not ours`...). */
    outcome: text('outcome'),
    needsOperator: boolean('needs_operator').notNull().default(false),
    payload: jsonb('payload').notNull(),
  },
  (table) => [
    index('provider_events_needs_operator')
      .on(table.created)
      .where(sql`${table.needsOperator}`),
  ],
);
