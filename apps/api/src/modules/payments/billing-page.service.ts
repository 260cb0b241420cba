// The policyholder's billing page (spec 001 §2.17, §4.6, §7.6; issue 24 item 4): a policy's invoice history,
// what is past due or in flight, and pay-now over the past-due premiums (createMultiplePayments). The card
// itself is payment-methods'; the charges are collection's, through its one claim-and-drive path, so a pay-now
// clicked twice, or racing the retry job, charges an invoice once.
import type { Logger } from 'pino';
import { period } from '@wysh/domain/billing/billing-schedule';
import {
  combinedResult,
  mayPayNow,
  owedSummary,
  type OwedInvoice,
  type OwedSummary,
  type PayNowErrorCode,
  type TransactionResult,
} from '@wysh/domain/billing/past-due';
import { addCents, cents, ZERO_CENTS, type Cents } from '@wysh/domain/money';
import { ok, type Result } from '@wysh/domain/result';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { CollectionService } from './collection.service.ts';
import {
  cardMissing,
  invoiceNotFound,
  invoicesToPay,
  payNowRefused,
  type PaymentsError,
} from './payments.errors.ts';
import {
  invoicesOfUser,
  invoicesOfUserAmong,
  invoicesOfUserPolicy,
  reinstatementsOwedAgain,
  type InvoiceRow,
} from './payments.repository.ts';
import { invoiceView, type InvoiceView, type PaymentMethodView } from './payments.views.ts';

/** More than anyone can owe within grace and the reinstatement window: a bound on one request's work. */
export const MAX_INVOICES_PER_PAYMENT = 36;

export type ProcessedPayment = {
  invoiceId: string;
  amount: Cents;
  transactionResult: TransactionResult;
  /** Why it failed (the card provider's words, or why it was not tried); null otherwise. */
  reason: string | null;
};

/** The past-due retry result (spec 001 §3.5), with the combined result and the card the charges went to. */
export type MultiplePayments = {
  billingAttemptedAmount: Cents;
  transactionResult: TransactionResult;
  paymentMethod: PaymentMethodView | null;
  processed: ProcessedPayment[];
};

export type BillingPageError = PaymentsError<
  'NOT_FOUND' | 'VALIDATION_FAILED' | 'PAYMENT_CARD_MISSING' | PayNowErrorCode
>;

const owed = (row: InvoiceRow, owedAgain: ReadonlySet<string>): OwedInvoice => ({
  ...row,
  balance: cents(row.balance),
  owedAgain: owedAgain.has(row.id),
});

const NOT_TRIED = 'Not charged: your card was declined for an earlier premium.';

export function createBillingPageService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  collection: Pick<CollectionService, 'chargeCardOnFile'>;
}) {
  const { db, clock, logger, collection } = deps;

  async function owedOf(userId: string): Promise<OwedSummary> {
    const rows = await invoicesOfUser(db, userId);
    const again = await reinstatementsOwedAgain(db, rows);
    return owedSummary(
      rows.map((row) => owed(row, again)),
      clock.now(),
    );
  }

  return {
    /** The viewer's past-due premiums and those in flight (the membership's invoicesPastDueBalance...). */
    async owed(viewer: Viewer): Promise<OwedSummary> {
      return owedOf(requireUser(viewer, 'identified').userId);
    },

    /** The same of a person, for customer service (the agent console checks the role). */
    owedOf,

    /**
     * One of the viewer's policies' invoices, newest due first (none for someone else's). The first premium has
     * no period of its own in the table (it is invoiced before the policy has an effective date): it is shown
     * as the policy's first period.
     */
    async policyInvoices(
      viewer: Viewer,
      policy: { id: string; effectiveOn: string | null },
    ): Promise<InvoiceView[]> {
      const { userId } = requireUser(viewer, 'identified');
      const now = clock.now();
      const rows = await invoicesOfUserPolicy(db, userId, policy.id);
      const again = await reinstatementsOwedAgain(db, rows);
      return rows.map((row) => {
        const view = invoiceView(row, now, again.has(row.id));
        if (view.kind !== 'first_premium' || view.periodStart || !policy.effectiveOn) return view;
        const first = period(policy.effectiveOn, 'monthly', 0);
        return { ...view, periodStart: first.start, periodEnd: first.end };
      });
    },

    /**
     * createMultiplePayments (spec 001 §4.6, §7.6): charges each of the viewer's past-due premiums to the card
     * on file, oldest first, each once. Nothing is charged unless every invoice named is the viewer's and may be
     * paid now. After a decline the rest are not tried: the same card would be declined again, and issuers
     * count the attempts.
     */
    async payPastDue(
      viewer: Viewer,
      input: { invoiceIds: readonly string[] },
    ): Promise<Result<MultiplePayments, BillingPageError>> {
      const { userId } = requireUser(viewer, 'verified');
      const ids = [...new Set(input.invoiceIds)];
      if (ids.length === 0 || ids.length > MAX_INVOICES_PER_PAYMENT)
        return invoicesToPay(ids.length, MAX_INVOICES_PER_PAYMENT);
      const rows = await invoicesOfUserAmong(db, userId, ids);
      if (rows.length !== ids.length) return invoiceNotFound();
      const now = clock.now();
      const again = await reinstatementsOwedAgain(db, rows);
      for (const row of rows) {
        const may = mayPayNow(owed(row, again), now);
        if (!may.ok) return payNowRefused(may.error);
      }
      rows.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id.localeCompare(b.id));

      const processed: ProcessedPayment[] = [];
      let attempted = ZERO_CENTS;
      let paymentMethod: PaymentMethodView | null = null;
      let declined = false;
      for (const row of rows) {
        if (declined) {
          processed.push({
            invoiceId: row.id,
            amount: cents(row.balance),
            transactionResult: 'failed',
            reason: NOT_TRIED,
          });
          continue;
        }
        const charged = await collection.chargeCardOnFile(row.id, { kind: 'person', userId });
        if (!charged.ok) {
          // No card on file refuses them all alike, before anything was charged.
          if (charged.error.code === 'PAYMENT_CARD_MISSING' && processed.length === 0) return cardMissing();
          processed.push({
            invoiceId: row.id,
            amount: cents(row.balance),
            transactionResult: 'failed',
            reason: charged.error.message,
          });
          continue;
        }
        const { outcome } = charged.value;
        const amount = outcome.payment?.amount ?? cents(row.balance);
        if (charged.value.charged) attempted = addCents(attempted, amount);
        paymentMethod = outcome.paymentMethod ?? paymentMethod;
        declined = outcome.transactionResult === 'failed';
        processed.push({
          invoiceId: row.id,
          amount,
          transactionResult: outcome.transactionResult,
          reason:
            outcome.transactionResult === 'failed' ? (outcome.message ?? 'Your card was declined.') : null,
        });
      }
      const result = combinedResult(processed.map((each) => each.transactionResult));
      logger.info(
        { event: 'past_due_payment', userId, invoices: processed.length, result, attempted },
        'Past-due premiums paid from the billing page',
      );
      return ok({ billingAttemptedAmount: attempted, transactionResult: result, paymentMethod, processed });
    },
  };
}

export type BillingPageService = ReturnType<typeof createBillingPageService>;
