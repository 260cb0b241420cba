// The support chat panel: opened by a link (?chat=open, as the e-mails' OPEN THE CHAT), it shows the messages the
// conversation's stream delivers (once each, in order), keeps a message that could not be sent with RETRY (sent
// again with the same id), says when people are back outside business hours and offers an e-mailed reply, shows
// the place in the queue with an honest wait, takes one rating once ended, and asks a signed-out visitor to sign in.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamSink } from '../../../shared/lib/graphql-stream';
import { useChatStore } from '../../../shared/stores/chat';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { graphql } from '../../../testing/graphql-link';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

type Sink = StreamSink<{ supportMessages: Record<string, unknown> }>;
const streams: { variables: Record<string, unknown>; sink: Sink }[] = [];

vi.mock('../../../shared/lib/graphql-stream', () => ({
  subscribe: (_document: unknown, variables: Record<string, unknown>, sink: Sink) => {
    streams.push({ variables, sink });
    sink.connected?.();
    return () => undefined;
  },
}));

const conversation = (change: Record<string, unknown> = {}) => ({
  id: 'c-1',
  status: 'ASSISTANT',
  lastSeq: 0,
  followUpEmail: null,
  rating: null,
  queue: null,
  ...change,
});

const message = (seq: number, change: Record<string, unknown>) => ({
  id: `m-${seq}`,
  seq,
  author: 'ASSISTANT',
  body: '',
  createdAt: '2026-11-23T15:00:00.000Z',
  clientMessageId: null,
  event: null,
  agentName: null,
  answerKind: null,
  handoffReason: null,
  article: null,
  link: null,
  facts: null,
  ...change,
});

function deliver(...messages: Record<string, unknown>[]) {
  const stream = streams.at(-1)!;
  for (const item of messages) stream.sink.next({ supportMessages: item });
}

const open = { supportStatus: { open: true, reopensAt: '2026-11-24T14:00:00.000Z' } };

beforeEach(() => {
  streams.length = 0;
  useChatStore.setState({ open: false });
});

async function openPanel() {
  const view = renderApp('/customer-support?chat=open');
  const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
  return { ...view, panel };
}

