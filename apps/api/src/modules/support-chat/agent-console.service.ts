// The support chat, the agents' side (issue 28 item 3): customer service (the `support` role, in a verified
// session) sees the queue with its waits, takes a conversation, reads it beside the person's context, replies in
// real time, acts from inside it (a free-look cancellation with its refund, the policy packet or a sign-in link
// e-mailed again) and closes it, the transcript then e-mailed. Every agent action is written to the audit log in
// the same transaction as the action.
import { formatDollars, type Cents } from '@wysh/domain/money';
import { ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { isUuid } from '../../shared/ids.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { supportReplyEmail, type Email } from '../messaging/messaging.service.ts';
import { createAgentEmails, type AgentSendError } from './agent-emails.ts';
import { conversationView, type ConversationView } from './conversation-views.ts';
import type { MessageSignal } from './message-signal.ts';
import { SAVED_ANSWERS } from './saved-answers.ts';
import {
  appendMessage,
  auditOfConversation,
  conversationsWithAgent,
  countConversationsOf,
  findConversation,
  findMessageByClientId,
  insertAudit,
  lockConversation,
  messagesAfter,
  transitionConversation,
  waitingConversations,
  type AuditRow,
  type ConversationRow,
  type MessageRow,
} from './support-chat.repository.ts';
import {
  MESSAGE_PAGE,
  messageText,
  validClientId,
  type SupportChatError,
  type SupportChatService,
} from './support-chat.service.ts';
import type { AgentConsolePorts, PersonPolicy } from './agent-console.types.ts';
import { createPersonRecord, type PersonRecord } from './person-context.ts';

const QUEUE_LIMIT = 100;

export type AgentQueueItem = {
  conversation: ConversationView;
  personName: string;
  /** The person's latest words, cut short. */
  preview: string | null;
};

export type AgentQueue = {
  /** The server's time now: waits are counted from it (the sandbox clock may be moved). */
  asOf: Date;
  waiting: AgentQueueItem[];
  mine: AgentQueueItem[];
};

export type PersonContext = PersonRecord & {
  userId: string;
  fullName: string;
  email: string | null;
  /** Their conversations with us, this one included. */
  conversations: number;
  policy: PersonPolicy | null;
};

const PREVIEW_LENGTH = 120;

export function createAgentConsoleService(deps: {
  db: Db;
  clock: Clock;
  signal: MessageSignal;
  chat: SupportChatService;
  ports: AgentConsolePorts;
}) {
  const { db, clock, signal, chat, ports } = deps;
  const personRecord = createPersonRecord({ db, ports });

  async function itemOf(row: ConversationRow): Promise<AgentQueueItem> {
    const [contact, messages] = await Promise.all([
      ports.contactOf(row.userId),
      messagesAfter(db, row.id, Math.max(0, row.lastSeq - 10), 10),
    ]);
    const last = messages.filter((m) => m.author === 'person').at(-1);
    return {
      conversation: await conversationView(db, row),
      personName: contact.fullName || contact.firstName || 'Customer',
      preview: last ? last.body.slice(0, PREVIEW_LENGTH) : null,
    };
  }

  async function found(id: string): Promise<ConversationRow | undefined> {
    return isUuid(id) ? findConversation(db, id) : undefined;
  }

  /** One agent action on a locked conversation, audited in its transaction; its streams woken after the commit. */
  async function act<T>(
    agentId: string,
    conversationId: string,
    action: string,
    work: (tx: DbOrTx, row: ConversationRow) => Promise<Result<T, SupportChatError>>,
    auditDetails: (value: T) => Record<string, unknown> = () => ({}),
  ): Promise<Result<T, SupportChatError>> {
    if (!isUuid(conversationId)) return refusal('NOT_FOUND', 'No conversation has that id.');
    const result = await db.transaction(async (tx) => {
      const row = await lockConversation(tx, conversationId);
      if (!row) return refusal('NOT_FOUND', 'No conversation has that id.');
      const done = await work(tx, row);
      if (done.ok) {
        await insertAudit(
          tx,
          { agentId, conversationId, action, details: auditDetails(done.value) },
          clock.now(),
        );
      }
      return done;
    });
    if (result.ok) signal.notify(conversationId);
    return result;
  }

  const onlyTheAgent = (row: ConversationRow, agentId: string) =>
    row.status === 'with_agent' && row.agentId === agentId
      ? null
      : refusal(
          'SUPPORT.NOT_WAITING',
          row.status === 'closed'
            ? 'This conversation has ended.'
            : 'Take the conversation first: another agent may have it.',
        );

  /**
   * An e-mail to the person sent from the conversation they are in with this agent: the mail, a system message
   * that tells them in the conversation, and the audit row, in one transaction (a refusal sends nothing).
   */
  async function sendFromConversation(
    agentId: string,
    row: ConversationRow,
    input: { action: string; event: string; body: string; email: (tx: DbOrTx) => Promise<Email> },
    auditDetails: Record<string, unknown>,
  ): Promise<Result<MessageRow, AgentSendError>> {
    const now = clock.now();
    return act(
      agentId,
      row.id,
      input.action,
      async (tx, locked) => {
        const refused = onlyTheAgent(locked, agentId);
        if (refused) return refused;
        await ports.mail(tx, await input.email(tx));
        const message = await appendMessage(
          tx,
          locked,
          { author: 'system', agentId, body: input.body, event: input.event, details: auditDetails },
          now,
        );
        return ok(message);
      },
      (message) => ({ ...auditDetails, messageId: message.id }),
    );
  }

  const emails = createAgentEmails({ ports, found, send: sendFromConversation });

  return {
    savedAnswers: async (viewer: Viewer) => {
      await ports.requireSupport(viewer);
      return SAVED_ANSWERS;
    },

    /** The queue: conversations waiting for an agent, longest first, and the caller's own. */
    async queue(viewer: Viewer): Promise<AgentQueue> {
      const { userId } = await ports.requireSupport(viewer);
      const [waiting, mine] = await Promise.all([
        waitingConversations(db, QUEUE_LIMIT),
        conversationsWithAgent(db, userId),
      ]);
      return {
        asOf: clock.now(),
        waiting: await Promise.all(waiting.map(itemOf)),
        mine: await Promise.all(mine.map(itemOf)),
      };
    },

    async conversation(
      viewer: Viewer,
      id: string,
    ): Promise<{ conversation: ConversationView; person: PersonContext } | null> {
      await ports.requireSupport(viewer);
      const row = await found(id);
      if (!row) return null;
      const [contact, conversations, policy] = await Promise.all([
        ports.contactOf(row.userId),
        countConversationsOf(db, row.userId),
        ports.policyOf(viewer, row.userId),
      ]);
      return {
        conversation: await conversationView(db, row),
        person: {
          userId: row.userId,
          fullName: contact.fullName,
          email: contact.email,
          conversations,
          policy,
          ...(await personRecord.of(row.userId, contact.email, policy)),
        },
      };
    },

    async messages(viewer: Viewer, id: string, afterSeq: number): Promise<MessageRow[] | null> {
      await ports.requireSupport(viewer);
      const row = await found(id);
      return row ? messagesAfter(db, row.id, Math.max(0, afterSeq), MESSAGE_PAGE) : null;
    },

    /** A conversation any agent may stream (the role checked), or null. */
    async conversationToWatch(viewer: Viewer, id: string): Promise<string | null> {
      await ports.requireSupport(viewer);
      return (await found(id))?.id ?? null;
    },

    /** What agents did in a conversation, oldest first, each with the agent's name. */
    async audit(viewer: Viewer, id: string): Promise<(AuditRow & { agentName: string })[]> {
      await ports.requireSupport(viewer);
      const rows = isUuid(id) ? await auditOfConversation(db, id) : [];
      const ids = [...new Set(rows.map((row) => row.agentId))];
      const contacts = await Promise.all(ids.map((agentId) => ports.contactOf(agentId)));
      const names = new Map(
        ids.map((agentId, i) => [agentId, contacts[i]!.fullName || contacts[i]!.firstName]),
      );
      return rows.map((row) => ({ ...row, agentName: names.get(row.agentId) || 'An agent' }));
    },

    /** takeSupportConversation: the agent joins a waiting conversation; the person is told who joined. */
    async take(viewer: Viewer, conversationId: string): Promise<Result<ConversationView, SupportChatError>> {
      const { userId: agentId } = await ports.requireSupport(viewer);
      const agent = await ports.contactOf(agentId);
      const now = clock.now();
      return act(agentId, conversationId, 'take', async (tx, row) => {
        const waitedMs = row.waitingSince ? now.getTime() - row.waitingSince.getTime() : null;
        const name = agent.firstName || 'Our team';
        const moved = await transitionConversation(
          tx,
          row,
          { type: 'agent_joins' },
          {
            body: `${name} from our team joined the conversation.`,
            event: 'agent_joined',
            agentId,
            details: { agentName: name },
          },
          { agentId, agentJoinedAt: now, waitedMs, waitingSince: null },
          now,
        );
        if (!moved.ok) return refusal(moved.error.code, moved.error.message);
        return ok(await conversationView(tx, row));
      });
    },

    /** replyToSupportConversation: the agent's message; e-mailed too when the person left it for a reply. */
    async reply(
      viewer: Viewer,
      input: { conversationId: string; clientMessageId: string; text: string },
    ): Promise<Result<MessageRow | null, SupportChatError>> {
      const { userId: agentId } = await ports.requireSupport(viewer);
      if (!validClientId(input.clientMessageId))
        return refusal('VALIDATION_FAILED', 'The message has no valid id.');
      const body = messageText(input.text);
      if (!body.ok) return body;
      const [agent, row] = await Promise.all([ports.contactOf(agentId), found(input.conversationId)]);
      const person = row ? await ports.contactOf(row.userId) : null;
      const now = clock.now();
      return act(
        agentId,
        input.conversationId,
        'reply',
        async (tx, locked) => {
          const refused = onlyTheAgent(locked, agentId);
          if (refused) return refused;
          if (await findMessageByClientId(tx, locked.id, input.clientMessageId)) return ok(null);
          const message = await appendMessage(
            tx,
            locked,
            {
              author: 'agent',
              agentId,
              body: body.value,
              clientMessageId: input.clientMessageId,
              details: { agentName: agent.firstName || 'Our team' },
            },
            now,
          );
          if (locked.followUpEmail && person) {
            await ports.mail(
              tx,
              supportReplyEmail(locked.followUpEmail, {
                firstName: person.firstName,
                agentName: agent.firstName || 'Our team',
                reply: body.value,
                url: ports.chatUrl,
              }),
            );
          }
          return ok(message);
        },
        (message) => ({ messageId: message?.id ?? null }),
      );
    },

    /** closeSupportConversationAsAgent: ends it; the transcript goes to the person. */
    async close(viewer: Viewer, conversationId: string): Promise<Result<ConversationView, SupportChatError>> {
      const { userId: agentId } = await ports.requireSupport(viewer);
      const row = await found(conversationId);
      const person = row ? await ports.contactOf(row.userId) : null;
      const now = clock.now();
      return act(agentId, conversationId, 'close', async (tx, locked) => {
        const moved = await transitionConversation(
          tx,
          locked,
          { type: 'close' },
          { body: 'Our team ended the conversation.', event: 'closed', agentId, details: { by: 'agent' } },
          { closedAt: now, waitingSince: null },
          now,
        );
        if (!moved.ok) return refusal(moved.error.code, moved.error.message);
        if (person?.email) await chat.mailTranscript(tx, locked, person.email, person.firstName);
        return ok(await conversationView(tx, locked));
      });
    },

    ...emails,

    /**
     * cancelPolicyFromConversation: the person's own policy cancelled at their request (cancellations: in the free
     * look void with every premium refunded, after it to the end of the paid period), the outcome written into the
     * conversation for them to see, and audited, all in the cancellation's transaction.
     */
    async cancelPolicy(
      viewer: Viewer,
      input: { conversationId: string; reason: string },
    ): Promise<Result<PersonPolicy, SupportChatError | UserFailure>> {
      const { userId: agentId } = await ports.requireSupport(viewer);
      const row = await found(input.conversationId);
      if (!row) return refusal('NOT_FOUND', 'No conversation has that id.');
      if (row.status !== 'with_agent' || row.agentId !== agentId) {
        return refusal('SUPPORT.NOT_WAITING', 'Take the conversation first: another agent may have it.');
      }
      const policy = await ports.policyOf(viewer, row.userId);
      if (!policy) return refusal('NOT_FOUND', 'This person has no policy to cancel.');
      const now = clock.now();
      const record = async (tx: DbOrTx, done: PersonPolicy) => {
        const locked = (await lockConversation(tx, row.id))!;
        const refund = done.refunds.reduce((sum, r) => sum + r.amount, 0) as Cents;
        const method = done.refunds[0]?.method ?? null;
        const body =
          done.cancellation?.kind === 'free_look'
            ? `Your policy ${done.number} is cancelled within its free look. We're refunding ${formatDollars(refund)}${method ? ` to your ${method}` : ''}.`
            : `Your policy ${done.number} is cancelled. Your cover continues through ${done.cancellation?.coverEndsOn ?? 'the end of the period you paid for'}, and nothing more will be charged.`;
        await appendMessage(
          tx,
          locked,
          {
            author: 'system',
            agentId,
            body,
            event: 'policy_cancelled',
            details: {
              policyNumber: done.number,
              kind: done.cancellation?.kind ?? null,
              refundAmount: refund,
              refundMethod: method,
              coverEndsOn: done.cancellation?.coverEndsOn ?? null,
            },
          },
          now,
        );
        await insertAudit(
          tx,
          {
            agentId,
            conversationId: row.id,
            action: 'cancel_policy',
            details: { policyId: done.id, kind: done.cancellation?.kind ?? null, refundAmount: refund },
          },
          now,
        );
      };
      const cancelled = await ports.cancel(viewer, { policyId: policy.id, reason: input.reason }, record);
      if (!cancelled.ok) return cancelled;
      signal.notify(row.id);
      return ok((await ports.policyOf(viewer, row.userId))!);
    },
  };
}

export type AgentConsoleService = ReturnType<typeof createAgentConsoleService>;
