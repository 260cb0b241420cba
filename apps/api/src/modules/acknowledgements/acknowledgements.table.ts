import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/** Who acknowledged which version of which document or disclosure, when, and in what context. */
export const acknowledgements = pgTable(
  'acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    recordType: text('record_type', { enum: ['document', 'disclosure'] }).notNull(),
    recordId: uuid('record_id').notNull(),
    /** The version acknowledged: a later version needs its own acknowledgement. */
    recordVersion: integer('record_version').notNull(),
    contextType: text('context_type', { enum: ['InsuranceApplication', 'InsuranceMembership'] }).notNull(),
    contextId: uuid('context_id').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('acknowledgements_record_type', sql`${table.recordType} in ('document', 'disclosure')`),
    unique('acknowledgements_once').on(
      table.userId,
      table.recordType,
      table.recordId,
      table.recordVersion,
      table.contextType,
      table.contextId,
    ),
  ],
);
