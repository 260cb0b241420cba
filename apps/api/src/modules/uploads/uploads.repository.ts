// The blobs table's queries: what the uploads service reads and writes (and the clean-up job removes).
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { blobs, type Blob } from './uploads.table.ts';

export type NewBlob = Omit<typeof blobs.$inferInsert, 'id' | 'status' | 'uploadedAt'>;

export async function insertBlob(db: DbOrTx, blob: NewBlob): Promise<Blob> {
  const [row] = await db.insert(blobs).values(blob).returning();
  return row!;
}

export async function findBlob(db: DbOrTx, id: string): Promise<Blob | undefined> {
  const [row] = await db.select().from(blobs).where(eq(blobs.id, id));
  return row;
}

/** The blobs among `ids` that belong to `userId`. */
export function findOwnedBlobs(db: DbOrTx, userId: string, ids: readonly string[]): Promise<Blob[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(blobs)
    .where(and(inArray(blobs.id, [...ids]), eq(blobs.userId, userId)));
}

export async function markUploaded(db: DbOrTx, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(blobs)
    .set({ status: 'uploaded', uploadedAt: at })
    .where(inArray(blobs.id, [...ids]));
}

/** Oldest first: blobs still pending that were described before `before`. */
export function findPendingBefore(db: DbOrTx, before: Date, limit: number): Promise<Blob[]> {
  return db
    .select()
    .from(blobs)
    .where(and(eq(blobs.status, 'pending'), lt(blobs.createdAt, before)))
    .orderBy(asc(blobs.createdAt))
    .limit(limit);
}

/** Removes the blob if it is still pending (an upload that completed meanwhile stays); answers whether it did. */
export async function deletePendingBlob(db: DbOrTx, id: string): Promise<boolean> {
  const removed = await db
    .delete(blobs)
    .where(and(eq(blobs.id, id), eq(blobs.status, 'pending')))
    .returning({ id: blobs.id });
  return removed.length > 0;
}
