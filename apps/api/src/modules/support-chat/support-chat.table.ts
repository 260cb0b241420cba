import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONVERSATION_STATUSES } from '@wysh/domain/support-chat/conversation-lifecycle';
import { users } from '../accounts/accounts.table.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A person's support chat (issue 28): with the assistant, waiting for an agent, left for an e-mailed reply, with
 * an agent, or closed. A person has one open conversation at most; it is kept on the server, so it continues on
 * another device. `lastSeq` numbers its messages: a message takes the next number under the conversation's row
 * lock, so numbers are gapless and in commit order, and "everything after N" never skips one.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    /** When it joined the queue, or was left for a reply (follow_up): the wait agents see. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** The agent who took it, and when. */
    agentId: uuid('agent_id').references(() => users.id),
    agentJoinedAt: timestamp('agent_joined_at', { withTimezone: true }),
    /** How long the person waited for that agent (ms): the queue's recent waits. */
    waitedMs: bigint('waited_ms', { mode: 'number' }),
    /** Where a follow-up's reply goes (the profile's e-mail when it was asked). */
    followUpEmail: text('follow_up_email'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The person's one-question rating of the conversation, 1 to 5, once it closed. */
    rating: integer('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('support_conversations_status', sql`${table.status} in (${listed(CONVERSATION_STATUSES)})`),
    check('support_conversations_rating', sql`${table.rating} between 1 and 5`),
    uniqueIndex('support_conversations_one_open')
      .on(table.userId)
      .where(sql`${table.status} <> 'closed'`),
    index('support_conversations_waiting')
      .on(table.status, table.waitingSince)
      .where(sql`${table.status} in ('queued', 'follow_up')`),
    index('support_conversations_user').on(table.userId, table.createdAt),
  ],
);

export const MESSAGE_AUTHORS = ['person', 'assistant', 'agent', 'system'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/**
 * A conversation's messages, never changed once written. `system` messages are its events (joined the queue, an
 * agent joined, the policy was cancelled...), a code and its facts, worded by the app in the reader's language.
 * A person's message carries the id their device gave it: sent again after a dropped connection, it is kept once.
 * An assistant's answer keeps the help article it came from (slug and version) and what kind of answer it was.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    seq: integer('seq').notNull(),
    id: uuid('id').notNull().unique(),
    author: text('author', { enum: MESSAGE_AUTHORS }).notNull(),
    /** The agent who wrote it. */
    agentId: uuid('agent_id').references(() => users.id),
    body: text('body').notNull(),
    /** A system message's event code (queued, agent_joined, policy_cancelled...). */
    event: text('event'),
    /** The assistant's answer: its kind, article and link; a system event's facts. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    clientMessageId: text('client_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.seq] }),
    check('support_messages_author', sql`${table.author} in (${listed(MESSAGE_AUTHORS)})`),
    uniqueIndex('support_messages_client_id')
      .on(table.conversationId, table.clientMessageId)
      .where(sql`${table.clientMessageId} is not null`),
  ],
);

/**
 * What agents did, for ever: taking a conversation, replying, the servicing actions done from it (a policy
 * cancelled, a packet resent, a sign-in link sent), closing it. `details` holds the facts, never personal data.
 */
export const supportAuditLog = pgTable(
  'support_audit_log',
  {
    id: uuid('id').primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id),
    conversationId: uuid('conversation_id').references(() => supportConversations.id),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('support_audit_log_conversation').on(table.conversationId, table.at),
    index('support_audit_log_agent').on(table.agentId, table.at),
  ],
);
