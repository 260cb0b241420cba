// The e-mails waiting for SMTP delivery (email_deliveries): written in the use case's transaction, read and
// marked delivered by the delivery job.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { emailDeliveries } from './email-deliveries.table.ts';

export type EmailDelivery = typeof emailDeliveries.$inferSelect;

export async function recordDelivery(
  db: DbOrTx,
  delivery: { recipient: string; raw: string },
): Promise<EmailDelivery> {
  const [row] = await db.insert(emailDeliveries).values(delivery).returning();
  return row!;
}

export async function findDelivery(db: DbOrTx, id: string): Promise<EmailDelivery | undefined> {
  const [row] = await db.select().from(emailDeliveries).where(eq(emailDeliveries.id, id));
  return row;
}

export async function markDelivered(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(emailDeliveries).set({ deliveredAt: at }).where(eq(emailDeliveries.id, id));
}
