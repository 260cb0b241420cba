import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { maintenanceWindows, operatingSwitches } from './maintenance.table.ts';

export type MaintenanceWindow = typeof maintenanceWindows.$inferSelect;
export type MaintenanceKind = MaintenanceWindow['kind'];

const inForceAt = (at: Date) =>
  and(
    lte(maintenanceWindows.startsAt, at),
    or(isNull(maintenanceWindows.endsAt), gt(maintenanceWindows.endsAt, at)),
  );

export async function findWindowInForce(db: DbOrTx, at: Date): Promise<MaintenanceWindow | undefined> {
  const [row] = await db
    .select()
    .from(maintenanceWindows)
    .where(inForceAt(at))
    .orderBy(desc(maintenanceWindows.startsAt))
    .limit(1);
  return row;
}

export async function insertWindow(
  db: DbOrTx,
  window: { kind: MaintenanceKind; startsAt: Date; returnsAt: Date | null },
): Promise<MaintenanceWindow> {
  const [row] = await db.insert(maintenanceWindows).values(window).returning();
  return row!;
}

export async function endWindowsInForce(db: DbOrTx, at: Date): Promise<number> {
  const ended = await db.update(maintenanceWindows).set({ endsAt: at }).where(inForceAt(at)).returning();
  return ended.length;
}

export type OperatedService = (typeof operatingSwitches.$inferSelect)['service'];

export async function isOnline(db: DbOrTx, service: OperatedService): Promise<boolean> {
  const [row] = await db
    .select({ online: operatingSwitches.online })
    .from(operatingSwitches)
    .where(eq(operatingSwitches.service, service));
  return row?.online ?? true;
}

export async function setOnline(
  db: DbOrTx,
  service: OperatedService,
  online: boolean,
  at: Date,
): Promise<void> {
  await db
    .insert(operatingSwitches)
    .values({ service, online, changedAt: at })
    .onConflictDoUpdate({ target: operatingSwitches.service, set: { online, changedAt: at } });
}
