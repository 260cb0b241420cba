import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { OPEN_REQUEST_STATUSES, reinstatementRequests } from './reinstatements.table.ts';

export type ReinstatementRequestRow = typeof reinstatementRequests.$inferSelect;

export async function insertRequest(
  tx: DbOrTx,
  values: ReinstatementRequestRow,
): Promise<ReinstatementRequestRow> {
  const [row] = await tx.insert(reinstatementRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  tx: DbOrTx,
  id: string,
  values: Partial<Omit<ReinstatementRequestRow, 'id' | 'policyId' | 'userId'>>,
): Promise<ReinstatementRequestRow> {
  const [row] = await tx
    .update(reinstatementRequests)
    .set(values)
    .where(eq(reinstatementRequests.id, id))
    .returning();
  return row!;
}

/** The policy's open request (offered or in underwriting), if any: there is one at most (a unique index). */
export async function openRequestOf(
  db: DbOrTx,
  policyId: string,
): Promise<ReinstatementRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(reinstatementRequests)
    .where(
      and(
        eq(reinstatementRequests.policyId, policyId),
        inArray(reinstatementRequests.status, OPEN_REQUEST_STATUSES),
      ),
    );
  return row;
}

export async function requestOfInvoice(
  db: DbOrTx,
  invoiceId: string,
): Promise<ReinstatementRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(reinstatementRequests)
    .where(eq(reinstatementRequests.invoiceId, invoiceId));
  return row;
}

/** A policy's requests, newest first (its reinstatement history). */
export async function requestsOfPolicy(db: DbOrTx, policyId: string): Promise<ReinstatementRequestRow[]> {
  return db
    .select()
    .from(reinstatementRequests)
    .where(eq(reinstatementRequests.policyId, policyId))
    .orderBy(desc(reinstatementRequests.createdAt));
}
