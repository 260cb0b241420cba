// The person's context beside a conversation in the agent console (issue 28 item 3): their billing state (the
// next premium as the billing schedule has it, what a declined renewal left past due and the day cover lapses in
// grace, the card on file), what is under way for them (a cover increase asked for) and the e-mails we sent them
// (the policy-issued e-mail, from the communications log). Customer service only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { userIdOf, verifiedUser } from './support/accounts.ts';
import { monthAfter } from './support/billing-invariants.ts';
import { sandboxCardPort } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import { cardStarts, rows } from './support/reinstating.ts';
import { loggedErrors, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;

beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
  // Monday 23 November 2026, 10am Eastern.
  t.clock.set(new Date('2026-11-23T15:00:00Z'));
}, 300_000);
afterAll(() => t.close());

type Context = {
  fullName: string;
  billing: {
    nextPayment: { dueOn: string; amount: number; estimated: boolean } | null;
    pastDue: { amount: number; invoices: number; lapsesOn: string | null } | null;
    paymentMethod: { kind: string; description: string; debitsStopped: boolean } | null;
  } | null;
  openCases: { kind: string; status: string; since: string }[];
  recentEmails: { subject: string; to: string; sentAt: string }[];
};

const CONTEXT = `query ($id: ID!) { supportAgentConversation(id: $id) { person {
  fullName
  billing { nextPayment { dueOn amount estimated } pastDue { amount invoices lapsesOn }
    paymentMethod { kind description debitsStopped } }
  openCases { kind status since }
  recentEmails { subject to sentAt } } } }`;

async function ask<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await t.graphql<T>(query, variables, { token });
  expect(answer.errors, loggedErrors(t)).toBeUndefined();
  return answer.data!;
}

async function supportAgent(): Promise<string> {
  const user = await verifiedUser(t);
  await grantRole(t.database.db, await userIdOf(t, user.tokens.accessToken), 'support', t.clock.now());
  return user.tokens.accessToken;
}

const contextOf = async (agent: string, id: string) =>
  (await ask<{ supportAgentConversation: { person: Context } }>(agent, CONTEXT, { id }))
    .supportAgentConversation.person;

/** The premium the policyholder home shows (its day and amount), and the policy's effective date. */
async function homeOf(person: Policyholder) {
  const { userPolicy } = await ask<{
    userPolicy: {
      label: string;
      monthlyPremium: number;
      accountsProduct: { amount: number; nextPayment: { date: string; estimated: boolean } | null };
    };
  }>(
    person.token,
    `{ userPolicy { label monthlyPremium accountsProduct { amount nextPayment { date estimated } } } }`,
  );
  const [policy] = await rows<{ effective_on: string }>(
    t,
    sql`select effective_on::text as effective_on from policies where id = ${person.policyId}`,
  );
  return { ...userPolicy, effectiveOn: policy!.effective_on };
}

