import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { sandboxOutbox } from './outbox.table.ts';

export type OutboxMessage = typeof sandboxOutbox.$inferSelect;
export type NewOutboxMessage = Omit<typeof sandboxOutbox.$inferInsert, 'id' | 'createdAt'> & {
  createdAt?: Date;
};

export async function recordMessage(db: DbOrTx, message: NewOutboxMessage): Promise<OutboxMessage> {
  const [row] = await db.insert(sandboxOutbox).values(message).returning();
  return row!;
}

/** Newest first; `to` matches the recipient exactly but for case (phone numbers are stored in E.164, +18005550100). */
export function listMessages(db: DbOrTx, filter: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  const query = db.select().from(sandboxOutbox);
  const filtered = filter.to
    ? query.where(sql`lower(${sandboxOutbox.recipient}) = ${filter.to.trim().toLowerCase()}`)
    : query;
  return filtered.orderBy(desc(sandboxOutbox.createdAt), desc(sandboxOutbox.id)).limit(filter.limit);
}

export async function findMessage(db: DbOrTx, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(sandboxOutbox).where(eq(sandboxOutbox.id, id));
  return row;
}
