import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import type { Sealed } from '../sensitive-data/sensitive-data.service.ts';
import { beneficiaries, beneficiaryChanges, beneficiaryTaxIds } from './beneficiaries.table.ts';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type NewBeneficiaryRow = typeof beneficiaries.$inferInsert;
/** A row with whether its tax id is set (never the tax id). */
export type BeneficiaryRecord = BeneficiaryRow & { taxIdSet: boolean };

const columns = { row: beneficiaries, taxIdLast4: beneficiaryTaxIds.last4 };
const record = ({ row, taxIdLast4 }: { row: BeneficiaryRow; taxIdLast4: string | null }) => ({
  ...row,
  taxIdSet: taxIdLast4 !== null,
});

export type BeneficiaryChange = typeof beneficiaryChanges.$inferSelect;

/**
 * A whole set of beneficiaries: a membership's before a policy exists, or the set of one change of a policy's
 * (the one in force, a pending one, or history).
 */
export type BeneficiarySet = { membershipId: string; changeId: string | null };

/** Takes the membership's transaction-scoped advisory lock: changes to one membership's beneficiaries take turns. */
export async function lockMembership(db: DbOrTx, membershipId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`beneficiaries:${membershipId}`}))`);
}

/**
 * The beneficiaries of a set, in the order they were added. `lock` first takes the membership's lock (an empty
 * list has no rows to hold FOR UPDATE), so two changes to one membership's shares run one after the other.
 */
export async function listOfSet(
  db: DbOrTx,
  set: BeneficiarySet,
  options: { lock?: boolean } = {},
): Promise<BeneficiaryRecord[]> {
  if (options.lock) await lockMembership(db, set.membershipId);
  const query = db
    .select(columns)
    .from(beneficiaries)
    .leftJoin(beneficiaryTaxIds, eq(beneficiaryTaxIds.beneficiaryId, beneficiaries.id))
    .where(
      set.changeId
        ? eq(beneficiaries.changeId, set.changeId)
        : and(eq(beneficiaries.insuranceMembershipId, set.membershipId), isNull(beneficiaries.policyId)),
    )
    .orderBy(asc(beneficiaries.position));
  const rows = options.lock ? await query.for('update', { of: beneficiaries }) : await query;
  return rows.map(record);
}

export async function findBeneficiary(db: DbOrTx, id: string): Promise<BeneficiaryRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(columns)
    .from(beneficiaries)
    .leftJoin(beneficiaryTaxIds, eq(beneficiaryTaxIds.beneficiaryId, beneficiaries.id))
    .where(eq(beneficiaries.id, id));
  return row && record(row);
}

export async function insertBeneficiary(tx: DbOrTx, values: NewBeneficiaryRow): Promise<void> {
  await tx.insert(beneficiaries).values(values);
}

export async function updateBeneficiaryRow(
  tx: DbOrTx,
  id: string,
  values: Partial<Omit<NewBeneficiaryRow, 'id' | 'insuranceMembershipId'>>,
): Promise<void> {
  await tx.update(beneficiaries).set(values).where(eq(beneficiaries.id, id));
}

export async function deleteBeneficiaries(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(beneficiaries).where(inArray(beneficiaries.id, [...ids]));
}

export async function saveBeneficiaryTaxId(
  tx: DbOrTx,
  beneficiaryId: string,
  sealed: Sealed,
  last4: string,
  at: Date,
): Promise<void> {
  const values = { ...sealed, last4, updatedAt: at };
  await tx
    .insert(beneficiaryTaxIds)
    .values({ beneficiaryId, ...values })
    .onConflictDoUpdate({ target: beneficiaryTaxIds.beneficiaryId, set: values });
}

/** A membership's changes, the latest opened first. */
export async function changesOfMembership(db: DbOrTx, membershipId: string): Promise<BeneficiaryChange[]> {
  return db
    .select()
    .from(beneficiaryChanges)
    .where(eq(beneficiaryChanges.insuranceMembershipId, membershipId))
    .orderBy(desc(beneficiaryChanges.sequence));
}

export async function findChange(db: DbOrTx, id: string): Promise<BeneficiaryChange | undefined> {
  const [row] = await db.select().from(beneficiaryChanges).where(eq(beneficiaryChanges.id, id));
  return row;
}

export async function insertChange(
  db: DbOrTx,
  values: typeof beneficiaryChanges.$inferInsert,
): Promise<void> {
  await db.insert(beneficiaryChanges).values(values);
}

export async function updateChange(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<typeof beneficiaryChanges.$inferInsert, 'id'>>,
): Promise<void> {
  await db.update(beneficiaryChanges).set(values).where(eq(beneficiaryChanges.id, id));
}

/** The sealed tax ids of some beneficiaries (to carry them into a change's set), by beneficiary id. */
export async function sealedTaxIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, Sealed & { last4: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(beneficiaryTaxIds)
    .where(inArray(beneficiaryTaxIds.beneficiaryId, [...ids]));
  return new Map(
    rows.map((row) => [
      row.beneficiaryId,
      { ciphertext: row.ciphertext, iv: row.iv, authTag: row.authTag, keyId: row.keyId, last4: row.last4 },
    ]),
  );
}

/**
 * At issue: the membership's beneficiaries move to the policy as the set of an `issue` change (applied at once;
 * no acknowledgement: the application's own signature covers them). From then on every edit is a pending change.
 * The purchase calls it in its transaction.
 */
export async function attachBeneficiariesToPolicy(
  tx: DbOrTx,
  membershipId: string,
  policyId: string,
  at: Date,
  changeId: string,
): Promise<void> {
  await lockMembership(tx, membershipId);
  await insertChange(tx, {
    id: changeId,
    insuranceMembershipId: membershipId,
    policyId,
    kind: 'issue',
    status: 'applied',
    createdAt: at,
    appliedAt: at,
  });
  await tx
    .update(beneficiaries)
    .set({ policyId, changeId, updatedAt: at })
    .where(and(eq(beneficiaries.insuranceMembershipId, membershipId), isNull(beneficiaries.policyId)));
}
