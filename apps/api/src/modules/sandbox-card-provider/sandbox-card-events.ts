// The sandbox provider's events, as the card provider makes them: an event object per thing that happened to a
// payment (payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, charge.dispute.created),
// kept in its own table for `GET /v1/events`, and posted to our webhook endpoint signed in the provider's scheme
// (`Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of "<t>.<body>" under the endpoint's secret>`). Signing is
// written here from the scheme, not taken from the provider's library, so that our verification (which is the
// library's) is checked against an independent signer.
import crypto from 'node:crypto';
import Stripe from 'stripe';
import type { DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { insertEvent, markEventDelivered, type EventRow } from './sandbox-card.repository.ts';

export type SandboxWebhookEndpoint = { url: string; secret: string };

export type SandboxEventType =
  'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded' | 'charge.dispute.created';

/** How long the sandbox waits for our endpoint's answer before it counts the delivery as missed. */
const DELIVERY_TIMEOUT_MS = 10_000;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The provider's signature header for a body sent at `at`. */
export function signatureHeader(body: string, secret: string, at: Date): string {
  const timestamp = unix(at);
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Makes an event of `object` (in the caller's transaction, with the change it reports): answers the row. */
export async function recordEvent(
  db: DbOrTx,
  clock: Clock,
  newId: (prefix: string) => string,
  type: SandboxEventType,
  object: object,
): Promise<EventRow> {
  const id = newId('evt');
  const createdAt = clock.now();
  const event = {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unix(createdAt),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  const row = { id, type, createdAt, event, deliveredAt: null };
  await insertEvent(db, row);
  return { ...row, seq: 0 };
}

/**
 * Posts each event to the endpoint, one after another, signed at the sandbox clock's time; an answer other than
 * 2xx, or none, leaves it undelivered (the provider would retry; our reconciling job lists what it missed).
 */
export async function deliverEvents(
  db: DbOrTx,
  clock: Clock,
  endpoint: SandboxWebhookEndpoint | null,
  events: readonly EventRow[],
): Promise<void> {
  if (!endpoint) return;
  for (const row of events) {
    const body = JSON.stringify(row.event);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(body, endpoint.secret, clock.now()),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.ok) await markEventDelivered(db, row.id, clock.now());
    } catch {
      // Not delivered: the event stays listed for the reconciling job.
    }
  }
}
