import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { notifications } from './notifications.table.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: DbOrTx,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

export function notificationsOfUser(db: DbOrTx, userId: string, limit = 100): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Sets the owner's notification read (or unread); undefined when `userId` has no such notification. */
export async function markNotification(
  db: DbOrTx,
  input: { id: string; userId: string; readAt: Date | null },
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: input.readAt })
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, input.userId)))
    .returning();
  return row;
}

/** The owner's unread notifications of one type (metadata.type), newest first. */
export function unreadOfType(
  db: DbOrTx,
  userId: string,
  type: string,
  limit = 10,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        sql`${notifications.metadata}->>'type' = ${type}`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}
