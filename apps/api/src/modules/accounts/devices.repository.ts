// Devices seen by the sandbox fraud check, by a hash of their fingerprint: the first sighting decides.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { devices } from './accounts.table.ts';

export type Device = typeof devices.$inferSelect;

/** Records the device unless it is known, and answers the stored one (a known device keeps its verdict). */
export async function recordDevice(
  db: DbOrTx,
  device: { fingerprintHash: string; blocked: boolean; caseId: string | null; createdAt: Date },
): Promise<Device> {
  await db.insert(devices).values(device).onConflictDoNothing();
  const [stored] = await db.select().from(devices).where(eq(devices.fingerprintHash, device.fingerprintHash));
  return stored!;
}
