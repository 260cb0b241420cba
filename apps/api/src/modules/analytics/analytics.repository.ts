// The sandbox sink's rows: written by the sandbox sink, read by /dev/analytics and tests.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { analyticsEvents } from './analytics.table.ts';

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id'>;

/** Inserts the events; a once-per-user event the user already has is skipped. Answers how many were new. */
export async function insertEvents(db: DbOrTx, events: NewAnalyticsEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await db
    .insert(analyticsEvents)
    .values(events)
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return rows.length;
}

/** Newest first; `name` filters by event name. */
export function listEvents(
  db: DbOrTx,
  filter: { name?: string; limit: number },
): Promise<AnalyticsEventRow[]> {
  const query = db.select().from(analyticsEvents);
  const filtered = filter.name ? query.where(eq(analyticsEvents.name, filter.name)) : query;
  return filtered.orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id)).limit(filter.limit);
}
