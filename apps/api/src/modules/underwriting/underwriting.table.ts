import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { insuranceMemberships } from '../memberships/memberships.table.ts';

/**
 * An application for cover and its underwriting decision, kept as the regulator would read it years later: the
 * exact input the rules saw (answers, evidence, requested cover, the day), the rule-set version, and the decision
 * with every rule that fired. Never updated once decided (but for sealing a licence number stored in clear before
 * issue 23); a new application is a new row.
 */
export const insuranceApplications = pgTable(
  'insurance_applications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    insuranceMembershipId: uuid('insurance_membership_id')
      .notNull()
      .references(() => insuranceMemberships.id),
    product: text('product').notNull(),
    /**
     * The finished underwriting-interview session it was submitted from: one application per interview (a
     * reload or a second tab submitting again gets the same application).
     */
    interviewSessionId: uuid('interview_session_id'),
    /** accepted | ad_only | referred_to_underwriter | rejected (the engine's outcome). */
    outcome: text('outcome', {
      enum: ['accepted', 'ad_only', 'referred_to_underwriter', 'rejected'],
    }).notNull(),
    rulesVersion: text('rules_version').notNull(),
    /**
     * The UnderwritingInput the rules were run on (no SSN: evidence results only), the driver's licence number
     * sealed (stored-input.ts).
     */
    input: jsonb('input').notNull(),
    /** The UnderwritingDecision, reasons included. */
    decision: jsonb('decision').notNull(),
    /**
     * The lapsed policy whose reinstatement this application decides (its own journey: no quote is priced from
     * it), or null for new business.
     */
    reinstatementPolicyId: uuid('reinstatement_policy_id'),
    /** The policy whose underwritten change (more cover, a longer term) this application decides, or null. */
    changedPolicyId: uuid('changed_policy_id'),
    /** The wording version of the evidence authorization the applicant ticked, and when. */
    authorizationVersion: text('authorization_version').notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('insurance_applications_user').on(table.userId, table.createdAt),
    uniqueIndex('insurance_applications_interview').on(table.interviewSessionId),
    check(
      'insurance_applications_outcome',
      sql`${table.outcome} in ('accepted', 'ad_only', 'referred_to_underwriter', 'rejected')`,
    ),
  ],
);
