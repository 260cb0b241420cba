import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ISSUED_STATUSES,
  OPEN_STATUSES,
  POLICY_STATUSES,
  POLICY_TRANSITIONS,
  type PolicyEventType,
} from '@wysh/domain/policies/policy-lifecycle';
import { BILLING_FREQUENCIES, type ScheduleSegment } from '@wysh/domain/billing/billing-schedule';
import type { CoverLayer } from '@wysh/domain/policy-changes/endorsements';
import { users } from '../accounts/accounts.table.ts';
import { insuranceMemberships } from '../memberships/memberships.table.ts';
import { productOfferings, quotes } from '../quotes/quotes.table.ts';
import { insuranceApplications } from '../underwriting/underwriting.table.ts';

/** The serials behind policy numbers: never reused, gaps allowed (a rolled-back issue spends one). */
export const policyNumberSerials = pgSequence('policy_number_serials', { startWith: 1_000_001 });

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A policy: made `pending` when a quote or offering is accepted (with its first invoice), `active` once that
 * invoice is paid, when it gets its number, its dates and its beneficiaries; `withdrawn` when another offer
 * of the same application is bought instead before this one was paid; then grace, lapse and its ends, through
 * the lifecycle in packages/domain/src/policies/policy-lifecycle.ts (policy_events keeps each move). Its terms are copied from the accepted
 * offer, with the rate and rule versions that priced and decided them, so the policy reads the same for ever.
 */
export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    insuranceMembershipId: uuid('insurance_membership_id')
      .notNull()
      .references(() => insuranceMemberships.id),
    insuranceApplicationId: uuid('insurance_application_id')
      .notNull()
      .references(() => insuranceApplications.id),
    quoteId: uuid('quote_id').references(() => quotes.id),
    productsOfferingId: uuid('products_offering_id').references(() => productOfferings.id),
    productSlug: text('product_slug', { enum: ['wysh-term-life', 'wysh-accidental-death'] }).notNull(),
    status: text('status', { enum: POLICY_STATUSES }).notNull(),
    /** The policy number, given at issue. */
    label: text('label'),
    amount: integer('amount').notNull(),
    /** Years of a term policy; null for accidental death (cover to 65). */
    termDuration: integer('term_duration'),
    issueAge: integer('issue_age').notNull(),
    insuredsAgeAtTerm: integer('insureds_age_at_term').notNull(),
    /** The rate class of a term policy (accidental death has none). */
    rateClass: text('rate_class'),
    sex: text('sex', { enum: ['male', 'female'] }),
    rateVersion: text('rate_version').notNull(),
    rulesVersion: text('rules_version').notNull(),
    annualRatePer1000: text('annual_rate_per_1000').notNull(),
    annualPolicyFee: integer('annual_policy_fee').notNull(),
    annualPremium: integer('annual_premium').notNull(),
    monthlyPremium: integer('monthly_premium').notNull(),
    /** The frequency premiums are billed at from the next due date on (the last segment's). */
    billingFrequency: text('billing_frequency', { enum: BILLING_FREQUENCIES }).notNull(),
    /**
     * The billing schedule from the effective date (packages/domain/src/billing/billing-schedule.ts): monthly
     * from period 0, and a segment more at each switch between monthly and annual billing.
     */
    billingSegments: jsonb('billing_segments')
      .$type<ScheduleSegment[]>()
      .notNull()
      .default([{ fromN: 0, frequency: 'monthly', monthsFromStart: 0 }]),
    /** When the first premium was paid: cover starts. */
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    /** The day cover starts and the premiums' monthly anchor (US Eastern business day of effectiveAt). */
    effectiveOn: date('effective_on', { mode: 'string' }),
    /** The last day of cover. */
    terminatesAt: date('terminates_at', { mode: 'string' }),
    /** In grace: the due date of the oldest premium unpaid (D in packages/domain/src/billing/dunning.ts). */
    missedDueOn: date('missed_due_on', { mode: 'string' }),
    /** In grace: the day the written grace notice went out. */
    graceNoticeSentOn: date('grace_notice_sent_on', { mode: 'string' }),
    /** In grace, the last day of cover unless paid; once lapsed, the day it lapsed at the end of. */
    lapsesOn: date('lapses_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('policies_status', sql`${table.status} in (${listed(POLICY_STATUSES)})`),
    check('policies_offer', sql`(${table.quoteId} is null) <> (${table.productsOfferingId} is null)`),
    check(
      'policies_issued',
      sql`(${table.status} in (${listed(ISSUED_STATUSES)})) = (${table.label} is not null and ${table.effectiveAt} is not null)`,
    ),
    check('policies_grace', sql`(${table.status} = 'grace') = (${table.missedDueOn} is not null)`),
    uniqueIndex('policies_label').on(table.label),
    // One policy in force or being bought per membership.
    uniqueIndex('policies_one_open')
      .on(table.insuranceMembershipId)
      .where(sql`${table.status} in (${listed(OPEN_STATUSES)})`),
    index('policies_user').on(table.userId, table.createdAt),
  ],
);

