// The attribution events sent per user (attribution_deliveries).
import type { DbOrTx } from '../../db/database.ts';
import { attributionDeliveries } from './attribution-deliveries.table.ts';

/** Records that the user's event is being sent: false when it was sent before (nothing to send). */
export async function claimAttributionDelivery(
  db: DbOrTx,
  delivery: { userId: string; event: string; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(attributionDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ event: attributionDeliveries.event });
  return rows.length === 1;
}
