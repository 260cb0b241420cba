import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { policyEndorsements } from './endorsements.table.ts';

export type EndorsementRow = typeof policyEndorsements.$inferSelect;

/** Writes an endorsement once per change: a second writer of the same change inserts nothing (undefined). */
export async function insertEndorsement(
  db: DbOrTx,
  values: typeof policyEndorsements.$inferInsert,
): Promise<EndorsementRow | undefined> {
  const [row] = await db.insert(policyEndorsements).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findEndorsement(db: DbOrTx, id: string): Promise<EndorsementRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(policyEndorsements).where(eq(policyEndorsements.id, id));
  return row;
}
