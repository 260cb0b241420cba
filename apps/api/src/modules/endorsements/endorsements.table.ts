import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { policies } from '../policies/policies.table.ts';
import { ENDORSEMENT_KINDS } from './endorsements.types.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A change made to a policy after its issue that its owner is given in writing (a reinstatement; cover changes and
 * cancellation notices to come): written by the use case that made the change, in its transaction, with the facts
 * as they stood then; the `endorsements.recorded` job keeps its document (user_documents.endorsement_id), which
 * the policy's packet shows after its own pages. One per change (`kind`, `source_id`), kept for ever.
 */
export const policyEndorsements = pgTable(
  'policy_endorsements',
  {
    id: uuid('id').primaryKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ENDORSEMENT_KINDS }).notNull(),
    /** The record of the change: the reinstatement request a reinstatement completed. */
    sourceId: uuid('source_id').notNull(),
    /** The day the change took effect (a reinstatement: the day it was paid). */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** What the change was, as its use case knew it (endorsements.types.ts by kind): the document's figures. */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('policy_endorsements_kind', sql`${table.kind} in (${listed(ENDORSEMENT_KINDS)})`),
    unique('policy_endorsements_source').on(table.kind, table.sourceId),
    index('policy_endorsements_policy').on(table.policyId, table.effectiveOn),
  ],
);
