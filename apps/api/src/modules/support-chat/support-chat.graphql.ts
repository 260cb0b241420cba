// The support chat's GraphQL, the person's side (issue 28): live support's hours, their conversation and its
// messages (also streamed: the supportMessages subscription, for its person or customer service), and what they
// do in it.
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import type { ConversationView } from './conversation-views.ts';
import type { MessageRow } from './support-chat.repository.ts';
import type { SupportStatus } from './support-chat.service.ts';
import { ExpectedError } from '../../shared/expected-error.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { abortable } from './abortable.ts';

const SupportStatusRef = builder.objectRef<SupportStatus>('SupportStatus').implement({
  description:
    'Whether live agents are on duty (Mon-Fri 9am-5pm Eastern, not on federal holidays), by the server.',
  fields: (t) => ({
    open: t.exposeBoolean('open'),
    reopensAt: t.expose('reopensAt', {
      type: 'DateTime',
      description: 'When live agents are next on duty (tomorrow’s opening while open now).',
    }),
  }),
});

const ConversationStatusEnum = builder.enumType('SupportConversationStatus', {
  values: {
    ASSISTANT: { value: 'assistant', description: 'With the assistant (24/7).' },
    QUEUED: { value: 'queued', description: 'Waiting for a live agent.' },
    FOLLOW_UP: { value: 'follow_up', description: 'Left for our team to reply by e-mail.' },
    WITH_AGENT: { value: 'with_agent', description: 'An agent took it.' },
    CLOSED: { value: 'closed', description: 'Ended.' },
  } as const,
});

const MessageAuthorEnum = builder.enumType('SupportMessageAuthor', {
  values: {
    PERSON: { value: 'person' },
    ASSISTANT: { value: 'assistant' },
    AGENT: { value: 'agent' },
    SYSTEM: { value: 'system', description: 'An event of the conversation (queued, an agent joined...).' },
  } as const,
});

const QueuePlaceRef = builder
  .objectRef<NonNullable<ConversationView['queue']>>('SupportQueuePlace')
  .implement({
    fields: (t) => ({
      position: t.exposeInt('position', { description: '1 is next.' }),
      typicalWaitMinutes: t.exposeInt('typicalWaitMinutes', {
        nullable: true,
        description:
          'The median of recent waits, in minutes; null when too few people waited lately to tell.',
      }),
    }),
  });

type Details = Record<string, unknown>;
const detail = (message: MessageRow, key: string): unknown => (message.details as Details | null)?.[key];
const text = (value: unknown) => (typeof value === 'string' ? value : null);

const MessageArticleRef = builder
  .objectRef<{ slug: string; title: string }>('SupportMessageArticle')
  .implement({
    fields: (t) => ({ slug: t.exposeString('slug'), title: t.exposeString('title') }),
  });
const MessageLinkRef = builder.objectRef<{ label: string; href: string }>('SupportMessageLink').implement({
  fields: (t) => ({ label: t.exposeString('label'), href: t.exposeString('href') }),
});

export const SupportMessageRef = builder.objectRef<MessageRow>('SupportMessage').implement({
  description: 'A message of a support conversation; never changed once written.',
  fields: (t) => ({
    id: t.exposeID('id'),
    conversationId: t.exposeID('conversationId'),
    seq: t.exposeInt('seq', { description: 'Its number in the conversation: 1, 2, 3... with no gap.' }),
    author: t.field({ type: MessageAuthorEnum, resolve: (m) => m.author }),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    clientMessageId: t.exposeString('clientMessageId', { nullable: true }),
    event: t.exposeString('event', {
      nullable: true,
      description:
        'A system message’s event: queued, left_queue, follow_up, agent_joined, closed, policy_cancelled, ' +
        'policy_packet_sent, sign_in_link_sent.',
    }),
    agentName: t.string({ nullable: true, resolve: (m) => text(detail(m, 'agentName')) }),
    answerKind: t.string({
      nullable: true,
      description: 'The assistant’s answer: from_data, article or handoff.',
      resolve: (m) => (m.author === 'assistant' ? text(detail(m, 'kind')) : null),
    }),
    handoffReason: t.string({ nullable: true, resolve: (m) => text(detail(m, 'handoffReason')) }),
    article: t.field({
      type: MessageArticleRef,
      nullable: true,
      description: 'The help article an assistant’s answer comes from (/help/{slug}).',
      resolve: (m) => (detail(m, 'article') as { slug: string; title: string } | null | undefined) ?? null,
    }),
    link: t.field({
      type: MessageLinkRef,
      nullable: true,
      resolve: (m) => (detail(m, 'link') as { label: string; href: string } | null | undefined) ?? null,
    }),
    facts: t.field({
      type: 'JSON',
      nullable: true,
      description:
        'A system event’s facts (policy_cancelled: policyNumber, kind, refundAmount, refundMethod...).',
      resolve: (m) => (m.author === 'system' ? m.details : null),
    }),
  }),
});

