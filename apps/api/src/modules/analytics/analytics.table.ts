import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnalyticsProperties } from '@wysh/domain/analytics';

/**
 * The sandbox analytics sink: every event the app reports, readable at /dev/analytics. No personal data: the
 * user id only, properties cleaned by @wysh/domain/analytics. An event recorded once per user has one row
 * per user (the partial unique index), so a repeat is a no-op.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: uuid('user_id'),
    properties: jsonb('properties').$type<AnalyticsProperties>().notNull().default({}),
    oncePerUser: boolean('once_per_user').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('analytics_events_once_per_user')
      .on(table.userId, table.name)
      .where(sql`${table.oncePerUser} and ${table.userId} is not null`),
    index('analytics_events_created').on(table.createdAt),
  ],
);
