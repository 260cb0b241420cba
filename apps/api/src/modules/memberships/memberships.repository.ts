import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { constellations, insuranceMemberships } from './memberships.table.ts';

export type Constellation = typeof constellations.$inferSelect;
export type InsuranceMembership = typeof insuranceMemberships.$inferSelect;
export type ConstellationWithMembership = Constellation & { membership: InsuranceMembership | null };

export async function findConstellation(db: DbOrTx, id: string): Promise<Constellation | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(constellations).where(eq(constellations.id, id));
  return row;
}

/** The user's constellation in a business, made if it is missing; two callers at once get the same one. */
export async function ensureConstellation(
  db: DbOrTx,
  values: typeof constellations.$inferInsert & { businessSlug: Constellation['businessSlug'] },
): Promise<Constellation> {
  await db.insert(constellations).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(constellations)
    .where(
      and(eq(constellations.userId, values.userId), eq(constellations.businessSlug, values.businessSlug)),
    );
  return row!;
}

/** The constellation's insurance membership, made with `values` if it is missing. */
export async function ensureInsuranceMembership(
  db: DbOrTx,
  values: typeof insuranceMemberships.$inferInsert,
): Promise<InsuranceMembership> {
  await db.insert(insuranceMemberships).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(insuranceMemberships)
    .where(eq(insuranceMemberships.constellationId, values.constellationId));
  return row!;
}

/** The insurance membership `id` when it belongs to an active constellation of the user; undefined otherwise. */
export async function findActiveInsuranceMembershipOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<InsuranceMembership | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ membership: insuranceMemberships })
    .from(insuranceMemberships)
    .innerJoin(constellations, eq(constellations.id, insuranceMemberships.constellationId))
    .where(
      and(
        eq(insuranceMemberships.id, id),
        eq(constellations.userId, userId),
        eq(constellations.status, 'active'),
      ),
    );
  return row?.membership;
}

/** The user's active constellations with their insurance memberships, oldest first. */
export async function listActiveConstellations(
  db: DbOrTx,
  userId: string,
): Promise<ConstellationWithMembership[]> {
  const rows = await db
    .select({ constellation: constellations, membership: insuranceMemberships })
    .from(constellations)
    .leftJoin(insuranceMemberships, eq(insuranceMemberships.constellationId, constellations.id))
    .where(and(eq(constellations.userId, userId), eq(constellations.status, 'active')))
    .orderBy(asc(constellations.createdAt));
  return rows.map(({ constellation, membership }) => ({ ...constellation, membership }));
}

export async function closeConstellationsOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.update(constellations).set({ status: 'closed' }).where(eq(constellations.userId, userId));
}

/** Monitoring turned on for the user's memberships (in the caller's transaction); those on already stay on. */
export async function allowMonitoringOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(insuranceMemberships)
    .set({ eligibleForMonitoring: true })
    .where(
      and(
        eq(insuranceMemberships.eligibleForMonitoring, false),
        inArray(
          insuranceMemberships.constellationId,
          db.select({ id: constellations.id }).from(constellations).where(eq(constellations.userId, userId)),
        ),
      ),
    );
}
