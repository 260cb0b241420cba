// The agent console's GraphQL (issue 28 item 3): the queue, a conversation beside its person's context, saved
// answers, the audit trail, and the agents' actions. Every field asks the console's service, which requires the
// support role in a verified session.
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import { ServicedPolicyRef } from '../policies/cancellations.graphql.ts';
import type { AgentQueue, AgentQueueItem, PersonContext } from './agent-console.service.ts';
import type { ConversationView } from './conversation-views.ts';
import { OpenCaseRef, PersonBillingRef, RecentEmailRef } from './person-context.graphql.ts';
import type { SavedAnswer } from './saved-answers.ts';
import type { AuditRow, MessageRow } from './support-chat.repository.ts';
import {
  asConversation,
  ConversationPayloadRef,
  SupportConversationRef,
  SupportMessageRef,
} from './support-chat.graphql.ts';

const SavedAnswerRef = builder.objectRef<SavedAnswer>('SupportSavedAnswer').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title'), text: t.exposeString('text') }),
});

const AgentQueueItemRef = builder.objectRef<AgentQueueItem>('SupportQueueItem').implement({
  fields: (t) => ({
    conversation: t.expose('conversation', { type: SupportConversationRef }),
    personName: t.exposeString('personName'),
    preview: t.exposeString('preview', { nullable: true }),
  }),
});

const AgentQueueRef = builder.objectRef<AgentQueue>('SupportQueue').implement({
  fields: (t) => ({
    asOf: t.expose('asOf', { type: 'DateTime', description: 'The server’s time: waits count from it.' }),
    waiting: t.expose('waiting', { type: [AgentQueueItemRef], description: 'Longest waiting first.' }),
    mine: t.expose('mine', { type: [AgentQueueItemRef], description: 'The caller’s conversations in hand.' }),
  }),
});

const PersonContextRef = builder.objectRef<PersonContext>('SupportPersonContext').implement({
  fields: (t) => ({
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email', { nullable: true }),
    conversations: t.exposeInt('conversations'),
    policy: t.expose('policy', { type: ServicedPolicyRef, nullable: true }),
    billing: t.expose('billing', {
      type: PersonBillingRef,
      nullable: true,
      description:
        'Their next premium, what is past due and the payment method on file; null without a policy.',
    }),
    openCases: t.expose('openCases', {
      type: [OpenCaseRef],
      description: 'What is under way for them (cases, changes, reinstatement, follow-ups), oldest first.',
    }),
    recentEmails: t.expose('recentEmails', {
      type: [RecentEmailRef],
      description: 'The last 10 e-mails we sent them, newest first.',
    }),
  }),
});

const AgentConversationRef = builder
  .objectRef<{ conversation: ConversationView; person: PersonContext }>('SupportAgentConversation')
  .implement({
    fields: (t) => ({
      conversation: t.expose('conversation', { type: SupportConversationRef }),
      person: t.expose('person', { type: PersonContextRef }),
    }),
  });

const AuditEntryRef = builder.objectRef<AuditRow & { agentName: string }>('SupportAuditEntry').implement({
  fields: (t) => ({
    action: t.exposeString('action', {
      description:
        'take, reply, close, cancel_policy, resend_policy_packet or send_sign_in_link (each in the action’s ' +
        'transaction).',
    }),
    agentId: t.exposeID('agentId'),
    agentName: t.exposeString('agentName', { description: 'The agent’s name, as their profile has it.' }),
    at: t.expose('at', { type: 'DateTime' }),
    details: t.expose('details', { type: 'JSON' }),
  }),
});

builder.queryFields((t) => ({
  supportQueue: t.field({
    type: AgentQueueRef,
    description: 'Customer service: the conversations waiting for an agent, and the caller’s own.',
    resolve: async (_root, _args, { services, viewer }) => services.agentConsole.queue(await viewer()),
  }),
  supportAgentConversation: t.field({
    type: AgentConversationRef,
    nullable: true,
    description: 'Customer service: a conversation beside its person’s context.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      services.agentConsole.conversation(await viewer(), String(args.id)),
  }),
  supportSavedAnswers: t.field({
    type: [SavedAnswerRef],
    resolve: async (_root, _args, { services, viewer }) => services.agentConsole.savedAnswers(await viewer()),
  }),
  supportAuditLog: t.field({
    type: [AuditEntryRef],
    description: 'Customer service: what agents did in a conversation, oldest first.',
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      services.agentConsole.audit(await viewer(), String(args.conversationId)),
  }),
}));

