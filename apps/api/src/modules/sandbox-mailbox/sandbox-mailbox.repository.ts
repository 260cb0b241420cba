// The sandbox mailbox's rows: written by the messenger in the use case's transaction, read by /dev/outbox and tests.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { sandboxMailbox, sandboxMailboxAttachments } from './sandbox-mailbox.table.ts';

export type MailboxMessage = typeof sandboxMailbox.$inferSelect;
export type NewMailboxMessage = Omit<typeof sandboxMailbox.$inferInsert, 'id' | 'createdAt'> & {
  createdAt?: Date;
};

export type NewAttachment = { filename: string; contentType: string; content: Uint8Array };
/** An attachment as listed (its bytes are read one at a time, by findAttachment). */
export type AttachmentInfo = {
  id: string;
  messageId: string;
  filename: string;
  contentType: string;
  size: number;
};

export type AttachmentLink = Omit<AttachmentInfo, 'messageId'> & { url: string };
export type MessageWithAttachments = MailboxMessage & { attachments: AttachmentLink[] };

export async function recordMessage(
  db: DbOrTx,
  message: NewMailboxMessage,
  attachments: readonly NewAttachment[] = [],
): Promise<MailboxMessage> {
  const [row] = await db.insert(sandboxMailbox).values(message).returning();
  if (attachments.length > 0) {
    await db.insert(sandboxMailboxAttachments).values(
      attachments.map((file) => ({
        messageId: row!.id,
        filename: file.filename,
        contentType: file.contentType,
        size: file.content.byteLength,
        content: Buffer.from(file.content).toString('base64'),
      })),
    );
  }
  return row!;
}

const infoColumns = {
  id: sandboxMailboxAttachments.id,
  messageId: sandboxMailboxAttachments.messageId,
  filename: sandboxMailboxAttachments.filename,
  contentType: sandboxMailboxAttachments.contentType,
  size: sandboxMailboxAttachments.size,
};

export async function listAttachments(db: DbOrTx, messageIds: readonly string[]): Promise<AttachmentInfo[]> {
  if (messageIds.length === 0) return [];
  return db
    .select(infoColumns)
    .from(sandboxMailboxAttachments)
    .where(inArray(sandboxMailboxAttachments.messageId, [...messageIds]))
    .orderBy(asc(sandboxMailboxAttachments.filename));
}

export async function findAttachment(
  db: DbOrTx,
  messageId: string,
  id: string,
): Promise<(AttachmentInfo & { content: Buffer }) | undefined> {
  const [row] = await db
    .select({ ...infoColumns, content: sandboxMailboxAttachments.content })
    .from(sandboxMailboxAttachments)
    .where(
      sql`${sandboxMailboxAttachments.id} = ${id} and ${sandboxMailboxAttachments.messageId} = ${messageId}`,
    );
  return row && { ...row, content: Buffer.from(row.content, 'base64') };
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
