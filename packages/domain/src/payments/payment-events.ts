// What a payment provider tells us after the fact, in our words and for any rail: a payment settled, failed,
// came back (a bank return), was refunded or disputed. A card charge settles at once and a bank debit days
// later, but both reach us as these events (the card provider's webhooks and event list today, bank debits on
// the same path with issue 25), so what an event does to a payment is decided here, once, for both.
import type { Rail } from '../ledger/postings.ts';

/** The payment an event is about: ours (from the metadata we sent), the provider's, and its customer. */
export type PaymentRef = {
  rail: Rail;
  /** Our payment's id, as our metadata carried it; null for a payment we never made. */
  paymentId: string | null;
  /** Our invoice's id, as our metadata carried it: checked against the payment's. */
  invoiceId: string | null;
  providerPaymentId: string;
  /** The provider's customer charged: checked against the payment's owner. */
  providerCustomerId: string | null;
  /** In cents. */
  amount: number;
};

export type PaymentEvent =
  | { type: 'payment_settled'; ref: PaymentRef }
  | { type: 'payment_failed'; ref: PaymentRef; code: string; message: string }
  /** A bank debit that had settled came back (a NACHA return): the money never stayed with us. */
  | { type: 'payment_returned'; ref: PaymentRef; code: string }
  /** Money given back on the payment: `refunded` cents in all so far, the newest refund's id. */
  | { type: 'refunded'; ref: PaymentRef; refunded: number; providerRefundId: string | null }
  | { type: 'disputed'; ref: PaymentRef; providerDisputeId: string; reason: string; disputedAmount: number };

export type PaymentEventType = PaymentEvent['type'];

/** What we hold about the payment an event names, read under its locks. */
export type PaymentFacts = {
  status: 'pending' | 'succeeded' | 'failed';
  /** Our refund of this payment, if we decided one (today: a charge no invoice could take). */
  refund: { status: 'pending' | 'succeeded' | 'failed' } | null;
};

/**
 * What an event does. `settle` finishes a payment still pending the way the provider says it ended (the
 * collection's own settlement); `settle_refund` finishes our refund whose answer we never heard; `already`: we
 * knew (the usual case: the charge's own answer came first); `conflict`: the provider says otherwise than our
 * record, which is left as it is for a person to look at; `record`: kept as a record only, no money model for it
 * yet (a dispute, a refund made at the provider, a bank return until issue 25's return path lands).
 */
export type PaymentEventEffect =
  | { kind: 'settle'; outcome: 'succeeded' | 'failed' }
  | { kind: 'settle_refund' }
  | { kind: 'already' }
  | { kind: 'conflict'; reason: string }
  | { kind: 'record'; reason: string };

export function effectOf(facts: PaymentFacts, event: PaymentEvent): PaymentEventEffect {
  switch (event.type) {
    case 'payment_settled':
      if (facts.status === 'pending') return { kind: 'settle', outcome: 'succeeded' };
      if (facts.status === 'succeeded') return { kind: 'already' };
      return { kind: 'conflict', reason: 'settled at the provider, failed in our records' };
    case 'payment_failed':
      if (facts.status === 'pending') return { kind: 'settle', outcome: 'failed' };
      if (facts.status === 'failed') return { kind: 'already' };
      return { kind: 'conflict', reason: 'failed at the provider, succeeded in our records' };
    case 'payment_returned':
      return { kind: 'record', reason: 'a return is recorded; reversing it waits for the bank rail' };
    case 'refunded':
      if (facts.refund?.status === 'pending') return { kind: 'settle_refund' };
      if (facts.refund?.status === 'succeeded') return { kind: 'already' };
      return { kind: 'record', reason: 'refunded at the provider without a refund of ours' };
    case 'disputed':
      return { kind: 'record', reason: 'disputed by the payer: a person answers the dispute' };
  }
}
