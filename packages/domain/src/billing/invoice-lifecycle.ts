// An invoice's lifecycle as a pure transition: the only way an invoice's status or balance changes. `processing`
// means a charge is in flight (a card charge awaiting its answer, a bank debit not yet settled): neither paid nor
// failed, and no second charge or void may start. A refund never re-opens the invoice it refunds: it moves money
// out of refunds payable, not back into the receivable, so status and balance stay as they are.
//
// A return is not a refund: a settled bank debit taken back by the payer's bank (an ACH return, at settlement's
// end or weeks later for an unauthorised one) means the money never arrived, so the invoice owes it again. A
// paid or part-paid invoice is re-opened as failed, payable again, and the retry plan (or the person) picks it
// up; an invoice already owing keeps its status and owes more.
import { addCents, isCents, subtractCents, ZERO_CENTS, type Cents } from '../money.ts';
import { err, ok, type Result } from '../result.ts';

export const INVOICE_STATUSES = [
  'created',
  'processing',
  'short_paid',
  'failed',
  'retryable',
  'fully_paid',
  'void',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Still owed: something is left to pay (a charge may be in flight). Paid in full and void owe nothing. */
export const PAYABLE_STATUSES = ['created', 'processing', 'short_paid', 'failed', 'retryable'] as const;

export const isPayable = (status: InvoiceStatus): boolean =>
  (PAYABLE_STATUSES as readonly InvoiceStatus[]).includes(status);

export type InvoiceEvent =
  | { type: 'charge_started' }
  /** The provider took `amount` (at most the balance). */
  | { type: 'charge_succeeded'; amount: Cents }
  | { type: 'charge_failed' }
  /** The charge never reached the provider (we gave up before sending it): nothing was taken. */
  | { type: 'charge_abandoned' }
  | { type: 'retry_scheduled' }
  | { type: 'void' }
  | { type: 'refunded' }
  /**
   * A settled payment of `amount` taken back by the payer's bank. `invoiceAmount` is what the invoice was issued
   * for: more than it could have paid can never come back.
   */
  | { type: 'charge_returned'; amount: Cents; invoiceAmount: Cents };
export type InvoiceEventType = InvoiceEvent['type'];

export type InvoiceState = { status: InvoiceStatus; balance: Cents };

/**
 * Every allowed transition, for the code below and for docs to print. `to` is the status after the event;
 * a charge that succeeds ends fully_paid when the balance reaches 0, else short_paid.
 */
export const INVOICE_TRANSITIONS = {
  charge_started: { from: ['created', 'failed', 'retryable', 'short_paid'], to: 'processing' },
  charge_succeeded: { from: ['processing'], to: 'fully_paid | short_paid' },
  charge_failed: { from: ['processing'], to: 'failed' },
  // Back to failed rather than to the status before: the invoice is payable again and the retry plan picks it
  // up, without the lifecycle having to remember where it came from.
  charge_abandoned: { from: ['processing'], to: 'failed' },
  retry_scheduled: { from: ['failed'], to: 'retryable' },
  void: { from: ['created', 'failed', 'retryable', 'short_paid'], to: 'void' },
  // A created invoice has never been charged, so there is nothing to refund; one in processing waits for the
  // charge's outcome first.
  refunded: { from: ['failed', 'retryable', 'short_paid', 'fully_paid', 'void'], to: 'unchanged' },
  // From every status a payment may have been applied in, since the bank's return cannot be refused: only a
  // created invoice has none, and a void one owes nothing whatever comes back (the caller treats money returned
  // on it as unapplied).
  charge_returned: {
    from: ['processing', 'short_paid', 'failed', 'retryable', 'fully_paid'],
    to: 'failed (from fully_paid, short_paid) | unchanged',
  },
} as const satisfies Record<InvoiceEventType, { from: readonly InvoiceStatus[]; to: string }>;

export type InvoiceErrorCode =
  | 'INVOICE.NOT_PAYABLE'
  | 'INVOICE.PAYMENT_IN_PROGRESS'
  | 'INVOICE.NOT_PROCESSING'
  | 'INVOICE.NOT_FAILED'
  | 'INVOICE.NOTHING_TO_REFUND'
  | 'INVOICE.INVALID_AMOUNT'
  | 'INVOICE.OVERPAYMENT'
  | 'INVOICE.NOTHING_TO_RETURN'
  | 'INVOICE.RETURN_EXCEEDS_PAID';

/** Stable, named refusals: a caller may branch on the code, people read the message. */
export type InvoiceTransitionError = {
  code: InvoiceErrorCode;
  message: string;
  from: InvoiceStatus;
  event: InvoiceEventType;
};

const MESSAGES: Record<InvoiceErrorCode, string> = {
  'INVOICE.NOT_PAYABLE': 'This invoice is paid or void: nothing is owed on it.',
  'INVOICE.PAYMENT_IN_PROGRESS': 'A payment of this invoice is in progress; wait for its outcome.',
  'INVOICE.NOT_PROCESSING': 'No payment of this invoice is in progress.',
  'INVOICE.NOT_FAILED': 'Only an invoice whose payment failed can be retried.',
  'INVOICE.NOTHING_TO_REFUND': 'This invoice has never been charged.',
  'INVOICE.INVALID_AMOUNT': 'A payment is a positive whole number of cents.',
  'INVOICE.OVERPAYMENT': 'The payment is more than the balance of the invoice.',
  'INVOICE.NOTHING_TO_RETURN':
    'No payment applied to this invoice can come back: it was never paid, or it is void.',
  'INVOICE.RETURN_EXCEEDS_PAID': 'The returned payment is more than was paid on the invoice.',
};

function refusalCode(from: InvoiceStatus, event: InvoiceEventType): InvoiceErrorCode {
  if (from === 'processing') return 'INVOICE.PAYMENT_IN_PROGRESS';
  if (event === 'charge_succeeded' || event === 'charge_failed' || event === 'charge_abandoned')
    return 'INVOICE.NOT_PROCESSING';
  if (event === 'retry_scheduled') return 'INVOICE.NOT_FAILED';
  if (event === 'refunded') return 'INVOICE.NOTHING_TO_REFUND';
  if (event === 'charge_returned') return 'INVOICE.NOTHING_TO_RETURN';
  return 'INVOICE.NOT_PAYABLE';
}

const refuse = (from: InvoiceStatus, event: InvoiceEventType, code = refusalCode(from, event)) =>
  err<InvoiceTransitionError>({ code, message: MESSAGES[code], from, event });

export function transition(
  invoice: InvoiceState,
  event: InvoiceEvent,
): Result<InvoiceState, InvoiceTransitionError> {
  const { status, balance } = invoice;
  const rule = INVOICE_TRANSITIONS[event.type];
  if (!(rule.from as readonly InvoiceStatus[]).includes(status)) return refuse(status, event.type);
  switch (event.type) {
    case 'charge_succeeded': {
      if (!isCents(event.amount) || event.amount <= 0)
        return refuse(status, event.type, 'INVOICE.INVALID_AMOUNT');
      if (event.amount > balance) return refuse(status, event.type, 'INVOICE.OVERPAYMENT');
      const left = subtractCents(balance, event.amount);
      return ok({ status: left === 0 ? 'fully_paid' : 'short_paid', balance: left });
    }
    case 'void':
      return ok({ status: 'void', balance: ZERO_CENTS });
    case 'refunded':
      return ok(invoice);
    case 'charge_returned': {
      if (!isCents(event.amount) || event.amount <= 0 || !isCents(event.invoiceAmount))
        return refuse(status, event.type, 'INVOICE.INVALID_AMOUNT');
      if (event.amount > event.invoiceAmount - balance)
        return refuse(status, event.type, 'INVOICE.RETURN_EXCEEDS_PAID');
      const reopened = status === 'fully_paid' || status === 'short_paid';
      return ok({ status: reopened ? 'failed' : status, balance: addCents(balance, event.amount) });
    }
    default:
      return ok({ status: INVOICE_TRANSITIONS[event.type].to, balance });
  }
}
