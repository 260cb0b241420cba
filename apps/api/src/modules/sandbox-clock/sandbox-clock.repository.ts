import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { sandboxClock } from './sandbox-clock.table.ts';

/** The stored offset from real time in milliseconds (0 until the clock is first moved). */
export async function readOffset(db: DbOrTx): Promise<number> {
  const [row] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, 1));
  return row?.offsetMs ?? 0;
}

export async function keepOffset(db: DbOrTx, offsetMs: number, at: Date): Promise<void> {
  await db
    .insert(sandboxClock)
    .values({ id: 1, offsetMs, updatedAt: at })
    .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs, updatedAt: at } });
}
