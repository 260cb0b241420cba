import { and, desc, eq } from 'drizzle-orm';
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

export async function latestApplicationOfUser(
  db: DbOrTx,
  userId: string,
  membershipId?: string,
): Promise<InsuranceApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(insuranceApplications)
    .where(
      membershipId
        ? and(
            eq(insuranceApplications.userId, userId),
            eq(insuranceApplications.insuranceMembershipId, membershipId),
          )
        : eq(insuranceApplications.userId, userId),
    )
    .orderBy(desc(insuranceApplications.createdAt), desc(insuranceApplications.id))
    .limit(1);
  return row;
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
