import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { IN_FORCE_STATUSES } from '@wysh/domain/policies/policy-lifecycle';
import type { DbOrTx } from '../../db/database.ts';
import { policies, policyCancellations } from './policies.table.ts';
import type { PolicyRow } from './policies.repository.ts';

export type CancellationRow = typeof policyCancellations.$inferSelect;

/** Writes the policy's one cancellation; undefined when it has one already (another request won). */
export async function insertCancellation(
  tx: DbOrTx,
  values: CancellationRow,
): Promise<CancellationRow | undefined> {
  const [row] = await tx.insert(policyCancellations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function cancellationOfPolicy(
  db: DbOrTx,
  policyId: string,
): Promise<CancellationRow | undefined> {
  const [row] = await db.select().from(policyCancellations).where(eq(policyCancellations.policyId, policyId));
  return row;
}

/** The last day of cover of each policy cancelled to end later (billing stops there). */
export async function cancelledCoverEnds(db: DbOrTx, policyIds: string[]): Promise<Map<string, string>> {
  if (policyIds.length === 0) return new Map();
  const rows = await db
    .select({ policyId: policyCancellations.policyId, coverEndsOn: policyCancellations.coverEndsOn })
    .from(policyCancellations)
    .where(inArray(policyCancellations.policyId, policyIds));
  return new Map(rows.flatMap((row) => (row.coverEndsOn ? [[row.policyId, row.coverEndsOn] as const] : [])));
}

/** Policies still in force whose cancellation's last day of cover is before `today`. */
export async function cancelledInForceBefore(db: DbOrTx, today: string, limit: number): Promise<PolicyRow[]> {
  const rows = await db
    .select({ policy: policies })
    .from(policies)
    .innerJoin(policyCancellations, eq(policyCancellations.policyId, policies.id))
    .where(and(inArray(policies.status, IN_FORCE_STATUSES), lt(policyCancellations.coverEndsOn, today)))
    .orderBy(asc(policies.id))
    .limit(limit);
  return rows.map((row) => row.policy);
}

/** An issued policy by its number (customer service finds a policy the way its owner reads it to them). */
export async function findPolicyByNumber(db: DbOrTx, label: string): Promise<PolicyRow | undefined> {
  const [row] = await db.select().from(policies).where(eq(policies.label, label));
  return row;
}
