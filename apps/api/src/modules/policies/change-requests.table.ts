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
  CHANGE_REQUEST_STATUSES,
  OPEN_CHANGE_REQUEST_STATUSES,
} from '@wysh/domain/policy-changes/change-request-lifecycle';
import { users } from '../accounts/accounts.table.ts';
import { insuranceApplications } from '../underwriting/underwriting.table.ts';
import { policies } from './policies.table.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const CHANGE_REQUEST_KINDS = ['cover_increase', 'term_extension'] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];

/**
 * A policyholder's request for an underwritten change of their policy (issue 27), kept for ever with its decision:
 * more cover (`cover_increase`), or a term extended to age 65 (`term_extension`). It holds what was asked, the
 * underwriting application that decided it (the rules, or an underwriter's case), and once approved the price
 * (the class and age of that decision, the filed table's version), which the owner accepts on confirm-update.
 * Accepted, it names the terms version it made. One is open per policy at most. Moves: change-requests.repository.ts.
 */
export const policyChangeRequests = pgTable(
  'policy_change_requests',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: CHANGE_REQUEST_KINDS }).notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: CHANGE_REQUEST_STATUSES }).notNull(),
    /** The policy's cover when asked, and the cover asked for in all (cents; the same for an extension). */
    currentCover: integer('current_cover').notNull(),
    requestedCover: integer('requested_cover').notNull(),
    /** An extension: the day the term ends today, and the years it would run on from then (to age 65). */
    extendsFrom: date('extends_from', { mode: 'string' }),
    extensionYears: integer('extension_years'),
    insuranceApplicationId: uuid('insurance_application_id').references(() => insuranceApplications.id),
    /** The day the rules or an underwriter decided it. */
    decidedOn: date('decided_on', { mode: 'string' }),
    /**
     * Offered: the cover approved in all, and the price of what it adds: an increase's layer (the added cover), or
     * an extension's whole cover for its years (the layer columns then price the extended term).
     */
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
    check('policy_change_requests_status', sql`${table.status} in (${listed(CHANGE_REQUEST_STATUSES)})`),
    check(
      'policy_change_requests_asks',
      sql`case ${table.kind} when 'cover_increase' then ${table.requestedCover} > ${table.currentCover}
        else ${table.extensionYears} > 0 and ${table.extendsFrom} is not null end`,
    ),
    check(
      'policy_change_requests_offer',
      sql`(${table.approvedCover} is null) = (${table.layerMonthlyPremium} is null)`,
    ),
    check('policy_change_requests_kind', sql`${table.kind} in (${listed(CHANGE_REQUEST_KINDS)})`),
    // One open request per policy, of either kind, however often it is asked.
    uniqueIndex('policy_change_requests_one_open')
      .on(table.policyId)
      .where(sql`${table.status} in (${listed(OPEN_CHANGE_REQUEST_STATUSES)})`),
    uniqueIndex('policy_change_requests_application').on(table.insuranceApplicationId),
    index('policy_change_requests_policy').on(table.policyId, table.createdAt),
  ],
);

/** Every status a request took, with the reason and who moved it. */
export const policyChangeRequestEvents = pgTable(
  'policy_change_request_events',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => policyChangeRequests.id),
    event: text('event').notNull(),
    fromStatus: text('from_status', { enum: CHANGE_REQUEST_STATUSES }),
    toStatus: text('to_status', { enum: CHANGE_REQUEST_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    /** `person:<user id>`, `underwriter:<user id>` or `job:<name>`. */
    actor: text('actor').notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('policy_change_request_events_request').on(table.requestId, table.occurredAt)],
);
