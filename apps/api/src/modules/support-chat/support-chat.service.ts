// The support chat, the person's side (issue 28): one open conversation per person, kept on the server so it
// continues on another device. The assistant answers at any hour; in business hours (US Eastern, weekdays but
// federal holidays) "talk to a person" joins the queue with an honest wait, and outside them the person may leave
// the question for an e-mailed reply. Every write is one transaction under the conversation's lock; a message
// sent again with the same client id (a retry after a dropped connection) is kept once.
import type { AssistantAnswer } from '@wysh/domain/assistant/answer';
import { ok, type Result } from '@wysh/domain/result';
import { isSupportOpen, nextSupportOpening } from '@wysh/domain/support-hours';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { isUuid } from '../../shared/ids.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { conversationView, type ConversationView } from './conversation-views.ts';
import type { MessageSignal } from './message-signal.ts';
import {
  appendMessage,
  conversationsWithMessagesOf,
  findConversation,
  findCurrentConversationOf,
  findMessageByClientId,
  insertConversation,
  lockConversation,
  lockOpenConversationOf,
  messagesAfter,
  setConversationRating,
  transitionConversation,
  type ConversationRow,
  type MessageRow,
} from './support-chat.repository.ts';
import { supportFollowUpEmail, supportTranscriptEmail } from '../messaging/messaging.service.ts';
import { transcriptLines } from './transcript.ts';
import type { SupportChatPorts } from './support-chat.types.ts';

export const MAX_MESSAGE_LENGTH = 2_000;
const MAX_CLIENT_ID_LENGTH = 64;
const MAX_TRANSCRIPT = 2_000;
/** Messages a read returns at most; a stream reads on from the last it got. */
export const MESSAGE_PAGE = 200;
/** How often a stream looks for messages another process wrote (this process's wake it at once). */
export const STREAM_RECHECK_MS = 2_000;
/** How often (by the app's clock) a stream asks again whether its caller may still read the conversation. */
export const STREAM_AUTH_RECHECK_MS = 30_000;

export type SupportChatErrorCode =
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'SUPPORT.CLOSED_NOW'
  | 'SUPPORT.ALREADY_WITH_PERSON'
  | 'SUPPORT.NOT_QUEUED'
  | 'SUPPORT.NOT_WAITING'
  | 'SUPPORT.CONVERSATION_CLOSED'
  | 'SUPPORT.ALREADY_RATED'
  | 'SUPPORT.NO_EMAIL';
export type SupportChatError = UserFailure<SupportChatErrorCode>;

export type SupportStatus = { open: boolean; reopensAt: Date };

export type { ConversationView };

export type SentMessages = { conversation: ConversationView; messages: MessageRow[] };

/** The message's text, or the refusal for an empty or too long one. */
export function messageText(text: string): Result<string, SupportChatError> {
  const body = text.trim();
  if (body.length === 0) {
    const message = 'Write a message first.';
    return refusal('VALIDATION_FAILED', message, [{ field: 'text', message }]);
  }
  if (body.length > MAX_MESSAGE_LENGTH) {
    const message = `Keep a message under ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters.`;
    return refusal('VALIDATION_FAILED', message, [{ field: 'text', message }]);
  }
  return ok(body);
}

export function validClientId(id: string): boolean {
  return id.length > 0 && id.length <= MAX_CLIENT_ID_LENGTH && /^[\w-]+$/.test(id);
}

/** An assistant's answer as a message: its words, and what it rests on (the kind, the article, the link). */
function assistantMessage(answer: AssistantAnswer) {
  return {
    author: 'assistant' as const,
    body: answer.text,
    details: {
      kind: answer.kind,
      ...(answer.kind === 'from_data' ? { topic: answer.topic, link: answer.link } : {}),
      ...(answer.kind === 'handoff' ? { handoffReason: answer.reason } : { article: answer.article }),
    },
  };
}

