// The sandbox marketing services' rows: written by their intake routes, read by /dev/messaging,
// /dev/attribution and tests.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { sandboxAttributionEvents } from './sandbox-attribution.table.ts';
import { sandboxMessagingRequests } from './sandbox-messaging.table.ts';

export type SandboxMessagingRequest = typeof sandboxMessagingRequests.$inferSelect;
export type NewSandboxMessagingRequest = Omit<
  typeof sandboxMessagingRequests.$inferInsert,
  'id' | 'receivedAt'
>;
export type SandboxAttributionEvent = typeof sandboxAttributionEvents.$inferSelect;
export type NewSandboxAttributionEvent = Omit<
  typeof sandboxAttributionEvents.$inferInsert,
  'id' | 'receivedAt'
>;

export async function recordMessagingRequest(db: DbOrTx, request: NewSandboxMessagingRequest): Promise<void> {
  await db.insert(sandboxMessagingRequests).values(request);
}

/** Newest first; `name` filters by event name or page path. */
export function listMessagingRequests(
  db: DbOrTx,
  filter: { name?: string; limit: number },
): Promise<SandboxMessagingRequest[]> {
  const query = db.select().from(sandboxMessagingRequests);
  const filtered = filter.name ? query.where(eq(sandboxMessagingRequests.name, filter.name)) : query;
  return filtered
    .orderBy(desc(sandboxMessagingRequests.receivedAt), desc(sandboxMessagingRequests.id))
    .limit(filter.limit);
}

/** Keeps the messages; one whose id was received before is skipped. */
export async function recordAttributionEvents(
  db: DbOrTx,
  events: readonly NewSandboxAttributionEvent[],
): Promise<void> {
  if (events.length > 0)
    await db
      .insert(sandboxAttributionEvents)
      .values([...events])
      .onConflictDoNothing();
}

/** Newest first; `event` filters by event name. */
export function listAttributionEvents(
  db: DbOrTx,
  filter: { event?: string; limit: number },
): Promise<SandboxAttributionEvent[]> {
  const query = db.select().from(sandboxAttributionEvents);
  const filtered = filter.event ? query.where(eq(sandboxAttributionEvents.event, filter.event)) : query;
  return filtered
    .orderBy(desc(sandboxAttributionEvents.receivedAt), desc(sandboxAttributionEvents.id))
    .limit(filter.limit);
}
