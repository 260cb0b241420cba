import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { insuranceMemberships } from '../memberships/memberships.table.ts';
import { insuranceApplications } from '../underwriting/underwriting.table.ts';

/** The filed figures a price was computed from, kept with it (a price is read back as it was made). */
const pricedColumns = {
  amount: integer('amount').notNull(),
  maxAmount: integer('max_amount').notNull(),
  rateVersion: text('rate_version').notNull(),
  issueAge: integer('issue_age').notNull(),
  annualRatePer1000: text('annual_rate_per_1000').notNull(),
  annualPolicyFee: integer('annual_policy_fee').notNull(),
  annualPremium: integer('annual_premium').notNull(),
  monthlyPremium: integer('monthly_premium').notNull(),
};

/**
 * A term-life quote: the price of the cover underwriting approved, at the class it assigned, valid for a month.
 * The cover and term may be changed within the approved maximums (re-priced at the quote's rate version).
 */
export const quotes = pgTable(
  'quotes',
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
    status: text('status', { enum: ['pending', 'accepted'] }).notNull(),
    termDuration: integer('term_duration').notNull(),
    maxTermYears: integer('max_term_years').notNull(),
    rateClass: text('rate_class').notNull(),
    sex: text('sex', { enum: ['male', 'female'] }).notNull(),
    rulesVersion: text('rules_version').notNull(),
    ...pricedColumns,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('quotes_user').on(table.userId, table.createdAt),
    check('quotes_amount_within_approval', sql`${table.amount} <= ${table.maxAmount}`),
  ],
);

/** The accidental-death offering: a second offer beside a term quote, or the only one when term is declined. */
export const productOfferings = pgTable(
  'product_offerings',
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
    productSlug: text('product_slug').notNull(),
    status: text('status', { enum: ['pending', 'accepted'] }).notNull(),
    ...pricedColumns,
    /** Cover ends on the insured's 65th birthday. */
    effectiveUntil: date('effective_until', { mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('product_offerings_user').on(table.userId, table.createdAt),
    check('product_offerings_amount_within_approval', sql`${table.amount} <= ${table.maxAmount}`),
  ],
);
