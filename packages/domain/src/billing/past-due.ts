// What a policyholder is behind on, and how a payment of it adds up (spec 001 §3.5 "pastDueIds, pastDueBalance,
// processingIds, processingAmount", §4.6 the combined result of a payment retry). Only premiums after the first
// count: the first buys the policy, so an unpaid one leaves nothing to be behind on.
import { addCents, ZERO_CENTS, type Cents } from '../money.ts';
import { err, ok, type Result } from '../result.ts';
import { isPayable, type InvoiceStatus } from './invoice-lifecycle.ts';

/** A premium is past due once a whole day has passed since it fell due (its due-day charge had its chance). */
export const PAST_DUE_AFTER_MS = 86_400_000;

export type OwedInvoice = {
  id: string;
  kind: 'first_premium' | 'premium' | 'reinstatement';
  status: InvoiceStatus;
  balance: Cents;
  dueAt: Date;
  /**
   * A reinstatement the bank took back (a late return) after it reinstated the policy: what it paid is owed
   * again, in grace, as a missed premium is, and paid the same way.
   */
  owedAgain?: boolean;
};

/** A premium after the first, or a reinstatement owed again: what the billing page collects. */
const collectsLikeAPremium = (invoice: OwedInvoice): boolean =>
  invoice.kind === 'premium' || (invoice.kind === 'reinstatement' && invoice.owedAgain === true);

/** Still owed, no charge in flight (that one is processing, not past due), and due more than a day ago. */
export const isPastDue = (invoice: OwedInvoice, now: Date): boolean =>
  collectsLikeAPremium(invoice) &&
  isPayable(invoice.status) &&
  invoice.status !== 'processing' &&
  invoice.dueAt.getTime() < now.getTime() - PAST_DUE_AFTER_MS;

export type OwedSummary = {
  pastDueIds: string[];
  pastDueBalance: Cents;
  processingIds: string[];
  processingAmount: Cents;
};

/** The past-due premiums and those whose payment is in flight, with what is left to pay on each set. */
export function owedSummary(invoices: readonly OwedInvoice[], now: Date): OwedSummary {
  const pastDue = invoices.filter((invoice) => isPastDue(invoice, now));
  const processing = invoices.filter(
    (invoice) => collectsLikeAPremium(invoice) && invoice.status === 'processing',
  );
  return {
    pastDueIds: pastDue.map((invoice) => invoice.id),
    pastDueBalance: addCents(ZERO_CENTS, ...pastDue.map((invoice) => invoice.balance)),
    processingIds: processing.map((invoice) => invoice.id),
    processingAmount: addCents(ZERO_CENTS, ...processing.map((invoice) => invoice.balance)),
  };
}

export type PayNowErrorCode = 'BILLING.FIRST_PREMIUM' | 'BILLING.REINSTATEMENT' | 'BILLING.NOT_DUE';
export type PayNowError = { code: PayNowErrorCode; message: string };

/**
 * Whether the billing page's pay-now may take an invoice: a premium after the first that has fallen due. The
 * first premium is paid only by the purchase (it issues the policy, with its terms signed); a premium not yet
 * due is charged by the billing run on its day. Paid and void invoices pass: paying one again answers what
 * became of it and charges nothing.
 */
export function mayPayNow(invoice: OwedInvoice, now: Date): Result<void, PayNowError> {
  if (invoice.kind === 'first_premium')
    return err({
      code: 'BILLING.FIRST_PREMIUM',
      message: 'A first premium is paid as the policy is bought, not from the billing page.',
    });
  // Its figures hold on the day the rules give them: it is paid from the reinstatement screen, which checks that.
  // Once it has reinstated the policy and the bank took it back, it is owed like a premium and paid here.
  if (invoice.kind === 'reinstatement' && invoice.owedAgain !== true)
    return err({
      code: 'BILLING.REINSTATEMENT',
      message: 'A reinstatement is paid from the policy reinstatement page, not from the billing page.',
    });
  if (isPayable(invoice.status) && invoice.dueAt.getTime() > now.getTime())
    return err({
      code: 'BILLING.NOT_DUE',
      message: 'This premium is not due yet: it is charged to your card on its due date.',
    });
  return ok();
}

export type TransactionResult = 'success' | 'failed' | 'processing';

/** Spec 001 §4.6: failed if any payment failed, else processing if any is processing, else success. */
export function combinedResult(results: readonly TransactionResult[]): TransactionResult {
  if (results.includes('failed')) return 'failed';
  if (results.includes('processing')) return 'processing';
  return 'success';
}
