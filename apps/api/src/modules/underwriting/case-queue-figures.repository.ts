// The manual underwriting queue in aggregate, for the operator's view.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { underwritingCases } from './underwriting-cases.table.ts';

/** Open cases: how many, the oldest's opening, and how many are past their due time at `now`. */
export async function openCaseFigures(
  db: DbOrTx,
  now: Date,
): Promise<{ open: number; oldestOpenedAt: Date | null; overdue: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      oldestOpenedAt: sql<string | null>`min(${underwritingCases.openedAt})`,
      overdue: sql<number>`(count(*) filter (where ${underwritingCases.dueAt} < ${now.toISOString()}::timestamptz))::int`,
    })
    .from(underwritingCases)
    .where(eq(underwritingCases.status, 'open'));
  return {
    open: row?.open ?? 0,
    oldestOpenedAt: row?.oldestOpenedAt ? new Date(row.oldestOpenedAt) : null,
    overdue: row?.overdue ?? 0,
  };
}
