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
import type { ReinstatementLine } from '@wysh/domain/reinstatement/amounts';
import {
  REINSTATEMENT_REQUEST_STATUSES,
  type ReinstatementRequestStatus,
} from '@wysh/domain/reinstatement/request-lifecycle';
import { users } from '../accounts/accounts.table.ts';
import { invoices, payments } from '../payments/payments.table.ts';
import { policies } from '../policies/policies.table.ts';
import { insuranceApplications } from '../underwriting/underwriting.table.ts';

/**
 * `offered`: its invoice to pay (arrears only, or approved by underwriting); `underwriting`: the interview and
 * evidence are needed first, or an underwriter decides; `completed`: paid, the policy reinstated; `refused`: the
 * rules or underwriting said no (the reason says why); `expired`: an offer that no longer held on a later day (a
 * new period began, day 61 came, an underwritten approval ran out), replaced. Moves: request-moves.ts.
 */
export { REINSTATEMENT_REQUEST_STATUSES, type ReinstatementRequestStatus };
/** A request that is open: the rules see it as REQUEST_OPEN, and there is one at most per policy. */
export const OPEN_REQUEST_STATUSES = [
  'offered',
  'underwriting',
] as const satisfies ReinstatementRequestStatus[];

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Every reinstatement decision asked for a lapsed policy, as the rules made it (packages/domain/src/reinstatement):
 * the rules version and the day it was decided on, the reason and its words, the path, and the figures of paying
 * on that day. Kept for ever, refused ones too: a regulator may ask why a policy was or was not reinstated.
 */
export const reinstatementRequests = pgTable(
  'reinstatement_requests',
  {
    id: uuid('id').primaryKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: REINSTATEMENT_REQUEST_STATUSES }).notNull(),
    rulesVersion: text('rules_version').notNull(),
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
    /** The decision's stable code (REINSTATEMENT.ARREARS_ONLY...) and its words. */
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    /** How it may be reinstated; null when refused. */
    path: text('path', { enum: ['arrears_only', 'underwritten'] }),
    /** The USPS state whose windows it was decided under (the owner's address on the day). */
    state: text('state').notNull(),
    firstMissedDueOn: date('first_missed_due_on', { mode: 'string' }),
    lapseDate: date('lapse_date', { mode: 'string' }),
    arrearsOnlyThrough: date('arrears_only_through', { mode: 'string' }),
    windowEndsOn: date('window_ends_on', { mode: 'string' }),
    totalMissedPremiums: integer('total_missed_premiums'),
    interestDue: integer('interest_due'),
    dueToday: integer('due_today'),
    lines: jsonb('lines').$type<ReinstatementLine[]>(),
    /** The invoice that bills it, once made (createReinstatementInvoice), and the payment that paid it. */
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** Why an offer stopped holding (expired) or was refused as it was paid. */
    closedReason: text('closed_reason'),
    /** The underwritten path: the application its interview and evidence were decided in, and the outcome. */
    insuranceApplicationId: uuid('insurance_application_id').references(() => insuranceApplications.id),
    underwritingOutcome: text('underwriting_outcome', { enum: ['approved', 'referred', 'declined'] }),
    /** The day underwriting (the rules or an underwriter) approved or declined it. */
    underwritingDecidedOn: date('underwriting_decided_on', { mode: 'string' }),
    /** The last day an underwritten offer may be paid; its figures are those of `decidedOn`, refreshed daily. */
    offerExpiresOn: date('offer_expires_on', { mode: 'string' }),
    /** The contestable period a completed underwritten reinstatement opened, for its answers. */
    contestableFrom: date('contestable_from', { mode: 'string' }),
    contestableThrough: date('contestable_through', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'reinstatement_requests_status',
      sql`${table.status} in (${listed(REINSTATEMENT_REQUEST_STATUSES)})`,
    ),
    // Refused by the rules: no path; refused by underwriting: the underwritten path, decided.
    check('reinstatement_requests_path', sql`${table.path} is not null or ${table.status} = 'refused'`),
    check('reinstatement_requests_figures', sql`(${table.path} is null) = (${table.dueToday} is null)`),
    // One open request per policy, whoever asks and however often.
    uniqueIndex('reinstatement_requests_one_open')
      .on(table.policyId)
      .where(sql`${table.status} in (${listed(OPEN_REQUEST_STATUSES)})`),
    uniqueIndex('reinstatement_requests_invoice').on(table.invoiceId),
    index('reinstatement_requests_policy').on(table.policyId, table.createdAt),
    index('reinstatement_requests_user').on(table.userId, table.createdAt),
    uniqueIndex('reinstatement_requests_application').on(table.insuranceApplicationId),
  ],
);

/** Every status a request took, with the reason and who moved it: its history, as a regulator would read it. */
export const reinstatementRequestEvents = pgTable(
  'reinstatement_request_events',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => reinstatementRequests.id),
    event: text('event').notNull(),
    fromStatus: text('from_status', { enum: REINSTATEMENT_REQUEST_STATUSES }),
    toStatus: text('to_status', { enum: REINSTATEMENT_REQUEST_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    /** `person:<user id>`, `underwriter:<user id>` or `job:<name>`. */
    actor: text('actor').notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reinstatement_request_events_request').on(table.requestId, table.occurredAt)],
);
