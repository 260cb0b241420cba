// The card provider's events as the rest of the server sees them (card-events.ts reads the provider's shapes).
import type { PaymentEvent } from '@wysh/domain/payments/payment-events';
import type { Result } from '@wysh/domain/result';

/** An event as we keep it: the provider's id, type and time, and what it says about a payment (if anything). */
export type ProviderEvent = { id: string; type: string; createdAt: Date; payment: PaymentEvent | null };

export type EventSignatureError = { code: 'SIGNATURE_INVALID'; message: string };

export type CardEventSource = {
  /** A delivery's event, if its signature is the provider's and not older than the tolerance at `receivedAt`. */
  verify(
    rawBody: string,
    signature: string | undefined,
    receivedAt: Date,
  ): Result<ProviderEvent, EventSignatureError>;
  /** The provider's events created at or after `since`, newest first (paged by the library). */
  recent(since: Date): AsyncIterable<ProviderEvent>;
  /**
   * Our payment and invoice ids in the metadata of the provider's payment (for an event that names only the
   * provider's payment, such as a dispute); null when it has none or the provider does not know it.
   */
  metadataOf(
    providerPaymentId: string,
  ): Promise<{ paymentId: string | null; invoiceId: string | null } | null>;
};
