import type { StaffRole } from './roles.table.ts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { userRoles } from './roles.table.ts';

export async function roleNamesOf(db: DbOrTx, userId: string): Promise<StaffRole[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

export async function findRole(db: DbOrTx, userId: string, role: StaffRole): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return row !== undefined;
}

export async function insertRole(db: DbOrTx, userId: string, role: StaffRole, now: Date): Promise<void> {
  await db.insert(userRoles).values({ userId, role, grantedAt: now }).onConflictDoNothing();
}
