import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { insuranceApplications } from './underwriting.table.ts';

export type InsuranceApplicationRow = typeof insuranceApplications.$inferSelect;

export async function insertApplication(
  db: DbOrTx,
  values: typeof insuranceApplications.$inferInsert,
): Promise<InsuranceApplicationRow> {
  const [row] = await db.insert(insuranceApplications).values(values).returning();
  return row!;
}

/** The user's latest application for new cover (a reinstatement's underwriting is not one). */
export async function latestApplicationOfUser(
  db: DbOrTx,
  userId: string,
  membershipId?: string,
): Promise<InsuranceApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(insuranceApplications)
    .where(
      and(
        eq(insuranceApplications.userId, userId),
        membershipId ? eq(insuranceApplications.insuranceMembershipId, membershipId) : undefined,
        isNull(insuranceApplications.reinstatementPolicyId),
      ),
    )
    .orderBy(desc(insuranceApplications.createdAt), desc(insuranceApplications.id))
    .limit(1);
  return row;
}

/** Every application of a user (new cover, reinstatement, cover increase), oldest first (their data export). */
export async function applicationsOfUser(db: DbOrTx, userId: string): Promise<InsuranceApplicationRow[]> {
  return db
    .select()
    .from(insuranceApplications)
    .where(eq(insuranceApplications.userId, userId))
    .orderBy(asc(insuranceApplications.createdAt), asc(insuranceApplications.id));
}

export async function findApplication(db: DbOrTx, id: string): Promise<InsuranceApplicationRow | undefined> {
  const [row] = await db.select().from(insuranceApplications).where(eq(insuranceApplications.id, id));
  return row;
}

/** The application submitted from one interview session of this user, if any. */
export async function applicationOfInterview(
  db: DbOrTx,
  userId: string,
  interviewSessionId: string,
): Promise<InsuranceApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(insuranceApplications)
    .where(
      and(
        eq(insuranceApplications.userId, userId),
        eq(insuranceApplications.interviewSessionId, interviewSessionId),
      ),
    );
  return row;
}

/**
 * Up to `limit` applications whose stored input still holds the driver's licence number in clear (a JSON string),
 * locked until the transaction ends.
 */
export async function applicationsWithClearLicence(
  db: DbOrTx,
  limit: number,
): Promise<Array<{ id: string; userId: string; input: unknown }>> {
  return db
    .select({
      id: insuranceApplications.id,
      userId: insuranceApplications.userId,
      input: insuranceApplications.input,
    })
    .from(insuranceApplications)
    .where(sql`jsonb_typeof(${insuranceApplications.input} #> '{answers,dmv_lic_nmbr}') = 'string'`)
    .limit(limit)
    .for('update');
}

/** The one change a decided application takes: its input re-stored with the licence number sealed. */
export async function replaceApplicationInput(db: DbOrTx, id: string, input: unknown): Promise<void> {
  await db
    .update(insuranceApplications)
    .set({ input: sql`${JSON.stringify(input)}::jsonb` })
    .where(eq(insuranceApplications.id, id));
}
