// The book of policies in aggregate, for the operator's view: counts computed by the database (group by), never
// by loading the policies.
import { and, between, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { policies } from './policies.table.ts';

export async function policyCountsByStatus(db: DbOrTx): Promise<Array<{ status: string; count: number }>> {
  return db
    .select({ status: policies.status, count: sql<number>`count(*)::int` })
    .from(policies)
    .groupBy(policies.status);
}

/** Policies in grace whose lapse date (lapses_on) falls between `fromDay` and `toDay`, both included. */
export async function graceLapsingBetween(db: DbOrTx, fromDay: string, toDay: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(policies)
    .where(and(eq(policies.status, 'grace'), between(policies.lapsesOn, fromDay, toDay)));
  return row?.count ?? 0;
}
