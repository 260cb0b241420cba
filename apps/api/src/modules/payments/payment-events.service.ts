// Applies what the provider says happened to a payment (a rail-neutral PaymentEvent from its webhooks or its
// event list) through collection's own paths, in the caller's transaction: a payment still pending is settled as
// the provider says it ended, our refund whose answer was lost is recorded as sent, and what our money model has
// no path for yet (a dispute, a refund made at the provider, a bank return) is kept as a record and logged for a
// person. The rules are the domain's (effectOf); every event is first matched to our payment and checked against
// it (its invoice, amount and customer), or it changes nothing.
import type { Logger } from 'pino';
import { effectOf, type PaymentEvent } from '@wysh/domain/payments/payment-events';
import { err, ok } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import type { CollectionService } from './collection.service.ts';
import type { Actor } from './payments.ports.ts';
import {
  findCustomerOfUser,
  findPayment,
  paymentOfProviderIntent,
  refundOfPayment,
  type PaymentRow,
} from './payments.repository.ts';

/** What an event did: see PaymentEventEffect; `unmatched`: no payment of ours; `mismatch`: not the payment it names. */
export type PaymentEventOutcome = 'applied' | 'already' | 'conflict' | 'recorded' | 'unmatched' | 'mismatch';

export function createPaymentEventsService(deps: { collection: CollectionService; logger: Logger }) {
  const { collection, logger } = deps;

  async function paymentOf(tx: DbOrTx, event: PaymentEvent): Promise<PaymentRow | undefined> {
    const { paymentId, providerPaymentId } = event.ref;
    if (paymentId && isUuid(paymentId)) return findPayment(tx, paymentId);
    return paymentOfProviderIntent(tx, providerPaymentId);
  }

  /** Whether the event is about this payment: its invoice, its amount, its owner's customer, its charge. */
  async function sameMoney(tx: DbOrTx, payment: PaymentRow, event: PaymentEvent): Promise<boolean> {
    const { ref } = event;
    if (ref.invoiceId !== null && ref.invoiceId !== payment.invoiceId) return false;
    if (ref.amount !== payment.amount) return false;
    if (payment.providerPaymentIntentId && payment.providerPaymentIntentId !== ref.providerPaymentId)
      return false;
    if (ref.providerCustomerId === null) return true;
    return (await findCustomerOfUser(tx, payment.userId)) === ref.providerCustomerId;
  }

  return {
    /** Applies one event in `tx` (the caller's, which also stores the event): at most once per payment state. */
    async apply(
      tx: DbOrTx,
      event: PaymentEvent,
      actor: Actor,
    ): Promise<{ outcome: PaymentEventOutcome; paymentId: string | null; reason?: string }> {
      const payment = await paymentOf(tx, event);
      if (!payment) return { outcome: 'unmatched', paymentId: null };
      if (!(await sameMoney(tx, payment, event))) {
        logger.error(
          { event: 'provider_event_mismatch', paymentId: payment.id, type: event.type },
          'A provider event does not match the payment it names; nothing changed',
        );
        return { outcome: 'mismatch', paymentId: payment.id };
      }
      const refund = await refundOfPayment(tx, payment.id);
      const effect = effectOf(
        { status: payment.status, refund: refund ? { status: refund.status } : null },
        event,
      );
      const paymentId = payment.id;
      switch (effect.kind) {
        case 'settle': {
          const answer =
            event.type === 'payment_failed'
              ? err({ code: event.code, declineCode: event.code, message: event.message })
              : ok({ paymentIntentId: event.ref.providerPaymentId, status: 'succeeded' });
          const settled = await collection.settleIn(tx, paymentId, answer, actor);
          return { outcome: settled ? 'applied' : 'already', paymentId };
        }
        case 'settle_refund': {
          const providerRefundId = event.type === 'refunded' ? event.providerRefundId : null;
          const sent = await collection.settleRefundIn(tx, refund!.id, providerRefundId);
          return { outcome: sent ? 'applied' : 'already', paymentId };
        }
        case 'already':
          return { outcome: 'already', paymentId };
        case 'conflict':
          logger.error(
            { event: 'provider_event_conflict', paymentId, type: event.type, reason: effect.reason },
            'The provider says otherwise than our record; left for a person',
          );
          return { outcome: 'conflict', paymentId, reason: effect.reason };
        case 'record':
          logger.warn(
            { event: `payment_${event.type}`, paymentId, reason: effect.reason },
            'A provider event recorded for a person to act on',
          );
          return { outcome: 'recorded', paymentId, reason: effect.reason };
      }
    },
  };
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
