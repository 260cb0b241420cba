import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { plaidAccounts } from '../bank-link/bank-link.table.ts';

// Money columns are integer cents; a list's total stays far below 2^53 (amounts are capped by the use case).
const centsColumn = (name: string) => bigint(name, { mode: 'number' });

/** A group of wyshes in the builder's tabs (spec 001 §3.4: wyshCategory). Seeded; keyed by slug. */
export const wyshCategories = pgTable('wysh_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  prompt: text('prompt').notNull(),
  description: text('description').notNull(),
  listDescription: text('list_description').notNull(),
  color: text('color').notNull(),
  order: integer('order').notNull(),
});

/** A thing a person may want their cover to pay for (spec 001 §3.4: wysh). Seeded; keyed by slug. */
export const wyshes = pgTable('wyshes', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => wyshCategories.id),
  defaultName: text('default_name').notNull(),
  description: text('description').notNull(),
  prompt: text('prompt').notNull(),
  guidance: text('guidance').notNull(),
  defaultAmount: centsColumn('default_amount'),
  amountPrompt: text('amount_prompt').notNull(),
  amountGuidance: text('amount_guidance').notNull(),
  amountPlaceholder: text('amount_placeholder').notNull(),
  recipientType: text('recipient_type', { enum: ['institution', 'company', 'individual'] }).notNull(),
  monitorable: boolean('monitorable').notNull(),
  termable: boolean('termable').notNull(),
  active: boolean('active').notNull().default(true),
  order: integer('order').notNull(),
});

/** The amounts offered as chips in AddWyshModal (spec: wyshSuggestions). */
export const wyshSuggestions = pgTable(
  'wysh_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wyshId: uuid('wysh_id')
      .notNull()
      .references(() => wyshes.id),
    title: text('title').notNull(),
    amount: centsColumn('amount').notNull(),
    enabled: boolean('enabled').notNull(),
    order: integer('order').notNull(),
  },
  (table) => [index('wysh_suggestions_wysh').on(table.wyshId)],
);

/**
 * A wysh on a person's list (spec: wyshAllocation): the amount they want covered. Decommissioned ones stay, with
 * their histories, for the record. A monitored one follows a linked loan's balance (plaidAccountId; the
 * provider's ids and the mask only, kept by bank-link) and its amount is not edited by hand.
 */
export const wyshAllocations = pgTable(
  'wysh_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    wyshId: uuid('wysh_id')
      .notNull()
      .references(() => wyshes.id),
    name: text('name').notNull(),
    amount: centsColumn('amount'),
    status: text('status', { enum: ['active', 'decommissioned'] })
      .notNull()
      .default('active'),
    monitored: boolean('monitored').notNull().default(false),
    /** The linked loan a monitored wysh follows; cleared when monitoring is turned off or the bank unlinked. */
    plaidAccountId: uuid('plaid_account_id').references(() => plaidAccounts.id),
    order: integer('order').notNull(),
    terminatesAt: timestamp('terminates_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('wysh_allocations_status', sql`${table.status} in ('active', 'decommissioned')`),
    check('wysh_allocations_amount', sql`${table.amount} is null or ${table.amount} >= 0`),
    index('wysh_allocations_user').on(table.userId, table.status),
  ],
);

/** One row per change of an allocation's amount (spec: allocationHistories). */
export const wyshAllocationHistories = pgTable(
  'wysh_allocation_histories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order of changes made in the same instant (a fixed clock, one request).
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    allocationId: uuid('allocation_id')
      .notNull()
      .references(() => wyshAllocations.id),
    amount: centsColumn('amount').notNull(),
    change: centsColumn('change').notNull(),
    direction: text('direction', { enum: ['up', 'down'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('wysh_allocation_histories_direction', sql`${table.direction} in ('up', 'down')`),
    index('wysh_allocation_histories_allocation').on(table.allocationId),
  ],
);

/** Who or what an allocation pays: an institution, a company or a person (spec: recipient kinds). One per allocation. */
export const wyshRecipients = pgTable(
  'wysh_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    allocationId: uuid('allocation_id')
      .notNull()
      .unique()
      .references(() => wyshAllocations.id),
    kind: text('kind', { enum: ['institution', 'company', 'individual'] }).notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code'),
    accountNumber: text('account_number'),
    phoneNumber: text('phone_number'),
    websiteUrl: text('website_url'),
    email: text('email'),
    relationship: text('relationship'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('wysh_recipients_kind', sql`${table.kind} in ('institution', 'company', 'individual')`)],
);
