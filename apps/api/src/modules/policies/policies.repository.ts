import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { policies, policyNumberSerials } from './policies.table.ts';

export type PolicyRow = typeof policies.$inferSelect;

export async function insertPolicy(tx: DbOrTx, values: PolicyRow): Promise<PolicyRow> {
  const [row] = await tx.insert(policies).values(values).returning();
  return row!;
}

/** The membership's policy in force or being bought, locked for the caller's transaction. */
export async function lockOpenPolicyOfMembership(
  tx: DbOrTx,
  membershipId: string,
): Promise<PolicyRow | undefined> {
  const [row] = await tx
    .select()
    .from(policies)
    .where(
      and(eq(policies.insuranceMembershipId, membershipId), inArray(policies.status, ['pending', 'active'])),
    )
    .for('update');
  return row;
}

export async function lockPolicy(tx: DbOrTx, id: string): Promise<PolicyRow | undefined> {
  const [row] = await tx.select().from(policies).where(eq(policies.id, id)).for('update');
  return row;
}

export async function updatePolicy(tx: DbOrTx, id: string, values: Partial<PolicyRow>): Promise<PolicyRow> {
  const [row] = await tx.update(policies).set(values).where(eq(policies.id, id)).returning();
  return row!;
}

export async function nextPolicySerial(tx: DbOrTx): Promise<number> {
  const result = await tx.execute(sql.raw(`select nextval('${policyNumberSerials.seqName}') as serial`));
  return Number((result.rows[0] as { serial: string | number }).serial);
}

/** The user's newest policy of a status (active, pending), or undefined. */
export async function latestPolicyOfUser(
  db: DbOrTx,
  userId: string,
  status: PolicyRow['status'],
): Promise<PolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.userId, userId), eq(policies.status, status)))
    .orderBy(desc(policies.createdAt))
    .limit(1);
  return row;
}

export async function findPolicyOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PolicyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), eq(policies.userId, userId)));
  return row;
}

export async function findPolicy(db: DbOrTx, id: string): Promise<PolicyRow | undefined> {
  const [row] = await db.select().from(policies).where(eq(policies.id, id));
  return row;
}
