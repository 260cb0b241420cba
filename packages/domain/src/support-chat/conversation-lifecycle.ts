// A support conversation's lifecycle as a pure transition: the only way its status changes. Every change is
// recorded in the conversation itself, as an event message with its reason, so the transcript tells it.
//
//   assistant ──request_person (in hours)──▶ queued ──agent_joins──▶ with_agent
//       │  ▲                                   │                        │
//       │  └──────────leave_queue──────────────┘                        │
//       └──request_follow_up──▶ follow_up ──agent_joins─────────────────┤
//                                                                       ▼
//   any open status ───────────────────────────close───────────────▶ closed
//
// `assistant`: the person talks to the assistant (24/7). `queued`: waiting for a live agent, in business hours.
// `follow_up`: out of hours, the person left their question for a reply by e-mail (a ticket). `with_agent`: an
// agent took it. `closed`: ended by either side; a new question starts a new conversation.
import { err, ok, type Result } from '../result.ts';

export const CONVERSATION_STATUSES = ['assistant', 'queued', 'follow_up', 'with_agent', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export type ConversationEvent =
  /** The person asked for a person while live support is open. */
  | { type: 'request_person'; supportOpen: boolean }
  /** The person left their question for an e-mailed reply (offered out of hours; taken at any time). */
  | { type: 'request_follow_up' }
  /** The person stopped waiting and went back to the assistant. */
  | { type: 'leave_queue' }
  | { type: 'agent_joins' }
  | { type: 'close' };
export type ConversationEventType = ConversationEvent['type'];

export type ConversationTransitionCode =
  | 'SUPPORT.CLOSED_NOW'
  | 'SUPPORT.ALREADY_WITH_PERSON'
  | 'SUPPORT.NOT_QUEUED'
  | 'SUPPORT.NOT_WAITING'
  | 'SUPPORT.CONVERSATION_CLOSED';

export type ConversationTransitionError = {
  code: ConversationTransitionCode;
  message: string;
  from: ConversationStatus;
  event: ConversationEventType;
};

const OPEN: readonly ConversationStatus[] = ['assistant', 'queued', 'follow_up', 'with_agent'];

type Rule = {
  from: readonly ConversationStatus[];
  to: ConversationStatus;
  refusal: ConversationTransitionCode;
};

export const CONVERSATION_TRANSITIONS: Record<ConversationEventType, Rule> = {
  request_person: { from: ['assistant'], to: 'queued', refusal: 'SUPPORT.ALREADY_WITH_PERSON' },
  request_follow_up: {
    from: ['assistant', 'queued'],
    to: 'follow_up',
    refusal: 'SUPPORT.ALREADY_WITH_PERSON',
  },
  leave_queue: { from: ['queued'], to: 'assistant', refusal: 'SUPPORT.NOT_QUEUED' },
  agent_joins: { from: ['queued', 'follow_up'], to: 'with_agent', refusal: 'SUPPORT.NOT_WAITING' },
  close: { from: OPEN, to: 'closed', refusal: 'SUPPORT.CONVERSATION_CLOSED' },
};

const MESSAGES: Record<ConversationTransitionCode, string> = {
  'SUPPORT.CLOSED_NOW': 'Our live agents are away right now.',
  'SUPPORT.ALREADY_WITH_PERSON': 'This conversation is already with our team.',
  'SUPPORT.NOT_QUEUED': 'This conversation is not waiting for an agent.',
  'SUPPORT.NOT_WAITING': 'This conversation is not waiting for an agent.',
  'SUPPORT.CONVERSATION_CLOSED': 'This conversation has ended.',
};

export function isOpenConversation(status: ConversationStatus): boolean {
  return status !== 'closed';
}

export function transition(
  conversation: { status: ConversationStatus },
  event: ConversationEvent,
): Result<ConversationStatus, ConversationTransitionError> {
  const from = conversation.status;
  const refuse = (code: ConversationTransitionCode) =>
    err({ code, message: MESSAGES[code], from, event: event.type });
  const rule = CONVERSATION_TRANSITIONS[event.type];
  if (from === 'closed') return refuse('SUPPORT.CONVERSATION_CLOSED');
  if (!rule.from.includes(from)) return refuse(rule.refusal);
  if (event.type === 'request_person' && !event.supportOpen) return refuse('SUPPORT.CLOSED_NOW');
  return ok(rule.to);
}
