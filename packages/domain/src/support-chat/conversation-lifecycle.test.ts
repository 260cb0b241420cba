import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_STATUSES,
  transition,
  type ConversationEvent,
  type ConversationStatus,
} from './conversation-lifecycle.ts';

const refusal = (status: ConversationStatus, event: ConversationEvent) => {
  const result = transition({ status }, event);
  return result.ok ? null : result.error.code;
};
const to = (status: ConversationStatus, event: ConversationEvent) => {
  const result = transition({ status }, event);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

describe('a support conversation', () => {
  it('queues for a person in business hours and is refused outside them', () => {
    expect(to('assistant', { type: 'request_person', supportOpen: true })).toBe('queued');
    expect(refusal('assistant', { type: 'request_person', supportOpen: false })).toBe('SUPPORT.CLOSED_NOW');
  });

  it('leaves a question for an e-mailed reply from the assistant or the queue', () => {
    expect(to('assistant', { type: 'request_follow_up' })).toBe('follow_up');
    expect(to('queued', { type: 'request_follow_up' })).toBe('follow_up');
    expect(refusal('with_agent', { type: 'request_follow_up' })).toBe('SUPPORT.ALREADY_WITH_PERSON');
  });

  it('is taken by an agent only while waiting for one', () => {
    expect(to('queued', { type: 'agent_joins' })).toBe('with_agent');
    expect(to('follow_up', { type: 'agent_joins' })).toBe('with_agent');
    expect(refusal('assistant', { type: 'agent_joins' })).toBe('SUPPORT.NOT_WAITING');
    expect(refusal('with_agent', { type: 'agent_joins' })).toBe('SUPPORT.NOT_WAITING');
  });

  it('goes back to the assistant when the person stops waiting', () => {
    expect(to('queued', { type: 'leave_queue' })).toBe('assistant');
    expect(refusal('with_agent', { type: 'leave_queue' })).toBe('SUPPORT.NOT_QUEUED');
  });

  it('never moves once closed, and every open status can close', () => {
    const events: ConversationEvent[] = [
      { type: 'request_person', supportOpen: true },
      { type: 'request_follow_up' },
      { type: 'leave_queue' },
      { type: 'agent_joins' },
      { type: 'close' },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...events), (event) => {
        expect(refusal('closed', event)).toBe('SUPPORT.CONVERSATION_CLOSED');
      }),
    );
    for (const status of CONVERSATION_STATUSES.filter((s) => s !== 'closed')) {
      expect(to(status, { type: 'close' })).toBe('closed');
    }
  });
});