const POLICY_EVENT_TYPES = ['create', ...Object.keys(POLICY_TRANSITIONS)] as ['create', ...PolicyEventType[]];

/**
 * A policy's history: one row per status change (and its creation), with the reason in words and who or what
 * made it (a person's user id, or a job's name), kept for as long as the policy is.
 */
export const policyEvents = pgTable(
  'policy_events',
  {
    id: uuid('id').primaryKey(),
    /** The order events happened in, even within one clock tick (the sandbox clock may stand still). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    event: text('event', { enum: POLICY_EVENT_TYPES }).notNull(),
    fromStatus: text('from_status', { enum: POLICY_STATUSES }),
    toStatus: text('to_status', { enum: POLICY_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    actorKind: text('actor_kind', { enum: ['person', 'job'] }).notNull(),
    /** The person's user id, or the job's name. */
    actor: text('actor').notNull(),
    /** What the event rests on: an invoice, a payment, dates. Ids and dates only, never personal data. */
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('policy_events_event', sql`${table.event} in (${listed(POLICY_EVENT_TYPES)})`),
    index('policy_events_policy').on(table.policyId, table.seq),
  ],
);

/**
 * A policy's terms as versions (issue 27: endorsements, not edits): version 1 is the terms it was issued with,
 * effective on its effective date; each change is a new version effective at a due date. A period is priced from
 * the version in force on its due date (packages/domain/src/policy-changes/endorsements.ts), so nothing rewrites
 * the terms a past invoice was priced from. A version withdrawn before it took effect never prices anything.
 */
export const policyTerms = pgTable(
  'policy_terms',
  {
    id: uuid('id').primaryKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    version: integer('version').notNull(),
    /** The first day these terms price (a due date). */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    cover: integer('cover').notNull(),
    monthlyPremium: integer('monthly_premium').notNull(),
    annualPremium: integer('annual_premium').notNull(),
    /** The underwriting class priced at (null for accidental death). */
    rateClass: text('rate_class'),
    issueAge: integer('issue_age').notNull(),
    /** Years of a term policy; null for accidental death (cover to 65). */
    termYears: integer('term_years'),
    rateVersion: text('rate_version').notNull(),
    /** Why this version was made, in words. */
    reason: text('reason').notNull(),
    actorKind: text('actor_kind', { enum: ['person', 'job'] }).notNull(),
    /** The person's user id, or the job's name. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The day it was withdrawn before taking effect (CancelPendingUpdatesModal), and why. */
    withdrawnOn: date('withdrawn_on', { mode: 'string' }),
    withdrawnReason: text('withdrawn_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** When a change was given to its owner in writing once in effect (its cover-change endorsement). */
    endorsedAt: timestamp('endorsed_at', { withTimezone: true }),
    /** Cover added by increases, each priced on its own (the domain's cover-layers.ts); cover and premiums are totals. */
    layers: jsonb('layers').$type<CoverLayer[]>().notNull().default([]),
  },
  (table) => [
    uniqueIndex('policy_terms_version').on(table.policyId, table.version),
    check('policy_terms_positive', sql`${table.version} >= 1 and ${table.cover} > 0`),
    check(
      'policy_terms_withdrawn',
      sql`(${table.withdrawnOn} is null) = (${table.withdrawnReason} is null) and (${table.withdrawnOn} is null) = (${table.withdrawnAt} is null)`,
    ),
    // Version 1 is the issued terms: it is never withdrawn.
    check('policy_terms_first_stands', sql`${table.version} > 1 or ${table.withdrawnOn} is null`),
  ],
);

export const CANCELLATION_KINDS = ['free_look', 'end_of_paid_period'] as const;

/**
 * A policy cancelled at its owner's request, by customer service (issue 27 item 5): one per policy, written in
 * the transaction that cancels it (the unique policy id is what makes twenty requests at once cancel and refund
 * once). Returned in the free look, it is void from the beginning and every premium paid goes back; after it,
 * cover runs to `cover_ends_on` (the end of the paid period) and billing stops there. `requested_by` is the
 * support agent who acted, with the customer's reason in their words.
 */
export const policyCancellations = pgTable(
  'policy_cancellations',
  {
    id: uuid('id').primaryKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    kind: text('kind', { enum: CANCELLATION_KINDS }).notNull(),
    /** The business day the owner asked. */
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    /** The last day of the free look on that day (the facts it was judged on). */
    freeLookEndsOn: date('free_look_ends_on', { mode: 'string' }).notNull(),
    /** After the free look: the last day of cover. Null when returned in the free look (never in force). */
    coverEndsOn: date('cover_ends_on', { mode: 'string' }),
    /** Cents given back (every premium paid in the free look; nothing after it). */
    refundAmount: integer('refund_amount').notNull(),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('policy_cancellations_policy').on(table.policyId),
    check('policy_cancellations_kind', sql`${table.kind} in (${listed(CANCELLATION_KINDS)})`),
    check(
      'policy_cancellations_cover',
      sql`(${table.kind} = 'free_look') = (${table.coverEndsOn} is null) and ${table.refundAmount} >= 0`,
    ),
  ],
);
