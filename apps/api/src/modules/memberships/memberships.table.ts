import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LINES_OF_BUSINESS } from '@wysh/domain/lines-of-business';
import { users } from '../accounts/accounts.table.ts';

/**
 * A user's place in one line of business (spec: Constellation). One per user and business; it is closed with
 * the account.
 */
export const constellations = pgTable(
  'constellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    businessSlug: text('business_slug', { enum: LINES_OF_BUSINESS }).notNull(),
    label: text('label').notNull(),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('constellations_business_slug', sql`${table.businessSlug} in ('wysh-insurance')`),
    check('constellations_status', sql`${table.status} in ('active', 'closed')`),
    uniqueIndex('constellations_user_business').on(table.userId, table.businessSlug),
  ],
);

/**
 * The insurance membership of a wysh-insurance constellation: what the member may do (apply, be underwritten,
 * monitor wyshes) and what the account can do (billing, term-life extension). Later modules change the flags
 * (underwriting, policies, billing); they start from the rule in @wysh/domain/lines-of-business.
 */
export const insuranceMemberships = pgTable('insurance_memberships', {
  id: uuid('id').primaryKey().defaultRandom(),
  constellationId: uuid('constellation_id')
    .notNull()
    .unique()
    .references(() => constellations.id),
  label: text('label').notNull(),
  eligibleForCoverage: boolean('eligible_for_coverage').notNull(),
  eligibleForUnderwriting: boolean('eligible_for_underwriting').notNull(),
  eligibleForMonitoring: boolean('eligible_for_monitoring').notNull(),
  underwritingRequired: boolean('underwriting_required').notNull(),
  billingCapability: boolean('billing_capability').notNull(),
  termLifeExtensionCapability: boolean('term_life_extension_capability').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
