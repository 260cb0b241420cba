// The support chat's tables: conversations, their numbered messages and the agents' audit log. A status change
// goes through the domain's transition and writes its event message in the same statement sequence, under the
// conversation's row lock (callers lock first).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import {
  transition,
  type ConversationEvent,
  type ConversationStatus,
  type ConversationTransitionError,
} from '@wysh/domain/support-chat/conversation-lifecycle';
import { err, ok, type Result } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import {
  supportAuditLog,
  supportConversations,
  supportMessages,
  type MessageAuthor,
} from './support-chat.table.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type AuditRow = typeof supportAuditLog.$inferSelect;

export type NewMessage = {
  author: MessageAuthor;
  body: string;
  agentId?: string | null;
  event?: string | null;
  details?: Record<string, unknown> | null;
  clientMessageId?: string | null;
};

export async function insertConversation(
  tx: DbOrTx,
  values: { userId: string; now: Date },
): Promise<ConversationRow> {
  const [row] = await tx
    .insert(supportConversations)
    .values({
      id: randomUUID(),
      userId: values.userId,
      status: 'assistant',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  // Two first messages at once: the other request made it; lock and use that one.
  return row ?? (await lockOpenConversationOf(tx, values.userId))!;
}

export async function findConversation(tx: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row;
}

export async function lockConversation(tx: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, id))
    .for('update');
  return row;
}

export async function lockOpenConversationOf(
  tx: DbOrTx,
  userId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.userId, userId), ne(supportConversations.status, 'closed')))
    .for('update');
  return row;
}

/** The person's open conversation, else their newest (closed) one. */
export async function findCurrentConversationOf(
  tx: DbOrTx,
  userId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .orderBy(
      sql`case when ${supportConversations.status} = 'closed' then 1 else 0 end`,
      desc(supportConversations.createdAt),
    )
    .limit(1);
  return row;
}

/** Every conversation of a person, oldest first, each with all its messages in order (their data export). */
export async function conversationsWithMessagesOf(
  db: DbOrTx,
  userId: string,
): Promise<Array<{ conversation: ConversationRow; messages: MessageRow[] }>> {
  const conversations = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .orderBy(asc(supportConversations.createdAt), asc(supportConversations.id));
  if (conversations.length === 0) return [];
  const messages = await db
    .select()
    .from(supportMessages)
    .where(
      inArray(
        supportMessages.conversationId,
        conversations.map(({ id }) => id),
      ),
    )
    .orderBy(asc(supportMessages.conversationId), asc(supportMessages.seq));
  return conversations.map((conversation) => ({
    conversation,
    messages: messages.filter((message) => message.conversationId === conversation.id),
  }));
}

export async function countConversationsOf(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId));
  return row?.count ?? 0;
}

/** The person's conversations left for an e-mail reply (follow_up), oldest waiting first. */
export async function followUpsOf(db: DbOrTx, userId: string): Promise<ConversationRow[]> {
  return db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.userId, userId), eq(supportConversations.status, 'follow_up')))
    .orderBy(asc(supportConversations.waitingSince), asc(supportConversations.createdAt));
}

/** Every address the person asked us to reply to in a conversation (they may differ from the account's). */
export async function followUpAddressesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ address: supportConversations.followUpEmail })
    .from(supportConversations)
    .where(and(eq(supportConversations.userId, userId), isNotNull(supportConversations.followUpEmail)));
  return rows.flatMap((row) => (row.address ? [row.address] : []));
}

/** Appends a message to a locked conversation: the next number, and the conversation's last number moved on. */
export async function appendMessage(
  tx: DbOrTx,
  conversation: ConversationRow,
  message: NewMessage,
  now: Date,
): Promise<MessageRow> {
  const [moved] = await tx
    .update(supportConversations)
    .set({ lastSeq: sql`${supportConversations.lastSeq} + 1`, updatedAt: now })
    .where(eq(supportConversations.id, conversation.id))
    .returning({ lastSeq: supportConversations.lastSeq });
  const [row] = await tx
    .insert(supportMessages)
    .values({
      conversationId: conversation.id,
      seq: moved!.lastSeq,
      id: randomUUID(),
      author: message.author,
      agentId: message.agentId ?? null,
      body: message.body,
      event: message.event ?? null,
      details: message.details ?? null,
      clientMessageId: message.clientMessageId ?? null,
      createdAt: now,
    })
    .returning();
  conversation.lastSeq = moved!.lastSeq;
  return row!;
}

