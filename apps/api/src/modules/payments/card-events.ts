// The card provider's events, as our endpoint and the reconciling job read them: each signature checked by the
// provider library's own `stripe.webhooks.constructEvent` (HMAC over the raw body, the timestamp within the
// tolerance), the recent ones listed with `stripe.events.list`, and each turned into our rail-neutral
// PaymentEvent (packages/domain/src/payments/payment-events.ts). Only this file knows the provider's shapes.
import Stripe from 'stripe';
import type { PaymentEvent, PaymentRef } from '@wysh/domain/payments/payment-events';
import { err, ok } from '@wysh/domain/result';
import type { CardProviderConnection } from './card-provider.ts';
import type { CardEventSource, ProviderEvent } from './card-events.types.ts';

/** How old a signed delivery may be (the library's default: 5 minutes), against replays of a captured one. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function refOf(
  object: { metadata?: Stripe.Metadata | null; customer?: string | { id: string } | null; amount: number },
  providerPaymentId: string,
): PaymentRef {
  const metadata = object.metadata ?? {};
  return {
    rail: 'card',
    paymentId: metadata.paymentId ?? null,
    invoiceId: metadata.invoiceId ?? null,
    providerPaymentId,
    providerCustomerId: idOf(object.customer),
    amount: object.amount,
  };
}

/** What a provider event says about a payment, in our words; null for the types we do not act on. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return { type: 'payment_settled', ref: refOf(intent, intent.id) };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return {
        type: 'payment_failed',
        ref: refOf(intent, intent.id),
        code: error?.decline_code ?? error?.code ?? 'card_declined',
        message: error?.message ?? 'The card was declined.',
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return null;
      return {
        type: 'refunded',
        ref: refOf(charge, intentId),
        refunded: charge.amount_refunded,
        providerRefundId: charge.refunds?.data.at(-1)?.id ?? null,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const intentId = idOf(dispute.payment_intent);
      if (!intentId) return null;
      return {
        type: 'disputed',
        // A dispute names the charge, not our metadata: the payment is found by the provider's payment id.
        ref: { ...refOf({ amount: dispute.amount }, intentId), providerCustomerId: null },
        providerDisputeId: dispute.id,
        reason: dispute.reason,
        disputedAmount: dispute.amount,
      };
    }
    default:
      return null;
  }
}

const keptOf = (event: Stripe.Event): ProviderEvent => ({
  id: event.id,
  type: event.type,
  createdAt: new Date(event.created * 1000),
  payment: paymentEventOf(event),
});

export function createStripeEventSource(
  /** webhookSecret null: no endpoint secret configured, so no delivery verifies. */
  connection: CardProviderConnection & { webhookSecret: string | null },
): CardEventSource {
  const stripe = new Stripe(connection.secretKey, {
    ...(connection.host ? { host: connection.host } : {}),
    ...(connection.port ? { port: connection.port } : {}),
    ...(connection.protocol ? { protocol: connection.protocol } : {}),
    maxNetworkRetries: 2,
    telemetry: false,
  });
  return {
    verify(rawBody, signature, receivedAt) {
      if (!signature) return err({ code: 'SIGNATURE_INVALID', message: 'No signature header.' });
      if (!connection.webhookSecret)
        return err({ code: 'SIGNATURE_INVALID', message: 'No webhook secret is configured.' });
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          connection.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          receivedAt.getTime(),
        );
        return ok(keptOf(event));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          return err({ code: 'SIGNATURE_INVALID', message: error.message });
        throw error;
      }
    },
    async metadataOf(providerPaymentId) {
      try {
        const { metadata } = await stripe.paymentIntents.retrieve(providerPaymentId);
        return { paymentId: metadata.paymentId ?? null, invoiceId: metadata.invoiceId ?? null };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async *recent(since) {
      for await (const event of stripe.events.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      }))
        yield keptOf(event);
    },
  };
}
