// The sandbox mailbox's rows: written by the messenger in the use case's transaction, read by /dev/outbox and tests.
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { sandboxMailbox } from './sandbox-mailbox.table.ts';

export type MailboxMessage = typeof sandboxMailbox.$inferSelect;
export type NewMailboxMessage = Omit<typeof sandboxMailbox.$inferInsert, 'id' | 'createdAt'> & {
  createdAt?: Date;
};

export async function recordMessage(db: DbOrTx, message: NewMailboxMessage): Promise<MailboxMessage> {
  const [row] = await db.insert(sandboxMailbox).values(message).returning();
  return row!;
}

/** Newest first; `to` matches the recipient exactly but for case (phone numbers are stored in E.164, +18005550100). */
export function listMessages(db: DbOrTx, filter: { to?: string; limit: number }): Promise<MailboxMessage[]> {
  const query = db.select().from(sandboxMailbox);
  const filtered = filter.to
    ? query.where(sql`lower(${sandboxMailbox.recipient}) = ${filter.to.trim().toLowerCase()}`)
    : query;
  return filtered.orderBy(desc(sandboxMailbox.createdAt), desc(sandboxMailbox.id)).limit(filter.limit);
}

export async function findMessage(db: DbOrTx, id: string): Promise<MailboxMessage | undefined> {
  const [row] = await db.select().from(sandboxMailbox).where(eq(sandboxMailbox.id, id));
  return row;
}