const ReplyInput = builder.inputType('ReplyToSupportConversationInput', {
  fields: (t) => ({
    conversationId: t.id({ required: true }),
    clientMessageId: t.string({ required: true }),
    text: t.string({ required: true }),
  }),
});

const ReplyPayloadRef = builder
  .objectRef<Payload<{ message: MessageRow | null }>>('ReplyToSupportConversationPayload')
  .implement({
    fields: (t) => ({
      message: t.expose('message', { type: SupportMessageRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const CancelFromConversationPayloadRef = builder
  .objectRef<Payload<{ policy: NonNullable<PersonContext['policy']> }>>('CancelPolicyFromConversationPayload')
  .implement({
    fields: (t) => ({
      policy: t.expose('policy', { type: ServicedPolicyRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const AgentSendPayloadRef = builder
  .objectRef<Payload<{ message: MessageRow }>>('SupportAgentSendPayload')
  .implement({
    description: 'An e-mail sent to the person from the conversation, and the message that tells them so.',
    fields: (t) => ({
      message: t.expose('message', { type: SupportMessageRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const asSent = <E extends { code: string; message: string; fields: { field: string; message: string }[] }>(
  result: { ok: true; value: MessageRow } | { ok: false; error: E },
) => payloadOf(result.ok ? { ok: true as const, value: { message: result.value } } : result);

builder.mutationFields((t) => ({
  takeSupportConversation: t.field({
    type: ConversationPayloadRef,
    description: 'Customer service joins a waiting conversation (audited).',
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      asConversation(await services.agentConsole.take(await viewer(), String(args.conversationId))),
  }),
  replyToSupportConversation: t.field({
    type: ReplyPayloadRef,
    description: 'The agent’s message (audited); e-mailed too when the person left the question for a reply.',
    args: { input: t.arg({ type: ReplyInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      const sent = await services.agentConsole.reply(await viewer(), {
        conversationId: String(input.conversationId),
        clientMessageId: input.clientMessageId,
        text: input.text,
      });
      return payloadOf(sent.ok ? { ok: true as const, value: { message: sent.value } } : sent);
    },
  }),
  closeSupportConversationAsAgent: t.field({
    type: ConversationPayloadRef,
    description: 'Customer service ends a conversation (audited); its transcript is e-mailed to the person.',
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      asConversation(await services.agentConsole.close(await viewer(), String(args.conversationId))),
  }),
  cancelPolicyFromConversation: t.field({
    type: CancelFromConversationPayloadRef,
    description:
      'Customer service cancels the person’s policy at their request from the conversation (in the free look: ' +
      'void, every premium refunded); the person sees the outcome in the conversation. Audited.',
    args: { conversationId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, { services, viewer }) => {
      const cancelled = await services.agentConsole.cancelPolicy(await viewer(), {
        conversationId: String(args.conversationId),
        reason: args.reason,
      });
      return payloadOf(cancelled.ok ? { ok: true as const, value: { policy: cancelled.value } } : cancelled);
    },
  }),
  resendPolicyPacketFromConversation: t.field({
    type: AgentSendPayloadRef,
    description:
      'Customer service e-mails the person their policy packet again, as the policy stands (audited); the ' +
      'conversation says so. SUPPORT.PACKET_NOT_READY before the packet is made.',
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      asSent(await services.agentConsole.resendPolicyPacket(await viewer(), String(args.conversationId))),
  }),
  sendSignInLinkFromConversation: t.field({
    type: AgentSendPayloadRef,
    description:
      'Customer service e-mails the person a link that signs them in once, within 15 minutes (audited); the ' +
      'conversation says so.',
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      asSent(await services.agentConsole.sendSignInLink(await viewer(), String(args.conversationId))),
  }),
}));