export function createSupportChatService(deps: {
  db: Db;
  clock: Clock;
  signal: MessageSignal;
  ports: SupportChatPorts;
}) {
  const { db, clock, signal, ports } = deps;

  /** The person's own conversation by id (a stranger's is not found). */
  async function ownConversation(userId: string, id: string): Promise<ConversationRow | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await findConversation(db, id);
    return row?.userId === userId ? row : undefined;
  }

  /** Runs a use case on the person's locked open conversation, then wakes its streams once committed. */
  async function onOpenConversation<T>(
    userId: string,
    work: (tx: DbOrTx, row: ConversationRow) => Promise<Result<T, SupportChatError>>,
  ): Promise<Result<T, SupportChatError>> {
    let conversationId: string | null = null;
    const result = await db.transaction(async (tx) => {
      const row = await lockOpenConversationOf(tx, userId);
      if (!row) return refusal('NOT_FOUND', 'Start a conversation first: send us a message.');
      conversationId = row.id;
      return work(tx, row);
    });
    if (conversationId) signal.notify(conversationId);
    return result;
  }

  /** The whole conversation, e-mailed to its person when it closes (either side closing it). */
  async function mailTranscript(tx: DbOrTx, row: ConversationRow, to: string, firstName: string) {
    const messages = await messagesAfter(tx, row.id, 0, MAX_TRANSCRIPT);
    const lines = transcriptLines(messages);
    await ports.mail(
      tx,
      supportTranscriptEmail(to, { firstName, startedAt: row.createdAt, lines, url: ports.chatUrl }),
    );
  }

  return {
    mailTranscript,

    /** Whether live agents are on duty now, and when they are next (by the server's clock). */
    status(): SupportStatus {
      const now = clock.now();
      return { open: isSupportOpen(now), reopensAt: nextSupportOpening(now) };
    },

    /** The viewer's open conversation, else their newest; null before their first message. */
    async current(viewer: Viewer): Promise<ConversationView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findCurrentConversationOf(db, userId);
      return row ? conversationView(db, row) : null;
    },

    async conversation(viewer: Viewer, id: string): Promise<ConversationView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await ownConversation(userId, id);
      return row ? conversationView(db, row) : null;
    },

    /** Every conversation of the viewer, oldest first, with all its messages (their data export). */
    async history(viewer: Viewer): Promise<Array<ConversationView & { messages: MessageRow[] }>> {
      const { userId } = requireUser(viewer, 'identified');
      const all = await conversationsWithMessagesOf(db, userId);
      return Promise.all(
        all.map(async ({ conversation, messages }) => ({
          ...(await conversationView(db, conversation)),
          messages,
        })),
      );
    },

    /** The viewer's own conversation's messages after `afterSeq` (null when it is not theirs). */
    async messages(viewer: Viewer, id: string, afterSeq: number): Promise<MessageRow[] | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await ownConversation(userId, id);
      return row ? messagesAfter(db, row.id, Math.max(0, afterSeq), MESSAGE_PAGE) : null;
    },

    /**
     * sendSupportMessage: the person's message, in their open conversation (opened by the first one). While the
     * assistant has the conversation it answers in the same transaction; with the queue or an agent, the message
     * waits for them. The same `clientMessageId` again answers what the first send wrote.
     */
    async send(
      viewer: Viewer,
      input: { clientMessageId: string; text: string },
    ): Promise<Result<SentMessages, SupportChatError>> {
      const { userId } = requireUser(viewer, 'identified');
      if (!validClientId(input.clientMessageId)) {
        return refusal('VALIDATION_FAILED', 'The message has no valid id.', [
          { field: 'clientMessageId', message: 'Give each message a client id (letters, digits, - and _).' },
        ]);
      }
      const body = messageText(input.text);
      if (!body.ok) return body;
      const open = await findCurrentConversationOf(db, userId);
      const known =
        open && open.status !== 'closed'
          ? await findMessageByClientId(db, open.id, input.clientMessageId)
          : undefined;
      if (known && open) return ok({ conversation: await conversationView(db, open), messages: [] });
      // Asked before the transaction: the answer reads other modules, and the lock is held only to write.
      const answer =
        !open || open.status === 'closed' || open.status === 'assistant'
          ? await ports.assistant.reply(viewer, body.value)
          : null;
      const now = clock.now();
      let conversationId: string | null = null;
      const result = await db.transaction(async (tx) => {
        const row =
          (await lockOpenConversationOf(tx, userId)) ?? (await insertConversation(tx, { userId, now }));
        conversationId = row.id;
        if (await findMessageByClientId(tx, row.id, input.clientMessageId)) {
          return ok({ conversation: await conversationView(tx, row), messages: [] });
        }
        const written = [
          await appendMessage(
            tx,
            row,
            { author: 'person', body: body.value, clientMessageId: input.clientMessageId },
            now,
          ),
        ];
        // (An answer asked for a conversation the queue or an agent has since taken is not given.)
        if (row.status === 'assistant' && answer) {
          written.push(await appendMessage(tx, row, assistantMessage(answer), now));
        }
        return ok({ conversation: await conversationView(tx, row), messages: written });
      });
      if (conversationId) signal.notify(conversationId);
      return result;
    },

    /** requestSupportAgent: joins the queue for a live agent; refused outside business hours (with when they are back). */
    async requestPerson(viewer: Viewer): Promise<Result<ConversationView, SupportChatError>> {
      const { userId } = requireUser(viewer, 'identified');
      const now = clock.now();
      return onOpenConversation(userId, async (tx, row) => {
        const moved = await transitionConversation(
          tx,
          row,
          { type: 'request_person', supportOpen: isSupportOpen(now) },
          { body: 'You joined the queue for a person on our team.', event: 'queued' },
          { waitingSince: now },
          now,
        );
        if (!moved.ok) return refusal(moved.error.code, moved.error.message);
        return ok(await conversationView(tx, row));
      });
    },

    /** leaveSupportQueue: stops waiting and goes back to the assistant. */
    async leaveQueue(viewer: Viewer): Promise<Result<ConversationView, SupportChatError>> {
      const { userId } = requireUser(viewer, 'identified');
      const now = clock.now();
      return onOpenConversation(userId, async (tx, row) => {
        const moved = await transitionConversation(
          tx,
          row,
          { type: 'leave_queue' },
          { body: 'You left the queue. The assistant is here again.', event: 'left_queue' },
          { waitingSince: null },
          now,
        );
        if (!moved.ok) return refusal(moved.error.code, moved.error.message);
        return ok(await conversationView(tx, row));
      });
    },

    /**
     * requestSupportFollowUp: leaves the conversation for our team, who reply by e-mail (offered when live agents
     * are away): the person is told by e-mail when we will be back, and the question waits in the agents' queue.
     */
    async requestFollowUp(viewer: Viewer): Promise<Result<ConversationView, SupportChatError>> {
      const { userId } = requireUser(viewer, 'identified');
      const contact = await ports.contactOf(userId);
      if (!contact.email) return refusal('SUPPORT.NO_EMAIL', 'Add an e-mail address to your profile first.');
      const now = clock.now();
      const reopensAt = nextSupportOpening(now);
      return onOpenConversation(userId, async (tx, row) => {
        const moved = await transitionConversation(
          tx,
          row,
          { type: 'request_follow_up' },
          {
            body: `Our team will reply to ${contact.email} by e-mail.`,
            event: 'follow_up',
            details: { reopensAt: reopensAt.toISOString(), email: contact.email },
          },
          { waitingSince: now, followUpEmail: contact.email },
          now,
        );
        if (!moved.ok) return refusal(moved.error.code, moved.error.message);
        await ports.mail(
          tx,
          supportFollowUpEmail(contact.email!, {
            firstName: contact.firstName,
            reopensAt,
            url: ports.chatUrl,
          }),
        );
        return ok(await conversationView(tx, row));
      });
    },

    /** closeSupportConversation by the person: ended, its transcript e-mailed. */
    async close(viewer: Viewer): Promise<Result<ConversationView, SupportChatError>> {
      const { userId } = requireUser(viewer, 'identified');
      const contact = await ports.contactOf(userId);
      const now = clock.now();
      return onOpenConversation(userId, async (tx, row) => {
        const moved = await transitionConversation(
          tx,
          row,
          { type: 'close' },
          { body: 'You ended the conversation.', event: 'closed', details: { by: 'person' } },
          { closedAt: now, waitingSince: null },
          now,
        );
        if (!moved.ok) return refusal(moved.error.code, moved.error.message);
        if (contact.email) await mailTranscript(tx, row, contact.email, contact.firstName);
        return ok(await conversationView(tx, row));
      });
    },

    /** rateSupportConversation: the one-question rating (1 to 5) of the person's own closed conversation, once. */
    async rate(
      viewer: Viewer,
      input: { conversationId: string; rating: number },
    ): Promise<Result<ConversationView, SupportChatError>> {
      const { userId } = requireUser(viewer, 'identified');
      if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
        const message = 'Choose a rating from 1 to 5.';
        return refusal('VALIDATION_FAILED', message, [{ field: 'rating', message }]);
      }
      const row = await ownConversation(userId, input.conversationId);
      if (!row) return refusal('NOT_FOUND', 'We could not find that conversation.');
      if (row.status !== 'closed')
        return refusal('VALIDATION_FAILED', 'Rate the conversation once it has ended.');
      return db.transaction(async (tx) => {
        const locked = (await lockConversation(tx, row.id))!;
        if (!(await setConversationRating(tx, row.id, input.rating, clock.now()))) {
          return refusal('SUPPORT.ALREADY_RATED', 'You already rated this conversation. Thank you!');
        }
        return ok(await conversationView(tx, { ...locked, rating: input.rating }));
      });
    },

    /**
     * supportMessages subscription: the conversation's messages after `afterSeq` as they are written, for its
     * person or (`mayRead`) an agent. A stream that reconnects with the last number it got misses nothing and
     * repeats nothing.
     */
    async *watch(
      conversationId: string,
      afterSeq: number,
      abort: AbortSignal,
      /** Whether the caller may still read it (an expired token or a closed session may not): asked every 30 s. */
      stillAllowed: () => Promise<boolean> = async () => true,
    ): AsyncGenerator<MessageRow, void, undefined> {
      let after = Math.max(0, afterSeq);
      let checkedAt = clock.now().getTime();
      while (!abort.aborted) {
        if (clock.now().getTime() - checkedAt >= STREAM_AUTH_RECHECK_MS) {
          if (!(await stillAllowed())) return;
          checkedAt = clock.now().getTime();
        }
        const rows = await messagesAfter(db, conversationId, after, MESSAGE_PAGE);
        for (const row of rows) {
          if (abort.aborted) return;
          after = row.seq;
          yield row;
        }
        if (rows.length < MESSAGE_PAGE) await signal.wait(conversationId, STREAM_RECHECK_MS, abort);
      }
    },

    /** The person's own conversation to stream, checked (the agent console checks its role itself). */
    async ownConversationId(viewer: Viewer, id: string): Promise<string | null> {
      const { userId } = requireUser(viewer, 'identified');
      return (await ownConversation(userId, id))?.id ?? null;
    },
  };
}

export type SupportChatService = ReturnType<typeof createSupportChatService>;
