// The e-mails waiting for SMTP delivery (email_deliveries): written in the use case's transaction, read and
// removed by the delivery job once the SMTP server took them.
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

export async function removeDelivery(db: DbOrTx, id: string): Promise<void> {
  await db.delete(emailDeliveries).where(eq(emailDeliveries.id, id));
}
