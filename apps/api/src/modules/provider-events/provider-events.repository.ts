import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { providerEvents } from './provider-events.table.ts';

export type ProviderEventRow = typeof providerEvents.$inferSelect;

/**
 * Claims an event's id: false when it is stored already (a replay), or when a concurrent delivery of it
 * committed first (the insert waits on its unique key, then finds it).
 */
export async function claimEvent(tx: DbOrTx, row: ProviderEventRow): Promise<boolean> {
  const inserted = await tx
    .insert(providerEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return inserted.length > 0;
}

/** What the claimed event did, in its claim's transaction. */
export async function recordOutcome(
  tx: DbOrTx,
  id: string,
  values: Pick<ProviderEventRow, 'paymentId' | 'outcome' | 'detail'>,
): Promise<void> {
  await tx.update(providerEvents).set(values).where(eq(providerEvents.id, id));
}

/** Which of these event ids are stored already. */
export async function storedIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(inArray(providerEvents.id, ids));
  return new Set(rows.map((row) => row.id));
}
