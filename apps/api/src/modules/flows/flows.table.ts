import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * One user's run through one flow in one scope. `history` lists the forms shown, oldest first: the last is the
 * current form (formIndex = its position). One open session per user, flow and scope: a new one from the start
 * abandons the old. Changes are optimistic: each names the version it was computed from (two tabs cannot both
 * move the session from the same form, and a move never uses answers older than the last saved ones).
 */
export const flowSessions = pgTable(
  'flow_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    flowSlug: text('flow_slug').notNull(),
    scope: text('scope', {
      enum: ['new_policy', 'policy_holder', 'coverage_adjustment', 'reinstatement'],
    }).notNull(),
    history: jsonb('history').$type<string[]>().notNull(),
    /** Where an edit jump came from (e.g. the review screen): the session returns there after the edit. */
    returnTo: text('return_to'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    /** Grows with every change (a move, saved answers): a change made on an older version is refused. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'flow_sessions_scope',
      sql`${table.scope} in ('new_policy', 'policy_holder', 'coverage_adjustment', 'reinstatement')`,
    ),
    uniqueIndex('flow_sessions_one_open')
      .on(table.userId, table.flowSlug, table.scope)
      .where(sql`${table.finishedAt} is null and ${table.abandonedAt} is null`),
  ],
);

/**
 * The saved answer of each field of a session, in the shapes of @wysh/forms/outgoing. Never an SSN: a tax id
 * answer is kept as `{ "taxIdSet": true }` (the number itself is sealed in tax_ids).
 */
export const flowResponses = pgTable(
  'flow_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flowSessionId: uuid('flow_session_id')
      .notNull()
      .references(() => flowSessions.id),
    formSlug: text('form_slug').notNull(),
    fieldId: text('field_id').notNull(),
    value: jsonb('value').$type<unknown>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The unique constraint's index also serves "the answers of a session" (its leading column).
  (table) => [unique('flow_responses_session_field').on(table.flowSessionId, table.fieldId)],
);
