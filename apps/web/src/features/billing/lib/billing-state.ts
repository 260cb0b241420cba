// What the billing page says about what is owed and about each invoice (spec 001 §4.6: "past due when any
// past-due ids exist; processing only when none past due and some processing"). Pure, tested.
import type { BillingInvoice, BillingPageData, BillingPolicy } from '../api/get-billing';

export type Standing = 'past_due' | 'processing' | 'current';

export type Owed = {
  standing: Standing;
  /** The invoices pay-now pays: every past-due premium, oldest first. */
  pastDueIds: string[];
  pastDueBalance: number;
  processingAmount: number;
};

export function owedOf(data: BillingPageData): Owed {
  const membership = data.currentUser?.activeConstellations.find(
    (each) => each.activeInsuranceMembership,
  )?.activeInsuranceMembership;
  const pastDue = (data.userPolicy?.invoices ?? [])
    .filter((invoice) => invoice.pastDue)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const pastDueBalance =
    membership?.invoicesPastDueBalance ?? pastDue.reduce((total, invoice) => total + invoice.balance, 0);
  const processingAmount = membership?.invoicesProcessingAmount ?? 0;
  const standing: Standing =
    pastDue.length > 0 ? 'past_due' : processingAmount > 0 ? 'processing' : 'current';
  return { standing, pastDueIds: pastDue.map((invoice) => invoice.id), pastDueBalance, processingAmount };
}

export type InvoiceStatusWord =
  'paid' | 'pastDue' | 'processing' | 'due' | 'failed' | 'retrying' | 'partlyPaid' | 'void';

/** An invoice's status in the words of the history (a failed premium not yet a day late is "failed"). */
export function invoiceStatusWord(invoice: Pick<BillingInvoice, 'status' | 'pastDue'>): InvoiceStatusWord {
  if (invoice.pastDue) return 'pastDue';
  switch (invoice.status) {
    case 'fully_paid':
      return 'paid';
    case 'processing':
      return 'processing';
    case 'failed':
      return 'failed';
    case 'retryable':
      return 'retrying';
    case 'short_paid':
      return 'partlyPaid';
    case 'void':
      return 'void';
    default:
      return 'due';
  }
}

/**
 * Whether the account area shows its payment prompt (spec 001 §4.6: "if the policy has an id and status and either
 * no payment status exists or the latest invoice is not fully_paid"). Only for a policy in force: a lapsed one owes
 * nothing more (its unpaid premiums are void) and a pending one is paid by its purchase.
 */
export function showsPaymentPrompt(
  policy: Pick<BillingPolicy, 'id' | 'status' | 'invoices'> | null | undefined,
): boolean {
  if (!policy?.id || !policy.status) return false;
  if (policy.status !== 'active' && policy.status !== 'grace') return false;
  // The history is newest due first.
  const latest = policy.invoices[0];
  return !latest || latest.status !== 'fully_paid';
}

/** What a bank debit's failure tells the person: how much came back, and the bank's return code. */
export type BankFailure = { amount: number; returnCode: string };

/**
 * A premium now past due because the bank debit that paid it failed at settlement or was returned (issue 25):
 * only while the account is still the method on file (once the person chose a card, the card is what matters).
 * The newest failure's code; the amount is every such premium's balance.
 */
export function bankFailureOf(data: BillingPageData): BankFailure | null {
  if (!data.activePaymentMethod?.bankAccount) return null;
  const failed = (data.userPolicy?.invoices ?? []).filter((invoice) => {
    if (!invoice.pastDue) return false;
    const last = invoice.payments.at(-1);
    return Boolean(last?.returnCode) && (last?.status === 'failed' || last?.status === 'returned');
  });
  if (failed.length === 0) return null;
  const newest = [...failed].sort((a, b) => b.dueOn.localeCompare(a.dueOn))[0]!;
  return {
    amount: failed.reduce((total, invoice) => total + invoice.balance, 0),
    returnCode: newest.payments.at(-1)!.returnCode!,
  };
}
