// The card provider's events (issue 25 item 4): a signed webhook (POST /webhooks/card-provider), verified with the
// provider library's own check over the raw body, or an event the reconciling job found in the provider's event
// list (a delivery we missed). Either way the same path: stored once by the provider's id, and settled from in
// the same transaction, so a replayed id, a second delivery or a listing of an event delivered already changes
// nothing, and a crash stores nothing (the provider delivers again, or the next listing finds it).
// Events arrive in any order and may be stale (a debit's success delivered after its return): the charge's state
// is asked of the provider before the transaction, and collection settles the payment to that state through its
// usual locked paths (collection.service.ts applyProviderState).
// A refund or a dispute moves money only where a lifecycle of ours exists: a bank debit disputed as unauthorised
// is an ACH return (returnDebit); a refund we made is the payments.refund job's. Anything else (a card dispute, a
// refund made at the provider's dashboard) is stored, flagged `needs_operator` and logged for a person.
import type { Logger } from 'pino';
import { err, ok, type Result } from '@wysh/domain/result';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { isUuid } from '../../shared/ids.ts';
import {
  PROVIDER_EVENT_TYPES,
  type BankDebitState,
  type CardProvider,
  type EventRefusal,
  type ProviderEvent,
} from './card-provider.ts';
import type { CollectionService } from './collection.service.ts';
import type { Actor } from './payments.ports.ts';
import {
  findPayment,
  findPaymentMethod,
  paymentOfIntent,
  refundsOfPayment,
  type PaymentRow,
} from './payments.repository.ts';
import { keptPayload } from './provider-event-payload.ts';
import {
  findProviderEvent,
  markProviderEventProcessed,
  storeProviderEvent,
} from './provider-events.repository.ts';

/**
 * How far back the reconciling job lists events: the provider retries a failed delivery for up to 3 days, so an
 * event older than that was either delivered or listed by an earlier run (it runs every 10 minutes).
 */
export const EVENT_LOOKBACK_MS = 3 * 24 * 60 * 60 * 1000;

type Via = 'webhook' | 'listing';

