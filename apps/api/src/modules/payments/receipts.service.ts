// Receipts (issue 24 item 4: the billing history's "a receipt"): each paid invoice of a person's has a receipt
// they can open or download, a document kept once per invoice by the documents module with the template version
// that rendered it. It is kept the first time it is asked for: what it says (the policy number, the period, the
// amount, the day it was paid, the card and the insurer) is settled when the invoice is paid and never changes.
// Only the invoice's owner, in a verified session, reads it (the documents made for a person are read so).
import { period } from '@wysh/domain/billing/billing-schedule';
import { formatShortDate } from '@wysh/domain/dates';
import { cents, formatDollars } from '@wysh/domain/money';
import { methodDescription } from '@wysh/domain/payments/method-description';
import type { Db } from '../../db/database.ts';
import { businessDayOf } from '../../shared/clock.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { DocumentView } from '../documents/documents.service.ts';
import {
  findInvoiceOfUser,
  findPaymentMethod,
  latestPaymentOfInvoice,
  type InvoiceRow,
} from './payments.repository.ts';

/** What a receipt is filled with: text values and the rows of its details table. */
export type ReceiptValues = Record<string, string | ReadonlyArray<{ label: string; value: string }>>;

export type ReceiptsPorts = {
  documents: {
    receiptOf(userId: string, invoiceId: string): Promise<DocumentView | null>;
    keepReceipt(input: { userId: string; invoiceId: string; values: ReceiptValues }): Promise<DocumentView>;
  };
  /** The policy an invoice pays for (its number, its product's name, when its cover started). */
  policy(
    policyId: string,
  ): Promise<{ label: string | null; productName: string; effectiveOn: string | null } | null>;
};

/** Whose cover the premium buys: the insurer that issues every policy (the packet says "issued by wysh"). */
export const INSURER = 'wysh';

export function createReceiptsService(deps: { db: Db; ports: ReceiptsPorts }) {
  const { db, ports } = deps;

  async function valuesOf(invoice: InvoiceRow): Promise<ReceiptValues | null> {
    const policy = await ports.policy(invoice.policyId);
    const payment = await latestPaymentOfInvoice(db, invoice.id);
    if (!policy?.label || !invoice.paidAt || payment?.status !== 'succeeded') return null;
    const card = await findPaymentMethod(db, payment.paymentMethodId);
    // The first premium is invoiced before the policy has dates: it pays for the policy's first month.
    const first =
      !invoice.periodStart && policy.effectiveOn ? period(policy.effectiveOn, 'monthly', 0) : null;
    const start = invoice.periodStart ?? first?.start;
    const end = invoice.periodEnd ?? first?.end;
    const details = [
      { label: 'Policy number', value: policy.label },
      { label: 'Period', value: start && end ? `${formatShortDate(start)} to ${formatShortDate(end)}` : '' },
      { label: 'Amount paid', value: formatDollars(cents(payment.amount)) },
      { label: 'Paid on', value: formatShortDate(businessDayOf(invoice.paidAt)) },
      {
        label: 'Payment method',
        value: card ? methodDescription(card) : 'Card',
      },
      { label: 'Insurer', value: INSURER },
    ];
    return { policyNumber: policy.label, productName: policy.productName, details };
  }

  return {
    /**
     * The receipt of one of the viewer's invoices: null for an invoice not paid in full, and for anyone else's
     * (as if it did not exist). Kept on the first ask, then read as kept.
     */
    async receipt(viewer: Viewer, invoiceId: string): Promise<DocumentView | null> {
      const { userId } = requireUser(viewer, 'verified');
      const invoice = await findInvoiceOfUser(db, userId, invoiceId);
      if (invoice?.status !== 'fully_paid') return null;
      const kept = await ports.documents.receiptOf(userId, invoice.id);
      if (kept) return kept;
      const values = await valuesOf(invoice);
      return values ? ports.documents.keepReceipt({ userId, invoiceId: invoice.id, values }) : null;
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
