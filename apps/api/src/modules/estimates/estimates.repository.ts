import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { estimates, prequalifications } from './estimates.table.ts';

export type EstimateRow = typeof estimates.$inferSelect;
export type NewEstimate = typeof estimates.$inferInsert;
export type PrequalificationRow = typeof prequalifications.$inferSelect;

export async function insertEstimate(db: DbOrTx, values: NewEstimate): Promise<EstimateRow> {
  const [row] = await db.insert(estimates).values(values).returning();
  return row!;
}

/** The estimate when it is the user's; undefined otherwise (another user's id reads as missing). */
export async function findEstimateOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<EstimateRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(estimates)
    .where(and(eq(estimates.id, id), eq(estimates.userId, userId)));
  return row;
}

export async function latestEstimateOfUser(db: DbOrTx, userId: string): Promise<EstimateRow | undefined> {
  const [row] = await db
    .select()
    .from(estimates)
    .where(eq(estimates.userId, userId))
    .orderBy(desc(estimates.createdAt), desc(estimates.id))
    .limit(1);
  return row;
}

/** Every estimate of a user, oldest first (a person's data export). */
export async function estimatesOfUser(db: DbOrTx, userId: string): Promise<EstimateRow[]> {
  return db
    .select()
    .from(estimates)
    .where(eq(estimates.userId, userId))
    .orderBy(asc(estimates.createdAt), asc(estimates.id));
}

export async function latestEstimateOfMembership(
  db: DbOrTx,
  membershipId: string,
): Promise<EstimateRow | undefined> {
  const [row] = await db
    .select()
    .from(estimates)
    .where(eq(estimates.membershipId, membershipId))
    .orderBy(desc(estimates.createdAt), desc(estimates.id))
    .limit(1);
  return row;
}

export async function findPrequalification(
  db: DbOrTx,
  userId: string,
): Promise<PrequalificationRow | undefined> {
  const [row] = await db.select().from(prequalifications).where(eq(prequalifications.userId, userId));
  return row;
}

export async function savePrequalification(db: DbOrTx, values: PrequalificationRow): Promise<void> {
  const { birthdate, sex, tobacco, state, updatedAt } = values;
  await db.insert(prequalifications).values(values).onConflictDoUpdate({
    target: prequalifications.userId,
    set: { birthdate, sex, tobacco, state, updatedAt },
  });
}
