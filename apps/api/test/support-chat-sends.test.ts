// The agent console's e-mails from inside a conversation (issue 28 item 3): the policy packet sent again and a
// sign-in link. Customer service only, and only the agent who has the conversation; each e-mail lands in the
// outbox with a system message in the conversation and an audit row, written together; a refusal sends nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { latestMessageTo, userIdOf, verifiedUser } from './support/accounts.ts';
import { sandboxCardPort } from './support/cards.ts';
import { policyholder, type Policyholder } from './support/policyholders.ts';
import { rows } from './support/reinstating.ts';
import { loggedErrors, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;

beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
  // Monday 23 November 2026, 10am Eastern: agents are on duty.
  t.clock.set(new Date('2026-11-23T15:00:00Z'));
}, 300_000);
afterAll(() => t.close());

type UserError = { code: string; message: string } | null;
type Sent = { message: { author: string; body: string; event: string | null } | null; error: UserError };

async function ask<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await t.graphql<T>(query, variables, { token });
  expect(answer.errors, loggedErrors(t)).toBeUndefined();
  return answer.data!;
}

async function supportAgent(): Promise<{ token: string; userId: string }> {
  const user = await verifiedUser(t);
  const userId = await userIdOf(t, user.tokens.accessToken);
  await grantRole(t.database.db, userId, 'support', t.clock.now());
  return { token: user.tokens.accessToken, userId };
}

/** The person asks for an agent; `agent` takes the conversation. */
async function conversationWith(person: string, agent: string): Promise<string> {
  await ask(
    person,
    `mutation ($input: SendSupportMessageInput!) { sendSupportMessage(input: $input) { error { code } } }`,
    { input: { clientMessageId: `hello-${Date.now()}`, text: 'I lost my policy papers' } },
  );
  const queued = await ask<{ requestSupportAgent: { conversation: { id: string } } }>(
    person,
    'mutation { requestSupportAgent { conversation { id } } }',
  );
  const id = queued.requestSupportAgent.conversation.id;
  const taken = await ask<{ takeSupportConversation: { error: UserError } }>(
    agent,
    'mutation ($id: ID!) { takeSupportConversation(conversationId: $id) { error { code } } }',
    { id },
  );
  expect(taken.takeSupportConversation.error).toBeNull();
  return id;
}

const send = (mutation: string, token: string, id: string) =>
  t.graphql<Record<string, Sent>>(
    `mutation ($id: ID!) { ${mutation}(conversationId: $id) { message { author body event } error { code message } } }`,
    { id },
    { token },
  );

async function emailOf(userId: string): Promise<string> {
  const [user] = await rows<{ email: string }>(t, sql`select email from users where id = ${userId}`);
  return user!.email;
}

async function auditOf(conversationId: string) {
  return rows<{ action: string; agent_id: string; details: Record<string, unknown> }>(
    t,
    sql`select action, agent_id, details from support_audit_log where conversation_id = ${conversationId} order by at, action`,
  );
}

async function outbox(to: string) {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (
    response.json() as {
      messages: Array<{
        subject: string;
        text: string;
        attachments: Array<{ filename: string; contentType: string; url: string }>;
      }>;
    }
  ).messages;
}

describe('e-mails customer service sends from a conversation', () => {
  let holder: Policyholder;
  let agent: { token: string; userId: string };
  let id: string;
  let email: string;

  beforeAll(async () => {
    holder = await policyholder(t, cardPort);
    agent = await supportAgent();
    id = await conversationWith(holder.token, agent.token);
    email = await emailOf(holder.userId);
  }, 120_000);

  it('refuses the packet before it is made, and anyone but the agent who has the conversation', async () => {
    const early = await send('resendPolicyPacketFromConversation', agent.token, id);
    expect(early.data!.resendPolicyPacketFromConversation!.error?.code).toBe('SUPPORT.PACKET_NOT_READY');
    await t.jobs.drain();
    const before = (await outbox(email)).length;

    const own = await send('resendPolicyPacketFromConversation', holder.token, id);
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const link = await send('sendSignInLinkFromConversation', holder.token, id);
    expect(link.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await supportAgent();
    const notTheirs = await send('sendSignInLinkFromConversation', other.token, id);
    expect(notTheirs.data!.sendSignInLinkFromConversation!.error?.code).toBe('SUPPORT.NOT_WAITING');

    expect((await outbox(email)).length).toBe(before);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['take']);
  });

  it('e-mails the policy packet again, tells the person in the conversation, and audits it', async () => {
    t.clock.advance(60_000);
    const sent = await send('resendPolicyPacketFromConversation', agent.token, id);
    expect(sent.errors, loggedErrors(t)).toBeUndefined();
    expect(sent.data!.resendPolicyPacketFromConversation).toEqual({
      message: { author: 'SYSTEM', body: 'We e-mailed you your policy packet.', event: 'policy_packet_sent' },
      error: null,
    });

    const [mail] = await outbox(email);
    expect(mail!.subject).toMatch(/^Your policy packet for W[TA]\d+/);
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({ contentType: 'application/pdf' });
    expect(attachment!.filename).toMatch(/^policy-W[TA]\d+\.pdf$/);
    const file = await t.app.inject({ method: 'GET', url: attachment!.url });
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const audit = await auditOf(id);
    expect(audit.at(-1)).toMatchObject({
      action: 'resend_policy_packet',
      agent_id: agent.userId,
      details: { policyId: holder.policyId },
    });
  });

  it('e-mails a sign-in link that signs the person in, tells them in the conversation, and audits it', async () => {
    t.clock.advance(60_000);
    const sent = await send('sendSignInLinkFromConversation', agent.token, id);
    expect(sent.data!.sendSignInLinkFromConversation).toEqual({
      message: { author: 'SYSTEM', body: 'We e-mailed you a sign-in link.', event: 'sign_in_link_sent' },
      error: null,
    });

    const mail = await latestMessageTo(t, email);
    expect(mail?.subject).toBe('Your sign-in link');
    const token = new URL(/https?:\/\/\S+/.exec(mail!.text!)![0]).searchParams.get('token');
    const exchanged = await t.graphql<{
      exchangeLoginToken: { token: { authLevel: string } | null; error: UserError };
    }>(
      `mutation ($input: ExchangeLoginTokenInput!) { exchangeLoginToken(input: $input) { token { authLevel } error { code } } }`,
      { input: { loginToken: token } },
    );
    expect(exchanged.data!.exchangeLoginToken).toEqual({ token: { authLevel: 'IDENTIFIED' }, error: null });

    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'take',
      'resend_policy_packet',
      'send_sign_in_link',
    ]);
    const messages = await rows<{ event: string | null }>(
      t,
      sql`select event from support_messages where conversation_id = ${id} and author = 'system' order by seq`,
    );
    expect(messages.map((m) => m.event)).toEqual([
      'queued',
      'agent_joined',
      'policy_packet_sent',
      'sign_in_link_sent',
    ]);
  });
});
