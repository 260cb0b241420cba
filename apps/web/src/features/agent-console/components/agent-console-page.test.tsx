// The agent console: the queue with waits counted on the server's clock and each conversation's kind, an empty
// queue said so, taking a conversation and replying to it (Enter sends, a saved answer goes into the box), the
// cancellation's second step saying what will happen and then its outcome, and a refusal shown with nothing lost.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../shared/chat/use-conversation-messages';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const stream = vi.hoisted(() => ({ messages: [] as ChatMessage[] }));
vi.mock('../../../shared/chat/use-conversation-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useConversationMessages: () => ({ messages: stream.messages, state: 'live' }),
}));

const roles = () => answer('SupportRoles', () => ({ currentUser: { id: 'agent-1', roles: ['support'] } }));

const ASOF = '2026-11-23T15:00:00.000Z';
const item = (
  id: string,
  personName: string,
  status: string,
  waitingSince: string | null,
  preview: string,
) => ({
  personName,
  preview,
  conversation: { id, status, waitingSince },
});

const policy = {
  id: 'p-1',
  number: 'WT010000032',
  productSlug: 'wysh-term-life',
  status: 'active',
  ownerName: 'Ada Lovelace',
  ownerEmail: 'ada@example.com',
  amount: 50_000_000,
  monthlyPremium: 2_150,
  effectiveOn: '2026-11-20',
  terminatesOn: '2046-11-19',
  replacesCover: false,
  freeLookEndsOn: '2026-11-30',
  paidThrough: '2026-12-19',
  cancellingToday: { kind: 'free_look', refundAmount: 2_150, coverEndsOn: null },
  cancellation: null,
  refunds: [],
  history: [],
};

const message = (
  seq: number,
  author: string,
  body: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: `m-${seq}`,
  seq,
  author: author as ChatMessage['author'],
  body,
  createdAt: '2026-11-23T14:58:00.000Z',
  clientMessageId: null,
  event: null,
  agentName: null,
  answerKind: null,
  handoffReason: null,
  article: null,
  link: null,
  facts: null,
  ...extra,
});

const person = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  conversations: 2,
  policy,
  billing: {
    nextPayment: { dueOn: '2026-12-20', amount: 2_150, estimated: true },
    pastDue: null,
    paymentMethod: { kind: 'CARD', description: 'Visa ending in 4242', debitsStopped: false },
  },
  openCases: [],
  recentEmails: [],
};

function conversation(status: string) {
  return answer('AgentConversation', () => ({
    supportAgentConversation: {
      conversation: {
        id: 'c-1',
        status,
        waitingSince: status === 'QUEUED' ? '2026-11-23T14:56:30.000Z' : null,
        followUpEmail: null,
        closedAt: null,
      },
      person,
    },
  }));
}

beforeEach(() => {
  stream.messages = [];
  signInAs('verified');
  roles();
  answer('AgentAuditLog', () => ({ supportAuditLog: [] }));
  answer('AgentSavedAnswers', () => ({
    supportSavedAnswers: [
      { id: 'greeting', title: 'Greeting', text: 'Hi, thanks for waiting.' },
      {
        id: 'anything-else',
        title: 'Anything else?',
        text: 'Is there anything else I can help you with today?',
      },
    ],
  }));
});

