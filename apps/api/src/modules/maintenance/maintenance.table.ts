import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Operating switches: an operator takes one service offline (underwriting) without taking the whole product
 * down. No row means online. Spec 001 §8: an offline underwriting answers UNDERWRITING_DISABLED and the client
 * shows the unscheduled maintenance screen.
 */
export const operatingSwitches = pgTable(
  'operating_switches',
  {
    service: text('service', { enum: ['underwriting'] }).primaryKey(),
    online: boolean('online').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('operating_switches_service', sql`${table.service} in ('underwriting')`)],
);