describe('the chat panel', () => {
  it('sends a message and shows the assistant’s answer with its help article, each message once', async () => {
    signInAs('verified');
    answer('SupportStatus', () => open);
    answer('SupportConversation', () => ({ supportConversation: null }));
    const sent = answer('SendSupportMessage', () => ({
      sendSupportMessage: { conversation: conversation({ lastSeq: 2 }), error: null },
    }));
    const { user, panel } = await openPanel();
    const box = await within(panel).findByRole('textbox', { name: 'Message' });
    expect(box).toHaveFocus();
    await user.type(box, 'How do I cancel?');
    await user.click(within(panel).getByRole('button', { name: 'SEND' }));
    expect(box).toHaveValue('');
    // SEND is disabled once the box is empty: the focus goes back to the box, not to the page.
    expect(box).toHaveFocus();
    await vi.waitFor(() => expect(streams.at(-1)?.variables).toEqual({ conversationId: 'c-1', afterSeq: 0 }));
    const { clientMessageId } = sent[0]!.input as { clientMessageId: string };
    const answerMessage = message(2, {
      body: 'You can cancel your policy at any time, with no fee.',
      answerKind: 'article',
      article: { slug: 'cancelling-your-policy', title: 'Cancelling your policy' },
    });
    deliver(
      message(1, { author: 'PERSON', body: 'How do I cancel?', clientMessageId }),
      answerMessage,
      answerMessage,
    );

    const log = within(panel).getByRole('log', { name: 'Conversation' });
    await within(log).findByText('You can cancel your policy at any time, with no fee.');
    expect(within(log).getAllByText('How do I cancel?')).toHaveLength(1);
    expect(within(log).getAllByText('You can cancel your policy at any time, with no fee.')).toHaveLength(1);
    expect(within(log).getByRole('link', { name: /Read: Cancelling your policy/ })).toHaveAttribute(
      'href',
      '/help/cancelling-your-policy',
    );
  });

  it("tells the conversation's events in its own words, from their codes and facts", async () => {
    signInAs('verified');
    answer('SupportStatus', () => open);
    answer('SupportConversation', () => ({
      supportConversation: conversation({ status: 'WITH_AGENT', lastSeq: 3 }),
    }));
    const { panel } = await openPanel();
    await vi.waitFor(() => expect(streams).not.toHaveLength(0));
    deliver(
      message(1, {
        author: 'SYSTEM',
        event: 'agent_joined',
        body: 'server words',
        agentName: 'Casey',
        facts: { agentName: 'Casey' },
      }),
      message(2, {
        author: 'SYSTEM',
        event: 'policy_cancelled',
        body: 'server words',
        facts: {
          policyNumber: 'WT010000016',
          kind: 'free_look',
          refundAmount: 1692,
          refundMethod: 'Visa ending in 4242',
        },
      }),
      message(3, { author: 'SYSTEM', event: 'something_new', body: 'An event this app does not know yet.' }),
    );
    const log = within(panel).getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Casey from our team joined the conversation.');
    expect(log).toHaveTextContent(
      "Your policy WT010000016 is cancelled within its free look. We're refunding $16.92 to your Visa ending in 4242.",
    );
    expect(log).toHaveTextContent('An event this app does not know yet.');
    expect(log).not.toHaveTextContent('server words');
    expect(within(panel).getByText("You're chatting with Casey from our team.")).toBeInTheDocument();
  });

  it('keeps a message that could not be sent, and RETRY sends it again with the same id', async () => {
    signInAs('verified');
    answer('SupportStatus', () => open);
    answer('SupportConversation', () => ({ supportConversation: conversation() }));
    const ids: string[] = [];
    let failing = true;
    server.use(
      graphql.mutation('SendSupportMessage', ({ variables }) => {
        ids.push((variables.input as { clientMessageId: string }).clientMessageId);
        if (failing) return HttpResponse.error();
        return HttpResponse.json({
          data: { sendSupportMessage: { conversation: conversation({ lastSeq: 1 }), error: null } },
        });
      }),
    );
    const { user, panel } = await openPanel();
    await user.type(await within(panel).findByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
    await within(panel).findByText('Not sent.');
    failing = false;
    await user.click(within(panel).getByRole('button', { name: 'RETRY' }));
    await vi.waitFor(() => expect(ids).toHaveLength(2));
    expect(ids[1]).toBe(ids[0]);
    expect(within(panel).queryByText('Not sent.')).toBeNull();
  });

  it('outside business hours says when people are back and offers an e-mailed reply', async () => {
    signInAs('verified');
    // Friday evening: back on Monday 30 November at 9am Eastern (14:00 UTC).
    answer('SupportStatus', () => ({
      supportStatus: { open: false, reopensAt: '2026-11-30T14:00:00.000Z' },
    }));
    answer('SupportConversation', () => ({ supportConversation: conversation({ lastSeq: 2 }) }));
    const asked = answer('RequestSupportFollowUp', () => ({
      requestSupportFollowUp: {
        conversation: conversation({ status: 'FOLLOW_UP', followUpEmail: 'ada@example.com', lastSeq: 3 }),
        error: null,
      },
    }));
    const { user, panel } = await openPanel();
    await within(panel).findByText(/They're back Monday 9:00 AM Eastern\./);
    expect(within(panel).queryByRole('button', { name: 'TALK TO A PERSON' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'E-MAIL ME A REPLY' }));
    await within(panel).findByText(/Our team will reply to ada@example\.com by e-mail\./);
    expect(asked).toHaveLength(1);
  });

  it('in the queue shows the place in line and how long people have lately waited', async () => {
    signInAs('verified');
    answer('SupportStatus', () => open);
    answer('SupportConversation', () => ({
      supportConversation: conversation({ status: 'QUEUED', queue: { position: 3, typicalWaitMinutes: 4 } }),
    }));
    const left = answer('LeaveSupportQueue', () => ({
      leaveSupportQueue: { conversation: conversation(), error: null },
    }));
    const { user, panel } = await openPanel();
    await within(panel).findByText(
      "You're number 3 in line for a person on our team. People have lately waited about 4 minutes.",
    );
    await user.click(within(panel).getByRole('button', { name: 'STOP WAITING' }));
    await within(panel).findByRole('button', { name: 'TALK TO A PERSON' });
    expect(left).toHaveLength(1);
  });

  it('once ended takes one rating', async () => {
    signInAs('verified');
    answer('SupportStatus', () => open);
    answer('SupportConversation', () => ({
      supportConversation: conversation({ status: 'CLOSED', lastSeq: 5 }),
    }));
    const rated = answer('RateSupportConversation', ({ rating }) => ({
      rateSupportConversation: { conversation: conversation({ status: 'CLOSED', rating }), error: null },
    }));
    const { user, panel } = await openPanel();
    const group = await within(panel).findByRole('radiogroup', { name: 'How did we do?' });
    await user.click(within(group).getByRole('radio', { name: '4 out of 5' }));
    await user.click(within(panel).getByRole('button', { name: 'SEND RATING' }));
    await within(panel).findByText('Thanks for your rating!');
    expect(rated).toEqual([{ conversationId: 'c-1', rating: 4 }]);
  });

  it('asks a signed-out visitor to sign in, and closes with its button', async () => {
    const { user, panel } = await openPanel();
    // Signing in comes back here with the chat open.
    expect(within(panel).getByRole('link', { name: 'SIGN IN' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/customer-support?chat=open')}`,
    );
    await user.click(within(panel).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Chat with us' })).toBeNull();
  });
});
