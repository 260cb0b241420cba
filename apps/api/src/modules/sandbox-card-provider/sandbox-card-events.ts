// The sandbox card provider's events: recorded with the work that makes them (in its transaction), then sent to
// the webhook endpoint once that work is committed, signed as the provider signs them (a `Stripe-Signature`
// header: `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>" under the endpoint's secret>`). The provider retries
// a failed delivery for days; the sandbox tries each once and keeps the answer, and the event list
// (GET /v1/events) is how a receiver catches up with what it missed, as with the real one.
import crypto from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { insertEvent, recordDelivery, type EventRow } from './sandbox-card.repository.ts';
import type { WebhookEndpoint } from './sandbox-card.types.ts';

/** The provider's event types the sandbox records (a minimal subset of its own). */
export type SandboxEventType =
  'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded' | 'charge.dispute.created';

const API_VERSION = '2026-10-28.endive';
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function eventObject(row: EventRow, requestKey: string | null = null) {
  return {
    id: row.id,
    object: 'event',
    api_version: API_VERSION,
    created: unix(row.createdAt),
    data: { object: row.object },
    livemode: false,
    pending_webhooks: row.deliveredAt ? 0 : 1,
    request: { id: null, idempotency_key: requestKey },
    type: row.type,
  };
}

/** The provider's signature header for `body` at `timestamp` (unix seconds). */
export function signatureHeader(body: string, secret: string, timestamp: number): string {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Records events in a request's transaction and, once it committed, delivers them. `recorder()` gives one
 * request its own list; `flush` sends what that request recorded.
 */
export function createSandboxEvents(deps: {
  db: Db;
  clock: Clock;
  newId: (prefix: string) => string;
  endpoint: () => WebhookEndpoint | null;
}) {
  const inFlight = new Set<Promise<void>>();

  async function deliver(row: EventRow) {
    const endpoint = deps.endpoint();
    if (!endpoint) return;
    const body = JSON.stringify(eventObject(row), null, 2);
    let status = 0;
    try {
      status = await endpoint.post(body, signatureHeader(body, endpoint.secret, unix(deps.clock.now())));
    } catch {
      // Unreachable: the delivery is lost (status 0); the receiver's event list catches it up.
    }
    await recordDelivery(deps.db, row.id, deps.clock.now(), status);
  }

  return {
    recorder() {
      const recorded: EventRow[] = [];
      return {
        async emit(db: DbOrTx, type: SandboxEventType, object: object) {
          const row: EventRow = {
            id: deps.newId('evt'),
            type,
            object,
            createdAt: deps.clock.now(),
            deliveredAt: null,
            deliveryStatus: null,
          };
          await insertEvent(db, row);
          recorded.push(row);
        },
        /** Sends, in the background, what this request recorded (call once its transaction committed). */
        flush() {
          for (const row of recorded.splice(0)) {
            const sending = deliver(row).catch(() => {});
            inFlight.add(sending);
            void sending.finally(() => inFlight.delete(sending));
          }
        },
      };
    },
    /** Waits for the deliveries under way (before the sandbox closes). */
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type SandboxEvents = ReturnType<typeof createSandboxEvents>;
export type EventRecorder = ReturnType<SandboxEvents['recorder']>;
