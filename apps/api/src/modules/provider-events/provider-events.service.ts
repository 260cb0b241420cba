// Provider events, received: each delivery's signature checked (payments/card-events.ts, the provider library's
// own check), each event stored once by its id and applied in that same transaction through payments (a
// replayed or concurrent duplicate delivery finds the id taken and changes nothing), and the reconciling job
// reading the provider's recent events so that a delivery that never came is applied all the same.
import type { Logger } from 'pino';
import type { PaymentEvent } from '@wysh/domain/payments/payment-events';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { CardEventSource, ProviderEvent } from '../payments/card-events.types.ts';
import type { PaymentEventOutcome } from '../payments/payment-events.service.ts';
import { claimEvent, recordOutcome, storedIds } from './provider-events.repository.ts';

/** How far back the reconciling job reads the provider's events (it runs every 5 minutes: 55 minutes to spare). */
export const EVENT_LOOKBACK_MS = 60 * 60 * 1000;

type Via = 'webhook' | 'event_list';
/** Who applies an event, kept in the histories it writes (a policy's issue): the webhook or the job. */
type Actor = { kind: 'job'; name: string };

/** What payments does with an event, in the caller's transaction (payments/payment-events.service.ts). */
export type PaymentEventsPort = {
  apply(
    tx: DbOrTx,
    event: PaymentEvent,
    actor: Actor,
  ): Promise<{ outcome: PaymentEventOutcome; paymentId: string | null; reason?: string }>;
};

/** The ids, amounts and codes an event carried: what we keep of it. */
function detailOf(event: PaymentEvent | null): Record<string, string | number | null> {
  if (!event) return {};
  const { ref } = event;
  const base = { rail: ref.rail, providerPaymentId: ref.providerPaymentId, amount: ref.amount };
  switch (event.type) {
    case 'payment_settled':
      return base;
    case 'payment_failed':
    case 'payment_returned':
      return { ...base, code: event.code };
    case 'refunded':
      return { ...base, refunded: event.refunded, providerRefundId: event.providerRefundId };
    case 'disputed':
      return {
        ...base,
        providerDisputeId: event.providerDisputeId,
        disputeReason: event.reason,
        disputedAmount: event.disputedAmount,
      };
  }
}

export function createProviderEventsService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  source: CardEventSource;
  payments: PaymentEventsPort;
}) {
  const { db, clock, logger, source } = deps;

  /**
   * The event with our payment's id, asked of the provider first (outside any transaction) when the event names
   * only the provider's payment: a dispute may arrive before the charge's own answer told us which it is.
   */
  async function withOurIds(event: ProviderEvent): Promise<ProviderEvent> {
    const payment = event.payment;
    if (!payment || payment.ref.paymentId !== null) return event;
    const ours = await source.metadataOf(payment.ref.providerPaymentId);
    if (!ours) return event;
    return { ...event, payment: { ...payment, ref: { ...payment.ref, ...ours } } };
  }

  /** Stores and applies one event, all in one transaction; 'duplicate' when its id was stored already. */
  async function take(given: ProviderEvent, via: Via): Promise<'applied' | 'duplicate'> {
    const event = await withOurIds(given);
    const actor: Actor = {
      kind: 'job',
      name: via === 'webhook' ? 'card-provider.webhook' : 'provider-events.reconcile',
    };
    const outcome = await db.transaction(async (tx) => {
      const detail = detailOf(event.payment);
      const claimed = await claimEvent(tx, {
        id: event.id,
        provider: 'card',
        type: event.type,
        createdAt: event.createdAt,
        receivedAt: clock.now(),
        receivedVia: via,
        paymentEvent: event.payment?.type ?? null,
        paymentId: null,
        outcome: 'ignored',
        detail,
      });
      if (!claimed) return null;
      if (!event.payment) return 'ignored';
      const applied = await deps.payments.apply(tx, event.payment, actor);
      await recordOutcome(tx, event.id, {
        paymentId: applied.paymentId,
        outcome: applied.outcome,
        detail: applied.reason ? { ...detail, reason: applied.reason } : detail,
      });
      return applied.outcome;
    });
    if (outcome === null) return 'duplicate';
    logger.info(
      { event: 'provider_event', eventId: event.id, type: event.type, via, outcome },
      'Provider event stored',
    );
    return 'applied';
  }

  return {
    /**
     * A webhook delivery: 400 for a missing or bad signature or one too old (nothing stored, nothing changed);
     * 200 once the event is stored and applied, or was already (a replay changes nothing).
     */
    async receive(rawBody: string, signature: string | undefined): Promise<{ status: number; body: object }> {
      const verified = source.verify(rawBody, signature, clock.now());
      if (!verified.ok) {
        logger.warn(
          { event: 'provider_event_refused', reason: verified.error.message },
          'A webhook delivery was refused: its signature is not the provider’s',
        );
        return { status: 400, body: { error: verified.error.code } };
      }
      const taken = await take(verified.value, 'webhook');
      return { status: 200, body: { received: true, duplicate: taken === 'duplicate' } };
    },

    /** The reconciling job: applies, oldest first, the recent events no delivery brought. */
    async reconcile(): Promise<{ listed: number; applied: number }> {
      const since = new Date(clock.now().getTime() - EVENT_LOOKBACK_MS);
      const missing: ProviderEvent[] = [];
      let listed = 0;
      let page: ProviderEvent[] = [];
      const keepMissing = async () => {
        const stored = await storedIds(
          db,
          page.map((event) => event.id),
        );
        missing.push(...page.filter((event) => !stored.has(event.id)));
        page = [];
      };
      for await (const event of source.recent(since)) {
        listed += 1;
        page.push(event);
        if (page.length === 100) await keepMissing();
      }
      await keepMissing();
      missing.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      let applied = 0;
      for (const event of missing) if ((await take(event, 'event_list')) === 'applied') applied += 1;
      if (applied > 0)
        logger.warn(
          { event: 'provider_events_caught_up', listed, applied },
          'Provider events no delivery brought were applied',
        );
      return { listed, applied };
    },
  };
}

export type ProviderEventsService = ReturnType<typeof createProviderEventsService>;
