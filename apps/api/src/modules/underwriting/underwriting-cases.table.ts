import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { insuranceApplications } from './underwriting.table.ts';

/**
 * A referred application's case for an underwriter (spec 001 §3.3 Cases): opened with the application, due 48
 * working hours later, decided once (accept at a class and maximum cover, or reject with a reason).
 */
export const underwritingCases = pgTable(
  'underwriting_cases',
  {
    id: uuid('id').primaryKey(),
    insuranceApplicationId: uuid('insurance_application_id')
      .notNull()
      .references(() => insuranceApplications.id),
    /** The applicant (the owner of the application). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['open', 'decided'] }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    decision: text('decision', { enum: ['accept', 'reject'] }),
    rateClass: text('rate_class'),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    rejectReason: text('reject_reason'),
  },
  (table) => [
    uniqueIndex('underwriting_cases_application').on(table.insuranceApplicationId),
    index('underwriting_cases_queue').on(table.status, table.openedAt),
    check('underwriting_cases_status', sql`${table.status} in ('open', 'decided')`),
    check(
      'underwriting_cases_decided',
      sql`(${table.status} = 'open' and ${table.decision} is null) or (${table.status} = 'decided' and ${table.decision} in ('accept', 'reject') and ${table.decidedAt} is not null and ${table.decidedBy} is not null)`,
    ),
  ],
);

/** Every underwriter console action: who, what, when, on which case (null for the queue). Append-only. */
export const underwritingAuditLog = pgTable(
  'underwriting_audit_log',
  {
    id: uuid('id').primaryKey(),
    actorUserId: uuid('actor_user_id')
      .notNull()
      .references(() => users.id),
    /** viewed_queue | viewed_case | decided */
    action: text('action').notNull(),
    caseId: uuid('case_id').references(() => underwritingCases.id),
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('underwriting_audit_log_case').on(table.caseId, table.at)],
);
