import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { insuranceMemberships } from '../memberships/memberships.table.ts';

/**
 * A term-life estimate of an insurance membership (spec 001 §3.3 "estimate datum"): the cover and term asked
 * for, what it was priced with (sex, birthdate, state, tobacco, issue age, class, rate version) and the price,
 * with the filed figures used. Each save is a new row (the history is kept); the newest is the latest.
 */
export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => insuranceMemberships.id),
    /** The membership's user, so that "is it yours" is one indexed read. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount_cents').notNull(),
    termDuration: integer('term_duration').notNull(),
    termUnit: text('term_unit', { enum: ['year'] }).notNull(),
    health: text('health', { enum: ['average'] }).notNull(),
    tobacco: boolean('tobacco').notNull(),
    sex: text('sex', { enum: ['male', 'female'] }).notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    state: char('state', { length: 2 }),
    issueAge: integer('issue_age').notNull(),
    rateClass: text('rate_class').notNull(),
    rateVersion: text('rate_version').notNull(),
    annualPremium: integer('annual_premium_cents').notNull(),
    monthlyPremium: integer('monthly_premium_cents').notNull(),
    /** As filed ("0.4521" per $1,000 a year). */
    annualRatePer1000: text('annual_rate_per_1000').notNull(),
    annualPolicyFee: integer('annual_policy_fee_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('estimates_user_created').on(table.userId, table.createdAt),
    check('estimates_amount', sql`${table.amount} > 0`),
    check('estimates_term_unit', sql`${table.termUnit} in ('year')`),
  ],
);

/**
 * What a person said about themselves to get an estimate (spec 001 §7.3 updatePrequalificationInformation): a
 * visitor's answers saved on sign-up, or a signed-in person's. The profile wins for birthdate and sex when it
 * has them.
 */
export const prequalifications = pgTable('prequalifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  birthdate: date('birthdate', { mode: 'string' }),
  sex: text('sex', { enum: ['male', 'female'] }),
  tobacco: boolean('tobacco'),
  state: char('state', { length: 2 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
