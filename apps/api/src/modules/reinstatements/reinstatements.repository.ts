import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  OPEN_REQUEST_STATUSES,
  reinstatementRequestEvents,
  reinstatementRequests,
} from './reinstatements.table.ts';

export type ReinstatementRequestRow = typeof reinstatementRequests.$inferSelect;
export type ReinstatementRequestEventRow = typeof reinstatementRequestEvents.$inferSelect;

export async function insertRequestEvent(tx: DbOrTx, values: ReinstatementRequestEventRow): Promise<void> {
  await tx.insert(reinstatementRequestEvents).values(values);
}

/** A request's history, oldest first. */
export async function eventsOfRequest(
  db: DbOrTx,
  requestId: string,
): Promise<ReinstatementRequestEventRow[]> {
  return db
    .select()
    .from(reinstatementRequestEvents)
    .where(eq(reinstatementRequestEvents.requestId, requestId))
    .orderBy(asc(reinstatementRequestEvents.occurredAt));
}

/** The request an underwriting application decides, if it decides one. */
export async function requestOfApplication(
  db: DbOrTx,
  applicationId: string,
): Promise<ReinstatementRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(reinstatementRequests)
    .where(eq(reinstatementRequests.insuranceApplicationId, applicationId));
  return row;
}

/** The request an underwriting application decides, locked for the caller's transaction. */
export async function lockRequestOfApplication(
  tx: DbOrTx,
  applicationId: string,
): Promise<ReinstatementRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(reinstatementRequests)
    .where(eq(reinstatementRequests.insuranceApplicationId, applicationId))
    .for('update');
  return row;
}

/** The last day underwriting declined a reinstatement of the policy, or null (the rules' 30-day wait). */
export async function lastDeclinedOn(db: DbOrTx, policyId: string): Promise<string | null> {
  const [row] = await db
    .select({ day: max(reinstatementRequests.underwritingDecidedOn) })
    .from(reinstatementRequests)
    .where(
      and(
        eq(reinstatementRequests.policyId, policyId),
        eq(reinstatementRequests.underwritingOutcome, 'declined'),
      ),
    );
  return row?.day ?? null;
}

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

/** The user's open requests (offered or in underwriting), oldest first. */
export async function openRequestsOfUser(db: DbOrTx, userId: string): Promise<ReinstatementRequestRow[]> {
  return db
    .select()
    .from(reinstatementRequests)
    .where(
      and(
        eq(reinstatementRequests.userId, userId),
        inArray(reinstatementRequests.status, OPEN_REQUEST_STATUSES),
      ),
    )
    .orderBy(asc(reinstatementRequests.createdAt));
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
