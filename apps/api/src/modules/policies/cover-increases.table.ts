import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COVER_INCREASE_STATUSES,
  OPEN_INCREASE_STATUSES,
} from '@wysh/domain/policy-changes/increase-lifecycle';
import { users } from '../accounts/accounts.table.ts';
import { insuranceApplications } from '../underwriting/underwriting.table.ts';
import { policies } from './policies.table.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A policyholder's request to raise their cover (issue 27, an increase), kept for ever with its decision: the
 * cover asked for, the underwriting application that decided it (the rules, or an underwriter's case), and once
 * approved the added layer's price (the class and age of that decision, the filed table's version), which the
 * owner accepts on confirm-update. Accepted, it names the terms version it made. Moves: cover-increase-moves.ts.
 */
export const coverIncreaseRequests = pgTable(
  'cover_increase_requests',
  {
    id: uuid('id').primaryKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: COVER_INCREASE_STATUSES }).notNull(),
    /** The policy's cover when asked, and the cover asked for in all (cents). */
    currentCover: integer('current_cover').notNull(),
    requestedCover: integer('requested_cover').notNull(),
    insuranceApplicationId: uuid('insurance_application_id').references(() => insuranceApplications.id),
    /** The day the rules or an underwriter decided it. */
    decidedOn: date('decided_on', { mode: 'string' }),
    /** Offered: the cover approved in all, and the added layer's terms and price. */
    approvedCover: integer('approved_cover'),
    layerRateClass: text('layer_rate_class'),
    layerIssueAge: integer('layer_issue_age'),
    layerTermYears: integer('layer_term_years'),
    layerRateVersion: text('layer_rate_version'),
    layerMonthlyPremium: integer('layer_monthly_premium'),
    layerAnnualPremium: integer('layer_annual_premium'),
    /** The last day the owner may accept the offer. */
    offerExpiresOn: date('offer_expires_on', { mode: 'string' }),
    /** Accepted: the terms version it made. */
    termsVersion: integer('terms_version'),
    /** Why it was declined, withdrawn or expired, in words. */
    closedReason: text('closed_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('cover_increase_requests_status', sql`${table.status} in (${listed(COVER_INCREASE_STATUSES)})`),
    check('cover_increase_requests_raises', sql`${table.requestedCover} > ${table.currentCover}`),
    check(
      'cover_increase_requests_offer',
      sql`(${table.approvedCover} is null) = (${table.layerMonthlyPremium} is null)`,
    ),
    // One open request per policy, however often it is asked.
    uniqueIndex('cover_increase_requests_one_open')
      .on(table.policyId)
      .where(sql`${table.status} in (${listed(OPEN_INCREASE_STATUSES)})`),
    uniqueIndex('cover_increase_requests_application').on(table.insuranceApplicationId),
    index('cover_increase_requests_policy').on(table.policyId, table.createdAt),
  ],
);

/** Every status a request took, with the reason and who moved it. */
export const coverIncreaseEvents = pgTable(
  'cover_increase_events',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => coverIncreaseRequests.id),
    event: text('event').notNull(),
    fromStatus: text('from_status', { enum: COVER_INCREASE_STATUSES }),
    toStatus: text('to_status', { enum: COVER_INCREASE_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    /** `person:<user id>`, `underwriter:<user id>` or `job:<name>`. */
    actor: text('actor').notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('cover_increase_events_request').on(table.requestId, table.occurredAt)],
);
