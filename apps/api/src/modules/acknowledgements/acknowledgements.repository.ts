import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { acknowledgements } from './acknowledgements.table.ts';

export type Acknowledgement = typeof acknowledgements.$inferSelect;
export type NewAcknowledgement = Omit<typeof acknowledgements.$inferInsert, 'id'> & { acknowledgedAt: Date };

type AcknowledgementKey = Pick<
  Acknowledgement,
  'userId' | 'recordType' | 'recordId' | 'recordVersion' | 'contextType' | 'contextId'
>;

/** The one acknowledgement of this version of a record, by this user, in this context (acknowledgements_once). */
const sameAcknowledgement = (key: AcknowledgementKey) =>
  and(
    eq(acknowledgements.userId, key.userId),
    eq(acknowledgements.recordType, key.recordType),
    eq(acknowledgements.recordId, key.recordId),
    eq(acknowledgements.recordVersion, key.recordVersion),
    eq(acknowledgements.contextType, key.contextType),
    eq(acknowledgements.contextId, key.contextId),
  );

/** Records the acknowledgement once: acknowledging the same version in the same context again answers the first. */
export async function recordAcknowledgement(db: DbOrTx, row: NewAcknowledgement): Promise<Acknowledgement> {
  await db.insert(acknowledgements).values(row).onConflictDoNothing();
  const [stored] = await db.select().from(acknowledgements).where(sameAcknowledgement(row));
  return stored!;
}

export async function findAcknowledgement(db: DbOrTx, id: string): Promise<Acknowledgement | undefined> {
  const [row] = await db.select().from(acknowledgements).where(eq(acknowledgements.id, id));
  return row;
}

/** Whether the user acknowledged this version of a record in this context. */
export async function hasAcknowledgement(db: DbOrTx, key: AcknowledgementKey): Promise<boolean> {
  const [row] = await db
    .select({ id: acknowledgements.id })
    .from(acknowledgements)
    .where(sameAcknowledgement(key));
  return row !== undefined;
}