/** What an event asks of us, worked out before the transaction (reads, and the provider's answer). */
type Plan =
  | { kind: 'apply'; paymentId: string; state: BankDebitState }
  | { kind: 'record'; outcome: string; needsOperator: boolean; paymentId?: string };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function createProviderEventsService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  cards: CardProvider;
  collection: CollectionService;
}) {
  const { db, clock, logger, cards, collection } = deps;

  /** Our payment an event's object is about: by its metadata's paymentId, else by the provider's charge id. */
  async function paymentOf(object: Record<string, unknown>): Promise<PaymentRow | undefined> {
    const metadata = object.metadata as Record<string, unknown> | undefined;
    const paymentId = text(metadata?.paymentId);
    if (paymentId && isUuid(paymentId)) {
      const payment = await findPayment(db, paymentId);
      if (payment) return payment;
    }
    const intentId = object.object === 'payment_intent' ? text(object.id) : text(object.payment_intent);
    return intentId ? paymentOfIntent(db, intentId) : undefined;
  }

  /** Where the provider says the payment's charge stands now, as a plan to apply it. */
  async function stateOf(payment: PaymentRow, intentId: string): Promise<Plan> {
    const state = await cards.bankDebit(intentId);
    if (!state.ok)
      return {
        kind: 'record',
        outcome: 'charge unknown to the provider',
        needsOperator: true,
        paymentId: payment.id,
      };
    return { kind: 'apply', paymentId: payment.id, state: state.value };
  }

  async function planOf(event: ProviderEvent): Promise<Plan> {
    const object = event.object;
    const payment = await paymentOf(object);
    if (!payment) return { kind: 'record', outcome: 'not ours', needsOperator: false };
    const intentId = object.object === 'payment_intent' ? text(object.id) : text(object.payment_intent);
    if (!intentId)
      return { kind: 'record', outcome: 'names no charge', needsOperator: true, paymentId: payment.id };
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
        return stateOf(payment, intentId);
      case 'charge.dispute.created': {
        // A bank debit disputed as unauthorised is an ACH return (R05, R07, R10, R11, R29): its lifecycle is ours.
        const method = await findPaymentMethod(db, payment.paymentMethodId);
        if (method?.source === 'bank_account') {
          const plan = await stateOf(payment, intentId);
          if (plan.kind === 'apply' && plan.state.status === 'failed') return plan;
        }
        return {
          kind: 'record',
          outcome: 'dispute: no dispute lifecycle; an operator answers it at the provider',
          needsOperator: true,
          paymentId: payment.id,
        };
      }
      case 'charge.refunded': {
        const refunded = typeof object.amount_refunded === 'number' ? object.amount_refunded : 0;
        const ours = (await refundsOfPayment(db, payment.id))
          .filter((refund) => refund.status !== 'failed')
          .reduce((sum, refund) => sum + refund.amount, 0);
        return refunded <= ours
          ? {
              kind: 'record',
              outcome: 'no change: our own refund',
              needsOperator: false,
              paymentId: payment.id,
            }
          : {
              kind: 'record',
              outcome: 'refund not made by us: no refund lifecycle for it',
              needsOperator: true,
              paymentId: payment.id,
            };
      }
      default:
        return { kind: 'record', outcome: 'ignored', needsOperator: false, paymentId: payment.id };
    }
  }

  /** Stores the event once and settles from it, in one transaction: 'replay' when its id was stored already. */
  async function receive(event: ProviderEvent, via: Via): Promise<'stored' | 'replay'> {
    if (await findProviderEvent(db, event.id)) return 'replay';
    const plan = await planOf(event);
    const actor: Actor = {
      kind: 'job',
      name: via === 'webhook' ? 'card-provider webhook' : 'payments.provider-events',
    };
    const stored = await db.transaction(async (tx) => {
      const now = clock.now();
      const fresh = await storeProviderEvent(tx, {
        id: event.id,
        type: event.type,
        created: event.createdAt,
        receivedAt: now,
        processedAt: null,
        receivedVia: via,
        outcome: null,
        needsOperator: false,
        payload: keptPayload(event.object),
      });
      if (!fresh) return null;
      const outcome =
        plan.kind === 'apply'
          ? await collection.applyProviderState(tx, plan.paymentId, plan.state, actor)
          : plan.outcome;
      const needsOperator = plan.kind === 'record' && plan.needsOperator;
      await markProviderEventProcessed(tx, event.id, { processedAt: now, outcome, needsOperator });
      return { outcome, needsOperator };
    });
    if (!stored) return 'replay';
    const fields = { providerEventId: event.id, type: event.type, via, outcome: stored.outcome };
    if (stored.needsOperator)
      logger.warn(
        { event: 'provider_event_needs_operator', ...fields },
        'A provider event needs an operator',
      );
    else logger.info({ event: 'provider_event', ...fields }, 'Provider event stored');
    return 'stored';
  }

  return {
    /** A webhook's delivery: refused (changing nothing) unless its signature verifies. */
    async receiveWebhook(
      rawBody: string,
      signature: string,
    ): Promise<Result<'stored' | 'replay', EventRefusal>> {
      const verified = cards.verifyEvent(rawBody, signature, clock.now());
      if (!verified.ok) {
        logger.warn(
          { event: 'provider_event_refused', reason: verified.error.message },
          'A webhook with a bad signature was refused',
        );
        return err(verified.error);
      }
      return ok(await receive(verified.value, 'webhook'));
    },

    /**
     * The payments.provider-events job: lists the provider's recent events and takes each it has not stored
     * through the same path, so a delivery that never arrived is caught. One that cannot be taken now (the
     * provider unreachable) is logged and left for the next run; the others are taken all the same.
     */
    async catchUp(): Promise<{ listed: number; stored: number; failed: number }> {
      const tally = { listed: 0, stored: 0, failed: 0 };
      const since = new Date(clock.now().getTime() - EVENT_LOOKBACK_MS);
      for await (const event of cards.recentEvents(since, PROVIDER_EVENT_TYPES)) {
        tally.listed += 1;
        try {
          if ((await receive(event, 'listing')) === 'stored') tally.stored += 1;
        } catch (error) {
          tally.failed += 1;
          logger.error(
            { event: 'provider_event_failed', providerEventId: event.id, error: (error as Error).message },
            'A listed provider event could not be taken; the next run tries again',
          );
        }
      }
      if (tally.stored + tally.failed > 0)
        logger.info({ event: 'provider_events_caught_up', ...tally }, 'Missed provider events taken');
      return tally;
    },
  };
}

export type ProviderEventsService = ReturnType<typeof createProviderEventsService>;