export const SupportConversationRef = builder.objectRef<ConversationView>('SupportConversation').implement({
  description: 'A support conversation, kept on the server: it continues on any device.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: ConversationStatusEnum, resolve: (c) => c.status }),
    lastSeq: t.exposeInt('lastSeq', { description: 'Its newest message’s number.' }),
    queue: t.expose('queue', { type: QueuePlaceRef, nullable: true }),
    waitingSince: t.expose('waitingSince', { type: 'DateTime', nullable: true }),
    followUpEmail: t.exposeString('followUpEmail', { nullable: true }),
    rating: t.exposeInt('rating', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    messages: t.field({
      type: [SupportMessageRef],
      description: 'Its messages after `afterSeq`, oldest first (at most 200: read on from the last).',
      args: { afterSeq: t.arg.int({ defaultValue: 0 }) },
      resolve: async (conversation, { afterSeq }, { services, viewer }) => {
        const who = await viewer();
        const own = await services.supportChat.messages(who, conversation.id, afterSeq ?? 0);
        return own ?? (await services.agentConsole.messages(who, conversation.id, afterSeq ?? 0)) ?? [];
      },
    }),
  }),
});

builder.queryFields((t) => ({
  supportStatus: t.field({
    type: SupportStatusRef,
    resolve: (_root, _args, { services }) => services.supportChat.status(),
  }),
  supportConversation: t.field({
    type: SupportConversationRef,
    nullable: true,
    description:
      'The signed-in person’s open support conversation, else their newest; null before the first.',
    resolve: async (_root, _args, { services, viewer }) => services.supportChat.current(await viewer()),
  }),
}));

const SendSupportMessageInput = builder.inputType('SendSupportMessageInput', {
  fields: (t) => ({
    clientMessageId: t.string({
      required: true,
      description: 'The id the device gave the message: sent again (a retry), it is kept once.',
    }),
    text: t.string({ required: true }),
  }),
});

const SendSupportMessagePayloadRef = builder
  .objectRef<Payload<{ conversation: ConversationView; messages: MessageRow[] }>>('SendSupportMessagePayload')
  .implement({
    fields: (t) => ({
      conversation: t.expose('conversation', { type: SupportConversationRef, nullable: true }),
      messages: t.expose('messages', {
        type: [SupportMessageRef],
        nullable: true,
        description:
          'What this send wrote: the message and, with the assistant, its answer (none for a repeat).',
      }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

export const ConversationPayloadRef = builder
  .objectRef<Payload<{ conversation: ConversationView }>>('SupportConversationPayload')
  .implement({
    fields: (t) => ({
      conversation: t.expose('conversation', { type: SupportConversationRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

export const asConversation = <
  E extends { code: string; message: string; fields: { field: string; message: string }[] },
>(
  result: { ok: true; value: ConversationView } | { ok: false; error: E },
) => payloadOf(result.ok ? { ok: true as const, value: { conversation: result.value } } : result);

builder.mutationFields((t) => ({
  sendSupportMessage: t.field({
    type: SendSupportMessagePayloadRef,
    description:
      'The person’s message in their open conversation (the first one opens it); the assistant answers at once ' +
      'while it has the conversation.',
    args: { input: t.arg({ type: SendSupportMessageInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.supportChat.send(await viewer(), input)),
  }),
  requestSupportAgent: t.field({
    type: ConversationPayloadRef,
    description: 'Joins the queue for a live agent; SUPPORT.CLOSED_NOW outside business hours.',
    resolve: async (_root, _args, { services, viewer }) =>
      asConversation(await services.supportChat.requestPerson(await viewer())),
  }),
  leaveSupportQueue: t.field({
    type: ConversationPayloadRef,
    resolve: async (_root, _args, { services, viewer }) =>
      asConversation(await services.supportChat.leaveQueue(await viewer())),
  }),
  requestSupportFollowUp: t.field({
    type: ConversationPayloadRef,
    description: 'Leaves the conversation for our team to reply to by e-mail (offered out of hours).',
    resolve: async (_root, _args, { services, viewer }) =>
      asConversation(await services.supportChat.requestFollowUp(await viewer())),
  }),
  closeSupportConversation: t.field({
    type: ConversationPayloadRef,
    description: 'Ends the person’s open conversation; its transcript is e-mailed to them.',
    resolve: async (_root, _args, { services, viewer }) =>
      asConversation(await services.supportChat.close(await viewer())),
  }),
  rateSupportConversation: t.field({
    type: ConversationPayloadRef,
    description: 'The one-question rating (1 to 5) of the person’s own ended conversation, once.',
    args: { conversationId: t.arg.id({ required: true }), rating: t.arg.int({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      asConversation(
        await services.supportChat.rate(await viewer(), {
          conversationId: String(args.conversationId),
          rating: args.rating,
        }),
      ),
  }),
}));

builder.subscriptionType({});

builder.subscriptionField('supportMessages', (t) =>
  t.field({
    type: SupportMessageRef,
    description:
      'A conversation’s messages after `afterSeq` as they are written, for its person or customer service. ' +
      'Reconnect with the last `seq` received: nothing is missed and nothing repeated.',
    args: { conversationId: t.arg.id({ required: true }), afterSeq: t.arg.int({ required: true }) },
    subscribe: async (_root, args, { services, viewer, freshViewer }) => {
      const id = String(args.conversationId);
      const readable = async (who: Viewer) =>
        (await services.supportChat.ownConversationId(who, id)) ??
        (await services.agentConsole.conversationToWatch(who, id));
      const allowed = await readable(await viewer());
      if (!allowed) throw new ExpectedError('NOT_FOUND', 'No conversation has that id.');
      // While it runs, the stream asks again: a token expired or a session closed since ends it (the browser
      // then reconnects with a fresh token, or not at all).
      const stillAllowed = async () => (await readable(await freshViewer()).catch(() => null)) === allowed;
      return abortable((signal) => services.supportChat.watch(allowed, args.afterSeq, signal, stillAllowed));
    },
    resolve: (message) => message,
  }),
);
