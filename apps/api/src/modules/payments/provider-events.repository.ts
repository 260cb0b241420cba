// The provider_events rows: each event of the card provider once by its id.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { providerEvents } from './payments.table.ts';

export type ProviderEventRow = typeof providerEvents.$inferSelect;

export async function findProviderEvent(db: DbOrTx, id: string): Promise<ProviderEventRow | undefined> {
  const [row] = await db.select().from(providerEvents).where(eq(providerEvents.id, id));
  return row;
}

/**
 * Stores the event unless it is stored already: false for a replay. A second delivery of the same id at the same
 * moment waits here for the first's transaction, then finds it stored.
 */
export async function storeProviderEvent(tx: DbOrTx, row: ProviderEventRow): Promise<boolean> {
  const stored = await tx
    .insert(providerEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return stored.length > 0;
}

export async function markProviderEventProcessed(
  tx: DbOrTx,
  id: string,
  values: { processedAt: Date; outcome: string; needsOperator: boolean },
): Promise<void> {
  await tx.update(providerEvents).set(values).where(eq(providerEvents.id, id));
}
