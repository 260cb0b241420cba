import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import type { Sealed } from '../sensitive-data/sensitive-data.service.ts';
import { beneficiaries, beneficiaryTaxIds } from './beneficiaries.table.ts';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type NewBeneficiaryRow = typeof beneficiaries.$inferInsert;
/** A row with whether its tax id is set (never the tax id). */
export type BeneficiaryRecord = BeneficiaryRow & { taxIdSet: boolean };

const columns = { row: beneficiaries, taxIdLast4: beneficiaryTaxIds.last4 };
const record = ({ row, taxIdLast4 }: { row: BeneficiaryRow; taxIdLast4: string | null }) => ({
  ...row,
  taxIdSet: taxIdLast4 !== null,
});

/**
 * The beneficiaries of a membership not yet moved to a policy, in the order they were added. `lock` first takes
 * the membership's transaction-scoped advisory lock (an empty list has no rows to hold FOR UPDATE), so two changes
 * to one membership's shares run one after the other.
 */
export async function listOfMembership(
  db: DbOrTx,
  membershipId: string,
  options: { lock?: boolean } = {},
): Promise<BeneficiaryRecord[]> {
  if (options.lock) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`beneficiaries:${membershipId}`}))`);
  }
  const query = db
    .select(columns)
    .from(beneficiaries)
    .leftJoin(beneficiaryTaxIds, eq(beneficiaryTaxIds.beneficiaryId, beneficiaries.id))
    .where(and(eq(beneficiaries.insuranceMembershipId, membershipId), isNull(beneficiaries.policyId)))
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
