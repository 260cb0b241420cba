// The assistant's answering core over the real modules (issue 28; the chat comes later): a policyholder's
// "when is my next payment?" is answered from their billing schedule, "is my policy active?" from the policy,
// "where is my policy packet?" from their documents; other questions from the help articles above a relevance
// threshold, else a handoff to a person. Only a signed-in, verified person is answered, about themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '@wysh/domain/dates';
import { formatDollars, cents } from '@wysh/domain/money';
import { registered, verifiedUser } from './support/accounts.ts';
import { sandboxCardPort } from './support/cards.ts';
import { buyTermPolicy } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
beforeAll(async () => {
  t = await startTestApp({ SUPPORT_PHONE: '(800) 555-0199' });
  cardPort = await sandboxCardPort(t);
});
afterAll(() => t.close());

type Answer = {
  kind: 'FROM_DATA' | 'ARTICLE' | 'HANDOFF';
  topic: string | null;
  handoffReason: string | null;
  text: string;
  link: { label: string; href: string } | null;
  article: { slug: string; title: string } | null;
};

async function ask(token: string | undefined, question: string) {
  return t.graphql<{ assistantAnswer: Answer }>(
    `query ($q: String!) { assistantAnswer(question: $q) {
      kind topic handoffReason text link { label href } article { slug title } } }`,
    { q: question },
    token ? { token } : {},
  );
}

async function answer(token: string, question: string): Promise<Answer> {
  const result = await ask(token, question);
  expect(result.errors).toBeUndefined();
  return result.data!.assistantAnswer;
}

describe('the assistant, for a policyholder', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await buyTermPolicy(t, cardPort));
  });

  it('answers "when is my next payment?" with the billing schedule\'s date and the plan\'s premium', async () => {
    const { data } = await t.graphql<{
      userPolicy: { accountsProduct: { amount: number; nextPayment: { date: string } } };
    }>('{ userPolicy { accountsProduct { amount nextPayment { date } } } }', {}, { token });
    const { amount, nextPayment } = data!.userPolicy.accountsProduct;

    const reply = await answer(token, 'When is my next payment?');
    expect(reply).toMatchObject({ kind: 'FROM_DATA', topic: 'next_payment' });
    expect(reply.text).toBe(
      `Your next payment is ${formatDollars(cents(amount))}, due ${formatLongDate(nextPayment.date)}.`,
    );
    expect(reply.article?.slug).toBe('billing-and-grace-period');
  });

  it('answers "is my policy active?" from the policy', async () => {
    const reply = await answer(token, 'Is my policy active?');
    expect(reply).toMatchObject({ kind: 'FROM_DATA', topic: 'policy_status' });
    expect(reply.text).toMatch(/^Yes: your Term Life Insurance policy WT\w+ is active\.$/);
  });

  it('answers "where is my policy packet?": not ready until its job made it, then its page', async () => {
    const before = await answer(token, 'Where is my policy packet?');
    expect(before).toMatchObject({ kind: 'FROM_DATA', topic: 'policy_packet' });
    expect(before.link).toEqual({ label: 'Your policy documents', href: '/account/documents/policy' });

    await t.jobs.drain();
    const after = await answer(token, 'Where is my policy packet?');
    expect(after.text).toBe('Your policy packet is in your documents, under Policy documents.');
    expect(after.link).toEqual({
      label: 'Open your policy packet',
      href: expect.stringMatching(/^\/account\/document\/[0-9a-f-]{36}$/),
    });
    expect(after.article?.slug).toBe('your-documents');
  });

  it('answers other questions with the help article that answers them', async () => {
    const reply = await answer(token, 'How do I cancel?');
    expect(reply).toMatchObject({
      kind: 'ARTICLE',
      text: 'You can cancel your policy at any time, with no fee.',
      article: { slug: 'cancelling-your-policy', title: 'Cancelling your policy' },
    });
    expect((await answer(token, 'what happens if I miss a payment')).article?.slug).toBe(
      'billing-and-grace-period',
    );
  });

  it('hands over to a person what no article answers, or when a person is asked for', async () => {
    expect(await answer(token, 'Can you recommend a good pizza place?')).toMatchObject({
      kind: 'HANDOFF',
      handoffReason: 'no_answer',
      article: null,
    });
    expect(await answer(token, 'I want to speak to a person')).toMatchObject({
      kind: 'HANDOFF',
      handoffReason: 'asked_for_person',
    });
  });
});

describe('the assistant, for others', () => {
  it('tells a person with no policy that it sees none, inventing nothing', async () => {
    const { tokens } = await verifiedUser(t);
    const reply = await answer(tokens.accessToken, 'When is my next payment?');
    expect(reply.text).toBe(
      "I don't see a policy on your account yet. Once you buy one, your next payment shows here.",
    );
    expect(reply.text).not.toMatch(/\$\d/);
  });

  it('answers only a signed-in, verified person', async () => {
    const anonymous = await ask(undefined, 'When is my next payment?');
    expect(anonymous.data?.assistantAnswer ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBeDefined();
    const { tokens } = await registered(t);
    const identified = await ask(tokens.accessToken, 'When is my next payment?');
    expect(identified.errors?.length).toBeGreaterThan(0);
  });
});
