import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Periods when the product is down for maintenance; clients show a maintenance screen while one is in force. */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['scheduled', 'unscheduled'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    returnsAt: timestamp('returns_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('maintenance_kind', sql`${table.kind} in ('scheduled', 'unscheduled')`)],
);