describe('/servicing/chat', () => {
  it('lists who is waiting, for how long by the server’s clock, as a live chat or an e-mail follow-up', async () => {
    // The browser's clock is a day off: waits still count from the queue's asOf.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00Z') });
    answer('AgentQueue', () => ({
      supportQueue: {
        asOf: ASOF,
        waiting: [
          item('c-1', 'Ada Lovelace', 'QUEUED', '2026-11-23T14:56:30.000Z', 'I want to cancel my policy'),
          item('c-2', 'Grace Hopper', 'FOLLOW_UP', '2026-11-21T12:00:00.000Z', 'Where is my packet?'),
        ],
        mine: [],
      },
    }));
    renderApp('/servicing/chat');
    const waiting = await screen.findByRole('region', { name: 'Waiting (2)' });
    vi.useRealTimers();
    const [ada, grace] = within(waiting).getAllByRole('listitem');
    expect(ada).toHaveTextContent('Ada LovelaceLive chat');
    expect(ada).toHaveTextContent('Waiting 3 min');
    expect(ada).toHaveTextContent('I want to cancel my policy');
    expect(grace).toHaveTextContent('E-mail follow-up');
    expect(grace).toHaveTextContent('Waiting 2 d 3 h');
    expect(within(ada!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/servicing/chat/c-1',
    );
    expect(screen.getByRole('region', { name: 'Mine' })).toHaveTextContent(
      'You have no conversations in hand.',
    );
    expect(screen.getByRole('navigation', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversations' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when no one is waiting', async () => {
    answer('AgentQueue', () => ({ supportQueue: { asOf: ASOF, waiting: [], mine: [] } }));
    renderApp('/servicing/chat');
    expect(await screen.findByRole('region', { name: 'Waiting (0)' })).toHaveTextContent(
      'No one is waiting.',
    );
  });

  it('takes a waiting conversation, then replies: a saved answer edited, Enter sends, Shift+Enter a new line', async () => {
    let taken = false;
    answer('AgentQueue', () => ({
      supportQueue: {
        asOf: ASOF,
        waiting: taken ? [] : [item('c-1', 'Ada Lovelace', 'QUEUED', '2026-11-23T14:56:30.000Z', 'Hello?')],
        mine: taken ? [item('c-1', 'Ada Lovelace', 'WITH_AGENT', null, 'Hello?')] : [],
      },
    }));
    answer('AgentConversation', () => ({
      supportAgentConversation: {
        conversation: {
          id: 'c-1',
          status: taken ? 'WITH_AGENT' : 'QUEUED',
          waitingSince: null,
          followUpEmail: null,
          closedAt: null,
        },
        person,
      },
    }));
    const takes = answer('TakeSupportConversation', () => {
      taken = true;
      return { takeSupportConversation: { conversation: { id: 'c-1', status: 'WITH_AGENT' }, error: null } };
    });
    let replied = false;
    const replies = answer('ReplyToSupportConversation', () => {
      replied = true;
      return { replyToSupportConversation: { message: { id: 'm-9', seq: 9 }, error: null } };
    });
    // The audit trail as the server writes it: read again after each action.
    answer('AgentAuditLog', () => ({
      supportAuditLog: [
        ...(taken ? [{ action: 'take', agentName: 'Grace Hopper', at: '2026-11-23T15:01:00.000Z' }] : []),
        ...(replied ? [{ action: 'reply', agentName: 'Grace Hopper', at: '2026-11-23T15:02:00.000Z' }] : []),
      ],
    }));
    stream.messages = [
      message(1, 'PERSON', 'How do I cancel?'),
      message(2, 'ASSISTANT', 'You can cancel within the free look.', {
        article: { slug: 'free-look', title: 'The free look' },
      }),
      message(3, 'SYSTEM', 'You joined the queue.', { event: 'queued' }),
    ];

    const { user } = renderApp('/servicing/chat/c-1');
    const panel = await screen.findByRole('region', { name: 'Conversation with Ada Lovelace' });
    const log = within(panel).getByRole('log', { name: 'Messages' });
    expect(log).toHaveTextContent('How do I cancel?');
    expect(within(log).getByRole('link', { name: /From the article: The free look/ })).toHaveAttribute(
      'href',
      '/help/free-look',
    );
    expect(
      within(panel)
        .getByText(/You joined the queue\./)
        .closest('li'),
    ).not.toHaveAttribute('data-author', 'PERSON');
    expect(within(panel).queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'TAKE CONVERSATION' }));
    expect(takes).toEqual([{ conversationId: 'c-1' }]);
    const trail = within(panel).getByRole('region', { name: 'What agents did' });
    expect(await within(trail).findByText('Grace Hopper: took the conversation')).toBeInTheDocument();
    const box = await within(panel).findByRole('textbox', { name: 'Your reply' });
    await user.click(await within(panel).findByRole('button', { name: 'Insert saved answer: Greeting' }));
    expect(box).toHaveValue('Hi, thanks for waiting.');
    expect(box).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}Let me look.');
    expect(box).toHaveValue('Hi, thanks for waiting.\nLet me look.');
    await user.keyboard('{Enter}');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toEqual({
      input: {
        conversationId: 'c-1',
        clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        text: 'Hi, thanks for waiting.\nLet me look.',
      },
    });
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(await within(trail).findByText('Grace Hopper: replied')).toBeInTheDocument();
  });

  it('cancels in the free look after saying what will happen, then shows the outcome', async () => {
    answer('AgentQueue', () => ({
      supportQueue: {
        asOf: ASOF,
        waiting: [],
        mine: [item('c-1', 'Ada Lovelace', 'WITH_AGENT', null, 'Cancel')],
      },
    }));
    conversation('WITH_AGENT');
    const cancels = answer('CancelPolicyFromConversation', () => ({
      cancelPolicyFromConversation: {
        policy: {
          ...policy,
          status: 'cancelled',
          cancellingToday: null,
          cancellation: {
            kind: 'free_look',
            requestedOn: '2026-11-23',
            coverEndsOn: null,
            refundAmount: 2_150,
            reason: 'Found cover through work',
          },
        },
        error: null,
      },
    }));
    const { user } = renderApp('/servicing/chat/c-1');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(screen.getByRole('complementary', { name: 'About the customer' })).toHaveTextContent(
      'every premium paid, $21.50, refunded',
    );
    await user.click(within(actions).getByRole('button', { name: 'CANCEL POLICY' }));
    const reason = within(actions).getByRole('textbox', { name: 'Why the customer is cancelling' });
    expect(reason).toHaveFocus();
    await user.click(within(actions).getByRole('button', { name: 'CONTINUE' }));
    expect(reason).toHaveAccessibleDescription('Write down why the customer is cancelling.');
    await user.type(reason, 'Found cover through work');
    await user.click(within(actions).getByRole('button', { name: 'CONTINUE' }));
    const confirm = within(actions).getByRole('group', { name: /^Cancel policy WT010000032\?/ });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent(
      'void from the beginning, and every premium is refunded: $21.50 to the card or bank account it came from.',
    );
    expect(cancels).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'YES, CANCEL IT' }));
    expect(cancels).toEqual([{ conversationId: 'c-1', reason: 'Found cover through work' }]);
    expect(await within(actions).findByRole('status')).toHaveTextContent(
      'Policy WT010000032 is cancelled within its free look: it is void, and $21.50 is refunded',
    );
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    answer('AgentQueue', () => ({
      supportQueue: {
        asOf: ASOF,
        waiting: [],
        mine: [item('c-1', 'Ada Lovelace', 'WITH_AGENT', null, 'Hi')],
      },
    }));
    conversation('WITH_AGENT');
    answer('ReplyToSupportConversation', () => ({
      replyToSupportConversation: {
        message: null,
        error: userError('SUPPORT.NOT_WAITING', 'Take the conversation first: another agent may have it.'),
      },
    }));
    answer('SendSignInLinkFromConversation', () => ({
      sendSignInLinkFromConversation: {
        message: null,
        error: userError('SUPPORT.NO_EMAIL', 'This person has no e-mail address with us.'),
      },
    }));
    const { user } = renderApp('/servicing/chat/c-1');
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Still there?');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Take the conversation first: another agent may have it.',
    );
    expect(box).toHaveValue('Still there?');

    const actions = screen.getByRole('region', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'E-MAIL SIGN-IN LINK' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(
      'This person has no e-mail address with us.',
    );
  });
});
