// The support chat (issue 28): a person's conversation kept on the server (a second device and a second API
// process see it), messages streamed over server-sent events exactly once across a dropped connection, the
// assistant answering from the person's own billing schedule and from the help centre, business hours (a
// Saturday offers an e-mailed reply, a ticket in the agents' queue; a Monday morning queues for a person), and
// the agent console: role and verified session required, every action audited, a free-look cancellation done
// from the conversation that the person sees with its refund, the transcript e-mailed, one rating.
import { formatLongDate } from '@wysh/domain/dates';
import { cents, formatDollars } from '@wysh/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { latestMessageTo, userIdOf, verifiedUser } from './support/accounts.ts';
import { sandboxCardPort } from './support/cards.ts';
import { openChatStream } from './support/chat-streams.ts';
import { identifiedSession, policyholder, type Policyholder } from './support/policyholders.ts';
import { rows } from './support/reinstating.ts';
import { loggedErrors, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(() => t.close());

const CONVERSATION_FIELDS = `id status lastSeq followUpEmail rating queue { position typicalWaitMinutes }`;
const MESSAGE_FIELDS = `seq author body event clientMessageId answerKind handoffReason agentName
  article { slug title } facts`;

type Conversation = {
  id: string;
  status: string;
  lastSeq: number;
  followUpEmail: string | null;
  rating: number | null;
  queue: { position: number; typicalWaitMinutes: number | null } | null;
  messages?: Message[];
};
type Message = {
  seq: number;
  author: string;
  body: string;
  event: string | null;
  clientMessageId: string | null;
  answerKind: string | null;
  handoffReason: string | null;
  agentName: string | null;
  article: { slug: string; title: string } | null;
  facts: Record<string, unknown> | null;
};
type UserError = { code: string; message: string } | null;

let sent = 0;
async function say(token: string, text: string, clientMessageId = `m-${(sent += 1)}-${Date.now()}`) {
  const answer = await t.graphql<{
    sendSupportMessage: { conversation: Conversation | null; messages: Message[] | null; error: UserError };
  }>(
    `mutation ($input: SendSupportMessageInput!) { sendSupportMessage(input: $input) {
      conversation { ${CONVERSATION_FIELDS} } messages { ${MESSAGE_FIELDS} } error { code message } } }`,
    { input: { clientMessageId, text } },
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.sendSupportMessage;
}

async function current(token: string): Promise<Conversation | null> {
  const answer = await t.graphql<{ supportConversation: Conversation | null }>(
    `{ supportConversation { ${CONVERSATION_FIELDS} messages { ${MESSAGE_FIELDS} } } }`,
    {},
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.supportConversation;
}

async function act(token: string, mutation: string) {
  const answer = await t.graphql<Record<string, { conversation: Conversation | null; error: UserError }>>(
    `mutation { ${mutation} { conversation { ${CONVERSATION_FIELDS} } error { code message } } }`,
    {},
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data![mutation.replace(/\(.*$/, '')]!;
}

async function supportAgent(): Promise<{ token: string; userId: string }> {
  const user = await verifiedUser(t);
  const userId = await userIdOf(t, user.tokens.accessToken);
  await grantRole(t.database.db, userId, 'support', t.clock.now());
  return { token: user.tokens.accessToken, userId };
}

async function auditOf(conversationId: string) {
  return rows<{ action: string; agent_id: string }>(
    t,
    sql`select action, agent_id from support_audit_log where conversation_id = ${conversationId} order by at, action`,
  );
}

describe('the assistant in the chat', () => {
  let holder: Policyholder;
  beforeAll(async () => {
    holder = await policyholder(t, cardPort);
  }, 120_000);

  it('answers "when is my next payment?" from the person\'s billing schedule, and keeps the conversation', async () => {
    const { data } = await t.graphql<{
      userPolicy: { accountsProduct: { amount: number; nextPayment: { date: string } } };
    }>('{ userPolicy { accountsProduct { amount nextPayment { date } } } }', {}, { token: holder.token });
    const { amount, nextPayment } = data!.userPolicy.accountsProduct;

    const first = await say(holder.token, 'When is my next payment?');
    expect(first.error).toBeNull();
    expect(first.conversation).toMatchObject({ status: 'ASSISTANT', lastSeq: 2 });
    const [question, reply] = first.messages!;
    expect(question).toMatchObject({ seq: 1, author: 'PERSON', body: 'When is my next payment?' });
    expect(reply).toMatchObject({ seq: 2, author: 'ASSISTANT', answerKind: 'from_data' });
    expect(reply!.body).toBe(
      `Your next payment is ${formatDollars(cents(amount))}, due ${formatLongDate(nextPayment.date)}.`,
    );

    const billing = await say(holder.token, 'How do I cancel my policy?');
    expect(billing.messages![1]).toMatchObject({
      answerKind: 'article',
      article: { slug: 'cancelling-your-policy', title: 'Cancelling your policy' },
    });
  });

  it('continues on a second device, and on a second API process over the same database', async () => {
    const conversation = (await current(holder.token))!;
    const secondDevice = await identifiedSession(t, holder.userId);
    const seen = (await current(secondDevice))!;
    expect(seen.id).toBe(conversation.id);
    expect(seen.messages!.map((m) => m.seq)).toEqual([1, 2, 3, 4]);

    // A process that has never seen the conversation (a restart, or another process behind the balancer).
    const other = await buildApp({
      config: t.config,
      database: t.database,
      logger: (await import('pino')).pino({ level: 'silent' }),
      clock: t.clock,
      jobs: t.jobs,
      ports: t.ports,
    });
    try {
      const answer = await other.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: `{ supportConversation { id messages { seq body } } }` },
        headers: { authorization: `Bearer ${secondDevice}` },
      });
      const restarted = answer.json().data.supportConversation;
      expect(restarted.id).toBe(conversation.id);
      expect(restarted.messages).toHaveLength(4);
    } finally {
      await other.close();
    }
  });

  it('does not answer from the data of a session not verified, but still from the help centre', async () => {
    const unverified = await identifiedSession(t, holder.userId);
    const reply = (await say(unverified, 'Is my policy active?')).messages![1]!;
    expect(reply).toMatchObject({ answerKind: 'handoff', handoffReason: 'needs_verification' });
    expect(reply.body).not.toMatch(/active\./);
  });

  it('refuses an empty message and changes nothing', async () => {
    const before = (await current(holder.token))!.lastSeq;
    const refused = await say(holder.token, '   ');
    expect(refused.error?.code).toBe('VALIDATION_FAILED');
    expect((await current(holder.token))!.lastSeq).toBe(before);
  });
});

describe('streaming a conversation', () => {
  it('delivers every message once across a dropped connection and a retried send', async () => {
    const person = await verifiedUser(t);
    const token = person.tokens.accessToken;
    const opened = await say(token, 'Hello there', 'first-message');
    const id = opened.conversation!.id;

    const stream = openChatStream(baseUrl, token, id, 0);
    await stream.until(2);
    stream.close(); // the connection drops

    // Sent while disconnected, then sent again by the device's retry: kept once.
    const whileAway = await say(token, 'What is the free look?', 'while-away');
    expect(whileAway.messages).toHaveLength(2);
    const retried = await say(token, 'What is the free look?', 'while-away');
    expect(retried.messages).toEqual([]);

    const lastSeen = stream.received.at(-1)!.seq;
    const resumed = openChatStream(baseUrl, token, id, lastSeen);
    try {
      await resumed.until(2);
      const live = await say(token, 'Thanks!', 'live');
      await resumed.until(4);
      const all = [...stream.received, ...resumed.received];
      expect(all.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(all.filter((m) => m.clientMessageId === 'while-away')).toHaveLength(1);
      expect(live.messages!.map((m) => m.seq)).toEqual([5, 6]);
    } finally {
      resumed.close();
    }
  });

  it('ends a stream whose session has closed since it opened', async () => {
    const person = await verifiedUser(t);
    const { conversation } = await say(person.tokens.accessToken, 'Hello');
    const stream = openChatStream(baseUrl, person.tokens.accessToken, conversation!.id, 0);
    try {
      await stream.until(2);
      const loggedOut = await t.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        payload: { token: person.tokens.refreshToken },
      });
      expect(loggedOut.statusCode).toBe(200);
      // The stream asks again every 30 s of the app's clock; it wakes at least every 2 s to look.
      t.clock.advance(31_000);
      await expect.poll(() => stream.completed(), { timeout: 10_000 }).toBe(true);
    } finally {
      stream.close();
    }
  });

  it("streams a person's conversation to them and to customer service only", async () => {
    const owner = await verifiedUser(t);
    const { conversation } = await say(owner.tokens.accessToken, 'Hello');
    const stranger = await verifiedUser(t);

    const refused = openChatStream(baseUrl, stranger.tokens.accessToken, conversation!.id, 0);
    await expect(refused.until(1, 5_000)).rejects.toThrow(/FORBIDDEN/);
    refused.close();
    expect(
      (
        await t.graphql<{ supportAgentConversation: unknown }>(
          `query ($id: ID!) { supportAgentConversation(id: $id) { conversation { id } } }`,
          { id: conversation!.id },
          { token: stranger.tokens.accessToken },
        )
      ).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await current(stranger.tokens.accessToken)).toBeNull();

    const agent = await supportAgent();
    const watched = openChatStream(baseUrl, agent.token, conversation!.id, 0);
    try {
      expect((await watched.until(2)).map((m) => m.author)).toEqual(['PERSON', 'ASSISTANT']);
    } finally {
      watched.close();
    }
  });
});

describe('outside business hours (the test clock starts on a Saturday)', () => {
  it('says when people are back, and makes a ticket the agents see when the person leaves the question', async () => {
    const status = await t.graphql<{ supportStatus: { open: boolean; reopensAt: string } }>(
      '{ supportStatus { open reopensAt } }',
    );
    // Saturday 21 November 2026, 10am Eastern: back on Monday the 23rd at 9am EST.
    expect(status.data!.supportStatus).toEqual({ open: false, reopensAt: '2026-11-23T14:00:00.000Z' });

    const person = await verifiedUser(t);
    const token = person.tokens.accessToken;
    await say(token, 'I want to talk to a person');
    const refused = await act(token, 'requestSupportAgent');
    expect(refused.error?.code).toBe('SUPPORT.CLOSED_NOW');
    expect((await current(token))!.status).toBe('ASSISTANT');

    const ticket = await act(token, 'requestSupportFollowUp');
    expect(ticket.error).toBeNull();
    expect(ticket.conversation).toMatchObject({ status: 'FOLLOW_UP', followUpEmail: person.email });
    const mail = await latestMessageTo(t, person.email);
    expect(mail?.subject).toBe('We have your question');
    expect(mail?.text).toContain('Monday, November 23 at 9:00 AM Eastern');

    const agent = await supportAgent();
    const queue = await t.graphql<{
      supportQueue: { waiting: { conversation: { id: string; status: string }; preview: string | null }[] };
    }>(`{ supportQueue { waiting { conversation { id status } preview } } }`, {}, { token: agent.token });
    expect(queue.data!.supportQueue.waiting).toContainEqual({
      conversation: { id: ticket.conversation!.id, status: 'FOLLOW_UP' },
      preview: 'I want to talk to a person',
    });
  });
});

describe('in business hours, with an agent', () => {
  let holder: Policyholder;
  let agent: { token: string; userId: string };

  beforeAll(async () => {
    // Monday 23 November 2026, 10am Eastern.
    t.clock.set(new Date('2026-11-23T15:00:00Z'));
    holder = await policyholder(t, cardPort);
    agent = await supportAgent();
  }, 120_000);

  it('queues the person, and lets customer service take it, reply, cancel in the free look and close', async () => {
    await say(holder.token, 'I want to cancel my policy');
    const queued = await act(holder.token, 'requestSupportAgent');
    expect(queued.error).toBeNull();
    expect(queued.conversation).toMatchObject({
      status: 'QUEUED',
      queue: { position: 1, typicalWaitMinutes: null },
    });
    const id = queued.conversation!.id;
    const stream = openChatStream(baseUrl, holder.token, id, queued.conversation!.lastSeq);

    try {
      // Only customer service, in a verified session.
      const owner = await t.graphql(`{ supportQueue { asOf } }`, {}, { token: holder.token });
      expect(owner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      t.clock.advance(90_000);
      const taken = await t.graphql<{
        takeSupportConversation: { conversation: Conversation; error: UserError };
      }>(
        `mutation ($id: ID!) { takeSupportConversation(conversationId: $id) { conversation { status } error { code } } }`,
        { id },
        { token: agent.token },
      );
      expect(taken.data!.takeSupportConversation).toEqual({
        conversation: { status: 'WITH_AGENT' },
        error: null,
      });
      const [waited] = await rows<{ waited_ms: number }>(
        t,
        sql`select waited_ms from support_conversations where id = ${id}`,
      );
      expect(Number(waited!.waited_ms)).toBe(90_000);

      const reply = await t.graphql<{
        replyToSupportConversation: { message: Message | null; error: UserError };
      }>(
        `mutation ($input: ReplyToSupportConversationInput!) { replyToSupportConversation(input: $input) {
          message { author body agentName } error { code } } }`,
        { input: { conversationId: id, clientMessageId: 'agent-1', text: 'I can do that for you now.' } },
        { token: agent.token },
      );
      expect(reply.data!.replyToSupportConversation.message).toMatchObject({
        author: 'AGENT',
        body: 'I can do that for you now.',
      });

      const context = await t.graphql<{
        supportAgentConversation: {
          person: { policy: { id: string; cancellingToday: { kind: string; refundAmount: number } } };
        };
      }>(
        `query ($id: ID!) { supportAgentConversation(id: $id) { person { fullName policy { id cancellingToday { kind refundAmount } } } } }`,
        { id },
        { token: agent.token },
      );
      const policy = context.data!.supportAgentConversation.person.policy;
      expect(policy.id).toBe(holder.policyId);
      expect(policy.cancellingToday.kind).toBe('free_look');

      const cancelled = await t.graphql<{
        cancelPolicyFromConversation: { policy: { status: string } | null; error: UserError };
      }>(
        `mutation ($id: ID!) { cancelPolicyFromConversation(conversationId: $id, reason: "Changed my mind") {
          policy { status } error { code message } } }`,
        { id },
        { token: agent.token },
      );
      expect(cancelled.data!.cancelPolicyFromConversation).toEqual({
        policy: { status: 'cancelled' },
        error: null,
      });

      // The person sees, live: the agent joined, the reply, the cancellation with its refund.
      const seen = await stream.until(3);
      expect(seen.map((m) => m.event ?? m.author)).toEqual(['agent_joined', 'AGENT', 'policy_cancelled']);
      const outcome = seen[2]!;
      expect(outcome.facts).toMatchObject({
        kind: 'free_look',
        refundAmount: policy.cancellingToday.refundAmount,
      });
      expect(outcome.body).toContain(formatDollars(cents(policy.cancellingToday.refundAmount)));
      expect(outcome.body).toMatch(/Visa ending in 4242/);

      const closed = await t.graphql<{ closeSupportConversationAsAgent: { conversation: Conversation } }>(
        `mutation ($id: ID!) { closeSupportConversationAsAgent(conversationId: $id) { conversation { status } } }`,
        { id },
        { token: agent.token },
      );
      expect(closed.errors, loggedErrors(t)).toBeUndefined();
      expect(closed.data!.closeSupportConversationAsAgent.conversation.status).toBe('CLOSED');
      const [owner_] = await rows<{ email: string }>(
        t,
        sql`select email from users where id = ${holder.userId}`,
      );
      const transcript = await latestMessageTo(t, owner_!.email);
      expect(transcript?.subject).toBe('Your conversation with our support team');
      expect(transcript?.text).toContain('You: I want to cancel my policy');
      expect(transcript?.text).toContain('I can do that for you now.');

      expect((await auditOf(id)).map((entry) => entry.action).sort()).toEqual(
        ['cancel_policy', 'close', 'reply', 'take'].sort(),
      );
      expect((await auditOf(id)).every((entry) => entry.agent_id === agent.userId)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('takes one rating of the ended conversation from its person, and none from anyone else', async () => {
    const conversation = (await current(holder.token))!;
    expect(conversation.status).toBe('CLOSED');
    const rate = (token: string, rating: number) =>
      t.graphql<{ rateSupportConversation: { conversation: Conversation | null; error: UserError } }>(
        `mutation ($id: ID!, $rating: Int!) { rateSupportConversation(conversationId: $id, rating: $rating) {
          conversation { rating } error { code } } }`,
        { id: conversation.id, rating },
        { token },
      );
    const stranger = await verifiedUser(t);
    expect((await rate(stranger.tokens.accessToken, 1)).data!.rateSupportConversation.error?.code).toBe(
      'NOT_FOUND',
    );
    expect((await rate(holder.token, 9)).data!.rateSupportConversation.error?.code).toBe('VALIDATION_FAILED');
    expect((await rate(holder.token, 5)).data!.rateSupportConversation).toEqual({
      conversation: { rating: 5 },
      error: null,
    });
    expect((await rate(holder.token, 1)).data!.rateSupportConversation.error?.code).toBe(
      'SUPPORT.ALREADY_RATED',
    );
  });

  it('starts a new conversation when the person writes after one ended', async () => {
    const before = (await current(holder.token))!;
    const next = await say(holder.token, 'One more question');
    expect(next.conversation!.id).not.toBe(before.id);
    expect(next.conversation!.status).toBe('ASSISTANT');
  });

  it('lets only the agent who took a conversation reply in it', async () => {
    const person = await verifiedUser(t);
    await say(person.tokens.accessToken, 'Hello');
    const { conversation } = await act(person.tokens.accessToken, 'requestSupportAgent');
    const other = await supportAgent();
    const early = await t.graphql<{ replyToSupportConversation: { error: UserError } }>(
      `mutation ($input: ReplyToSupportConversationInput!) { replyToSupportConversation(input: $input) { error { code } } }`,
      { input: { conversationId: conversation!.id, clientMessageId: 'x', text: 'Hi' } },
      { token: other.token },
    );
    expect(early.data!.replyToSupportConversation.error?.code).toBe('SUPPORT.NOT_WAITING');
    expect(await auditOf(conversation!.id)).toEqual([]);
  });
});