/**
 * Moves a locked conversation through the domain's lifecycle and records the move as its event message (the
 * reason in its details). Refused moves change nothing.
 */
export async function transitionConversation(
  tx: DbOrTx,
  conversation: ConversationRow,
  event: ConversationEvent,
  record: { body: string; event: string; details?: Record<string, unknown>; agentId?: string | null },
  changes: Partial<Omit<ConversationRow, 'id' | 'userId' | 'status' | 'lastSeq'>>,
  now: Date,
): Promise<Result<{ status: ConversationStatus; message: MessageRow }, ConversationTransitionError>> {
  const moved = transition(conversation, event);
  if (!moved.ok) return err(moved.error);
  await tx
    .update(supportConversations)
    .set({ ...changes, status: moved.value, updatedAt: now })
    .where(eq(supportConversations.id, conversation.id));
  const message = await appendMessage(
    tx,
    conversation,
    {
      author: 'system',
      body: record.body,
      event: record.event,
      agentId: record.agentId ?? null,
      details: { ...record.details, from: conversation.status, to: moved.value },
    },
    now,
  );
  Object.assign(conversation, changes, { status: moved.value });
  return ok({ status: moved.value, message });
}

export async function findMessageByClientId(
  tx: DbOrTx,
  conversationId: string,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.clientMessageId, clientMessageId),
      ),
    );
  return row;
}

/** The messages numbered after `afterSeq`, oldest first. */
export async function messagesAfter(
  tx: DbOrTx,
  conversationId: string,
  afterSeq: number,
  limit: number,
): Promise<MessageRow[]> {
  return tx
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), gt(supportMessages.seq, afterSeq)))
    .orderBy(asc(supportMessages.seq))
    .limit(limit);
}

/** Conversations waiting for an agent (queued, or left for a reply), longest waiting first. */
export async function waitingConversations(tx: DbOrTx, limit: number): Promise<ConversationRow[]> {
  return tx
    .select()
    .from(supportConversations)
    .where(inArray(supportConversations.status, ['queued', 'follow_up']))
    .orderBy(asc(supportConversations.waitingSince))
    .limit(limit);
}

export async function conversationsWithAgent(tx: DbOrTx, agentId: string): Promise<ConversationRow[]> {
  return tx
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.status, 'with_agent'), eq(supportConversations.agentId, agentId)))
    .orderBy(asc(supportConversations.agentJoinedAt));
}

/** How many people joined the queue before `since` and are still in it. */
export async function queuedBefore(tx: DbOrTx, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(supportConversations)
    .where(and(eq(supportConversations.status, 'queued'), lt(supportConversations.waitingSince, since)))
    .limit(1);
  return row?.count ?? 0;
}

/** The most recent waits for an agent (ms), newest first. */
export async function recentWaits(tx: DbOrTx, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ waitedMs: supportConversations.waitedMs })
    .from(supportConversations)
    .where(isNotNull(supportConversations.waitedMs))
    .orderBy(desc(supportConversations.agentJoinedAt))
    .limit(limit);
  return rows.map((row) => row.waitedMs!);
}

export async function setConversationRating(
  tx: DbOrTx,
  conversationId: string,
  rating: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(supportConversations)
    .set({ rating, updatedAt: now })
    .where(
      and(
        eq(supportConversations.id, conversationId),
        eq(supportConversations.status, 'closed'),
        sql`${supportConversations.rating} is null`,
      ),
    )
    .returning({ id: supportConversations.id });
  return rows.length === 1;
}

export async function insertAudit(
  tx: DbOrTx,
  values: {
    agentId: string;
    conversationId: string | null;
    action: string;
    details: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  await tx.insert(supportAuditLog).values({ id: randomUUID(), ...values, at: now });
}

export async function auditOfConversation(tx: DbOrTx, conversationId: string): Promise<AuditRow[]> {
  return tx
    .select()
    .from(supportAuditLog)
    .where(eq(supportAuditLog.conversationId, conversationId))
    .orderBy(asc(supportAuditLog.at));
}
