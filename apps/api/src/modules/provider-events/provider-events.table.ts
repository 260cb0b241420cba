import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from '../payments/payments.table.ts';

/**
 * Every event a payment provider told us about, once by its id (a replayed or concurrent duplicate delivery finds
 * its row and changes nothing), stored in the transaction that applied it: what it said in our words
 * (`payment_event`), the payment it concerned and what it did (`outcome`). Ids, amounts and codes only: never
 * the provider's whole object, which may carry a person's details.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    /** The provider's event id (evt_...). */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['card'] }).notNull(),
    /** The provider's type (payment_intent.succeeded, ...). */
    type: text('type').notNull(),
    /** When the provider made it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** How it reached us: a signed webhook, or the reconciling job's reading of the provider's event list. */
    receivedVia: text('received_via', { enum: ['webhook', 'event_list'] }).notNull(),
    /** Our rail-neutral name for it (payment_settled, ...); null for a type we do not act on. */
    paymentEvent: text('payment_event'),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** applied, already, conflict, recorded, unmatched, mismatch (payments/payment-events.service.ts); ignored. */
    outcome: text('outcome').notNull(),
    /** The provider's ids, the amount and the codes the event carried, and why it was only recorded. */
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull(),
  },
  (table) => [
    check(
      'provider_events_outcome',
      sql`${table.outcome} in ('applied', 'already', 'conflict', 'recorded', 'unmatched', 'mismatch', 'ignored')`,
    ),
    index('provider_events_payment').on(table.paymentId),
    index('provider_events_created').on(table.createdAt),
  ],
);
