import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { sandboxErrorReports } from './sandbox-error-reports.table.ts';

export type SandboxErrorReport = typeof sandboxErrorReports.$inferSelect;
export type NewSandboxErrorReport = Omit<typeof sandboxErrorReports.$inferInsert, 'id' | 'receivedAt'>;

export async function recordErrorReports(
  db: DbOrTx,
  reports: readonly NewSandboxErrorReport[],
): Promise<void> {
  if (reports.length > 0) await db.insert(sandboxErrorReports).values([...reports]);
}

/** Newest first. */
export function listErrorReports(db: DbOrTx, limit: number): Promise<SandboxErrorReport[]> {
  return db
    .select()
    .from(sandboxErrorReports)
    .orderBy(desc(sandboxErrorReports.receivedAt), desc(sandboxErrorReports.id))
    .limit(limit);
}
