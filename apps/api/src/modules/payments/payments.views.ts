// What payments answers about invoices, charges and cards: plain values for GraphQL and other modules.
import { cents, type Cents } from '@wysh/domain/money';
import { isPastDue } from '@wysh/domain/billing/past-due';
import { methodDescription } from '@wysh/domain/payments/method-description';
import type { InvoiceRow, PaymentMethodRow, PaymentRow } from './payments.repository.ts';

export type InvoiceView = {
  id: string;
  policyId: string;
  kind: InvoiceRow['kind'];
  amount: Cents;
  balance: Cents;
  status: InvoiceRow['status'];
  /** The period a premium pays for (yyyy-MM-dd, inclusive); null on a first premium. */
  periodStart: string | null;
  periodEnd: string | null;
  dueAt: Date;
  issuedAt: Date;
  paidAt: Date | null;
  pastDue: boolean;
};

export type PaymentMethodView = {
  id: string;
  source: PaymentMethodRow['source'];
  status: string;
  name: string;
  /** A card's; null for a bank account. */
  brand: string | null;
  /** A card's last 4, or a bank account's mask. */
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  /** A bank account's. */
  bankName: string | null;
  accountType: string | null;
  /** A bank account's: the linked account (PlaidItems' plaidAccounts id) it debits. */
  plaidAccountId: string | null;
  /** The return code that stopped debits from this bank account until another method is chosen; null: not stopped. */
  debitsStoppedCode: string | null;
  /** "Visa ending in 4242" or "First Platypus Bank checking account ending in 0000". */
  description: string;
  createdAt: Date;
};

export type PaymentView = {
  id: string;
  status: PaymentRow['status'];
  amount: Cents;
  attempt: number;
  failureCode: string | null;
  /** A bank debit's NACHA return code (R01...), when its bank returned it. */
  returnCode: string | null;
  paymentMethodId: string;
  createdAt: Date;
  settledAt: Date | null;
};

/** The outcome the purchase screen acts on (spec 001 §4.5: "failed" opens PaymentFailed). */
export type PayInvoiceOutcome = {
  transactionResult: 'success' | 'failed' | 'processing';
  /** Why, when it failed: the provider's words (the decline), for the screen and support. */
  message: string | null;
  declineCode: string | null;
  invoice: InvoiceView;
  payment: PaymentView | null;
  paymentMethod: PaymentMethodView | null;
};

/** `owedAgain`: a reinstatement the bank took back after it reinstated the policy (reinstatementsOwedAgain). */
export const invoiceView = (row: InvoiceRow, now: Date, owedAgain = false): InvoiceView => ({
  id: row.id,
  policyId: row.policyId,
  kind: row.kind,
  amount: cents(row.amount),
  balance: cents(row.balance),
  status: row.status,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  dueAt: row.dueAt,
  issuedAt: row.issuedAt,
  paidAt: row.paidAt,
  pastDue: isPastDue({ ...row, balance: cents(row.balance), owedAgain }, now),
});

export const paymentMethodView = (row: PaymentMethodRow): PaymentMethodView => ({
  id: row.id,
  source: row.source,
  status: row.status,
  name: row.nameOnCard,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  bankName: row.bankName,
  accountType: row.accountType,
  plaidAccountId: row.plaidAccountId,
  debitsStoppedCode: row.debitsStoppedCode,
  description: methodDescription(row),
  createdAt: row.createdAt,
});

export const paymentView = (row: PaymentRow): PaymentView => ({
  id: row.id,
  status: row.status,
  amount: cents(row.amount),
  attempt: row.attempt,
  failureCode: row.failureCode,
  returnCode: row.returnCode,
  paymentMethodId: row.paymentMethodId,
  createdAt: row.createdAt,
  settledAt: row.settledAt,
});
