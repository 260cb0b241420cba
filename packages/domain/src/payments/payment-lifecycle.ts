// A payment's lifecycle (one attempt to take an invoice's money, on a card or a bank account) as a pure
// transition: the only way a payment's status changes. A card charge is answered at once, so it goes from
// pending to succeeded or failed; a bank debit the provider accepted is processing for business days before it
// settles (succeeded) or fails at settlement; a settled debit may still be returned by the payer's bank weeks
// later. Nothing leaves failed or returned: another attempt is another payment.
import { err, ok, type Result } from '../result.ts';

export const PAYMENT_STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'returned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type PaymentEvent =
  /** The provider accepted a bank debit: neither paid nor failed until it settles. */
  | 'accepted'
  | 'succeeded'
  | 'failed'
  /** The payer's bank took a settled debit back (an ACH return). */
  | 'returned';

/** Every allowed transition, for the code below and for docs to print. */
export const PAYMENT_TRANSITIONS = {
  accepted: { from: ['pending'], to: 'processing' },
  succeeded: { from: ['pending', 'processing'], to: 'succeeded' },
  failed: { from: ['pending', 'processing'], to: 'failed' },
  returned: { from: ['succeeded'], to: 'returned' },
} as const satisfies Record<PaymentEvent, { from: readonly PaymentStatus[]; to: PaymentStatus }>;

export type PaymentErrorCode = 'PAYMENT.ALREADY_SETTLED' | 'PAYMENT.NOT_SETTLED';

export type PaymentTransitionError = {
  code: PaymentErrorCode;
  message: string;
  from: PaymentStatus;
  event: PaymentEvent;
};

const MESSAGES: Record<PaymentErrorCode, string> = {
  'PAYMENT.ALREADY_SETTLED': 'This payment is settled: its outcome cannot change.',
  'PAYMENT.NOT_SETTLED': 'Only a settled payment can be returned.',
};

export function transitionPayment(
  status: PaymentStatus,
  event: PaymentEvent,
): Result<PaymentStatus, PaymentTransitionError> {
  const rule = PAYMENT_TRANSITIONS[event];
  if ((rule.from as readonly PaymentStatus[]).includes(status)) return ok(rule.to);
  const code = event === 'returned' ? 'PAYMENT.NOT_SETTLED' : 'PAYMENT.ALREADY_SETTLED';
  return err({ code, message: MESSAGES[code], from: status, event });
}

/** Still waiting on the provider: the answer (pending) or the settlement (processing). */
export const isInFlight = (status: PaymentStatus): boolean => status === 'pending' || status === 'processing';
