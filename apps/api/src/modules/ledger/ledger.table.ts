import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS } from '@wysh/domain/ledger/accounts';
import { LEDGER_EVENTS } from '@wysh/domain/ledger/postings';
import { users } from '../accounts/accounts.table.ts';
import { invoices, payments, refunds } from '../payments/payments.table.ts';

/** `column in ('a', 'b', ...)` over a fixed list of the domain's names. */
const oneOf = (column: AnyPgColumn, names: readonly string[]) =>
  sql`${column} in (${sql.raw(names.map((name) => `'${name}'`).join(', '))})`;

/**
 * One money event on the ledger (its header): what happened, when, to whose invoice, by which payment or refund.
 * Its entries (ledger_entries) sum to zero. Written only by ledger.post, which computes the entries from the
 * event with the domain's postings().
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey(),
    event: text('event', { enum: LEDGER_EVENTS }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    /** Ids and codes that explain the event (never personal data). */
    memo: jsonb('memo').$type<Record<string, string>>().notNull(),
  },
  (table) => [
    check('ledger_transactions_event', oneOf(table.event, LEDGER_EVENTS)),
    index('ledger_transactions_invoice').on(table.invoiceId),
  ],
);

/**
 * One side of a ledger transaction: signed cents on an account of the chart (a debit positive, a credit
 * negative). `invoice_id` keys the receivable's sub-ledger: an invoice's balance is the sum of its receivable
 * entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [
    check('ledger_entries_account', oneOf(table.account, LEDGER_ACCOUNTS)),
    check('ledger_entries_nonzero', sql`${table.amount} <> 0`),
    index('ledger_entries_invoice').on(table.invoiceId),
    index('ledger_entries_transaction').on(table.transactionId),
  ],
);

/**
 * Each run of the reconciliation (ledger.reconcile, daily): when it ran, how many invoices it checked and how
 * many differences it found (0 when the ledger agrees). The differences themselves go to the error log by id.
 */
export const ledgerReconciliations = pgTable(
  'ledger_reconciliations',
  {
    id: uuid('id').primaryKey(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    invoicesChecked: integer('invoices_checked').notNull(),
    differences: integer('differences').notNull(),
  },
  (table) => [index('ledger_reconciliations_ran_at').on(table.ranAt)],
);
