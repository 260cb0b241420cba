// The data export requests and their audit. Downloading is one locked read and one update in the caller's
// transaction: of two downloads at once, the second finds the first's mark.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { dataExportAudit, dataExportRequests, type DATA_EXPORT_ACTIONS } from './data-exports.table.ts';

export type DataExportRow = typeof dataExportRequests.$inferSelect;
export type DataExportAction = (typeof DATA_EXPORT_ACTIONS)[number];

/** Holds the person's requests still until the transaction ends: two requests at once are counted one by one. */
export async function lockRequestsOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`data-export:${userId}`}, 0))`);
}

export async function latestRequestOfUser(db: DbOrTx, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExportRequests)
    .where(eq(dataExportRequests.userId, userId))
    .orderBy(desc(dataExportRequests.createdAt))
    .limit(1);
  return row;
}

export async function insertRequest(
  db: DbOrTx,
  values: { userId: string; sessionId: string; createdAt: Date },
): Promise<DataExportRow> {
  const [row] = await db
    .insert(dataExportRequests)
    .values({ id: randomUUID(), status: 'pending', ...values })
    .returning();
  return row!;
}

export async function findRequest(db: DbOrTx, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExportRequests).where(eq(dataExportRequests.id, id));
  return row;
}

/** Makes a pending request ready with its export and link; false when it was not pending (a job run twice). */
export async function markReady(
  db: DbOrTx,
  id: string,
  values: { readyAt: Date; expiresAt: Date; tokenHash: string; content: string; schemaVersion: string },
): Promise<boolean> {
  const updated = await db
    .update(dataExportRequests)
    .set({ status: 'ready', ...values })
    .where(and(eq(dataExportRequests.id, id), eq(dataExportRequests.status, 'pending')))
    .returning({ id: dataExportRequests.id });
  return updated.length > 0;
}

export async function lockRequestByToken(db: DbOrTx, tokenHash: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExportRequests)
    .where(eq(dataExportRequests.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Both files were handed over: marked downloaded and the kept copy dropped. */
export async function markDownloaded(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(dataExportRequests)
    .set({ status: 'downloaded', downloadedAt: at, content: null })
    .where(eq(dataExportRequests.id, id));
}

/**
 * Drops the kept copy of every export whose link expired unopened, marking it expired; answers which. Rows are
 * taken with `skip locked`, so a download in flight keeps its own and two purges never take the same.
 */
export async function expireUnopened(db: DbOrTx, now: Date): Promise<Array<{ id: string; userId: string }>> {
  const due = db
    .select({ id: dataExportRequests.id })
    .from(dataExportRequests)
    .where(and(eq(dataExportRequests.status, 'ready'), lte(dataExportRequests.expiresAt, now)))
    .for('update', { skipLocked: true });
  return db
    .update(dataExportRequests)
    .set({ status: 'expired', content: null })
    .where(sql`${dataExportRequests.id} in ${due}`)
    .returning({ id: dataExportRequests.id, userId: dataExportRequests.userId });
}

/** Which of an export's two files (the JSON, the PDF summary) were downloaded already. */
export async function downloadsOf(db: DbOrTx, requestId: string): Promise<Set<DataExportAction>> {
  const rows = await db
    .select({ action: dataExportAudit.action })
    .from(dataExportAudit)
    .where(
      and(
        eq(dataExportAudit.requestId, requestId),
        inArray(dataExportAudit.action, ['downloaded', 'downloaded_summary']),
      ),
    );
  return new Set(rows.map(({ action }) => action));
}

export async function insertAudit(
  db: DbOrTx,
  values: { requestId: string; userId: string; action: DataExportAction; actor: string; at: Date },
): Promise<void> {
  await db.insert(dataExportAudit).values({ id: randomUUID(), ...values });
}