describe("the person's context beside a conversation", () => {
  let holder: Policyholder;
  let agent: string;
  let id: string;
  let email: string;

  beforeAll(async () => {
    holder = await policyholder(t, cardPort);
    // The policy-issued e-mail goes out from its job.
    await t.jobs.drain();
    agent = await supportAgent();
    const sent = await ask<{ sendSupportMessage: { conversation: { id: string } } }>(
      holder.token,
      `mutation ($input: SendSupportMessageInput!) { sendSupportMessage(input: $input) { conversation { id } } }`,
      { input: { clientMessageId: 'context-1', text: 'When is my next payment?' } },
    );
    id = sent.sendSupportMessage.conversation.id;
    const [user] = await rows<{ email: string }>(t, sql`select email from users where id = ${holder.userId}`);
    email = user!.email;
  }, 180_000);

  it('is for customer service only', async () => {
    const own = await t.graphql(CONTEXT, { id }, { token: holder.token });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const nobody = await t.graphql(CONTEXT, { id });
    expect(nobody.data?.supportAgentConversation ?? null).toBeNull();
    expect(nobody.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
  });

  it('shows the next premium as the billing schedule has it, the card on file and the policy-issued e-mail', async () => {
    const home = await homeOf(holder);
    const context = await contextOf(agent, id);
    // A month after the effective date, the monthly premium: what the policyholder's home shows too.
    expect(context.billing).toEqual({
      nextPayment: { dueOn: monthAfter(home.effectiveOn, 1), amount: home.monthlyPremium, estimated: true },
      pastDue: null,
      paymentMethod: { kind: 'CARD', description: 'Visa ending in 4242', debitsStopped: false },
    });
    expect(home.accountsProduct.nextPayment!.date).toBe(context.billing!.nextPayment!.dueOn);

    const issued = context.recentEmails.find(
      (each) => each.subject === `Your policy ${home.label} is active`,
    );
    expect(issued).toMatchObject({ to: email.toLowerCase() });
    const times = context.recentEmails.map((each) => Date.parse(each.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(context.recentEmails.length).toBeLessThanOrEqual(10);
    expect(context.openCases).toEqual([]);
  });

  it('shows a cover increase asked for as an open case, since it was asked', async () => {
    const asked = await ask<{ requestCoverIncrease: { error: { code: string } | null } }>(
      holder.token,
      `mutation ($input: RequestCoverIncreaseInput!) { requestCoverIncrease(input: $input) { error { code } } }`,
      { input: { policyId: holder.policyId, amount: 75_000_000 } },
    );
    expect(asked.requestCoverIncrease.error).toBeNull();
    const context = await contextOf(agent, id);
    expect(context.openCases).toEqual([
      { kind: 'COVER_INCREASE', status: 'underwriting', since: t.clock.now().toISOString() },
    ]);
  });

  it('lists what agents did in the conversation, with their names, for customer service only', async () => {
    await ask(holder.token, 'mutation { requestSupportAgent { conversation { id } } }');
    await ask(
      agent,
      'mutation ($id: ID!) { takeSupportConversation(conversationId: $id) { error { code } } }',
      {
        id,
      },
    );
    const AUDIT = 'query ($id: ID!) { supportAuditLog(conversationId: $id) { action agentName at } }';
    const log = await ask<{ supportAuditLog: { action: string; agentName: string; at: string }[] }>(
      agent,
      AUDIT,
      { id },
    );
    expect(log.supportAuditLog).toEqual([
      { action: 'take', agentName: expect.any(String), at: t.clock.now().toISOString() },
    ]);
    expect(log.supportAuditLog[0]!.agentName).not.toBe('');
    const own = await t.graphql(AUDIT, { id }, { token: holder.token });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shows a declined renewal past due, the day cover lapses in grace, and the e-mails that said so', async () => {
    const premium = (await homeOf(holder)).monthlyPremium;
    await cardStarts(t, holder.userId, 'declining');
    for (const days of [32, 1]) {
      const moved = await t.app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { advanceSeconds: days * 86_400 },
      });
      expect(moved.statusCode).toBe(200);
      for (let round = 0; round < 3; round += 1) await t.jobs.drain();
    }
    // A month on, the agent signs in again too.
    const fresh = await supportAgent();
    await signBackIn(t, holder);
    const home = await homeOf(holder);
    const context = await contextOf(fresh, id);
    const missed = monthAfter(home.effectiveOn, 1);
    expect(context.billing!.pastDue).toMatchObject({ amount: premium, invoices: 1 });
    // At least 31 days after the missed due date (the grace notice's date).
    const lapsesOn = context.billing!.pastDue!.lapsesOn!;
    expect(Date.parse(`${lapsesOn}T00:00:00Z`) - Date.parse(`${missed}T00:00:00Z`)).toBeGreaterThanOrEqual(
      31 * 86_400_000,
    );
    // The next payment is the one past due, as the billing page says.
    expect(context.billing!.nextPayment).toEqual({ dueOn: missed, amount: premium, estimated: false });
    expect(home.accountsProduct.nextPayment!.date).toBe(missed);
    // The newest e-mails first, the last ten at most, the policy-issued one still among them or older.
    expect(context.recentEmails.length).toBeGreaterThan(1);
    expect(context.recentEmails.length).toBeLessThanOrEqual(10);
    const times = context.recentEmails.map((each) => Date.parse(each.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeGreaterThan(Date.parse('2026-12-20T00:00:00Z'));
    const subjects = context.recentEmails.map((each) => each.subject);
    expect(subjects).toContain(`Grace period notice for policy ${home.label}`);
    expect(subjects.some((subject) => /^Your premium payment of .* didn't go through$/.test(subject))).toBe(
      true,
    );
  });
});
