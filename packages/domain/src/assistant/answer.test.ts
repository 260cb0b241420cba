import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import { answerQuestion, MIN_ARTICLE_RANK, type AssistantContext, type ArticleMatch } from './answer.ts';
import { dataIntentOf } from './intents.ts';

const activePolicy = {
  label: 'WT1234567',
  status: 'active' as const,
  productName: 'Term Life Insurance',
  lapsesOn: null,
  coverEndedOn: null,
};

const context = (overrides: Partial<AssistantContext> = {}): AssistantContext => ({
  policy: activePolicy,
  nextPayment: { dueOn: '2026-12-15', amount: cents(2373), pastDue: false },
  packet: { url: '/documents/p1.pdf?signature=s' },
  ...overrides,
});

const billingArticle: ArticleMatch = {
  slug: 'billing-and-grace-period',
  title: 'When your payment is due, and what happens if you miss one',
  summary: 'Your first premium is paid when you buy your policy.',
  rank: 0.4,
  matchedAllWords: true,
};
const cancelArticle: ArticleMatch = {
  slug: 'cancelling-your-policy',
  title: 'Cancelling your policy',
  summary: 'You can cancel your policy at any time, with no fee.',
  rank: 0.3,
  matchedAllWords: true,
};

describe('what a question asks for', () => {
  it.each([
    ['When is my next payment?', 'next_payment'],
    ['when is my payment due', 'next_payment'],
    ['How much is my next bill?', 'next_payment'],
    ['When will I be charged?', 'next_payment'],
    ['Is my policy active?', 'policy_status'],
    ['am I still covered', 'policy_status'],
    ['Where is my policy packet?', 'policy_packet'],
    ['where can I download my policy documents', 'policy_packet'],
    ['I want to talk to a person', 'talk_to_person'],
    ['agent', 'talk_to_person'],
    ['How do I cancel?', null],
    ['what happens if I miss a payment', null],
    ['', null],
  ])('"%s" is %s', (question, intent) => {
    expect(dataIntentOf(question)).toBe(intent);
  });
});

describe('the assistant', () => {
  it('answers the next payment from the billing schedule, linking the billing article', () => {
    expect(answerQuestion('When is my next payment?', context(), [billingArticle])).toEqual({
      kind: 'from_data',
      topic: 'next_payment',
      text: 'Your next payment is $23.73, due Dec 15, 2026.',
      link: null,
      article: { slug: billingArticle.slug, title: billingArticle.title },
    });
  });

  it('says a past-due payment is past due, and by when to pay it', () => {
    const answer = answerQuestion(
      'when is my payment due',
      context({
        policy: { ...activePolicy, status: 'grace', lapsesOn: '2027-01-15' },
        nextPayment: { dueOn: '2026-12-15', amount: cents(2373), pastDue: true },
      }),
      [],
    );
    expect(answer).toMatchObject({
      kind: 'from_data',
      text: 'Your payment of $23.73, due Dec 15, 2026, is past due. Pay it by Jan 15, 2027 to keep your cover.',
    });
  });

  it('never invents a figure: with no next payment known it hands over to a person', () => {
    expect(
      answerQuestion('When is my next payment?', context({ nextPayment: null }), [billingArticle]),
    ).toEqual({
      kind: 'handoff',
      reason: 'no_answer',
      text: "I'm not sure I can answer that correctly, so let me pass you to a person on our team.",
    });
  });

  it('says no payment is due without a policy, or with a lapsed one', () => {
    expect(answerQuestion('next payment?', context({ policy: null, nextPayment: null }), [])).toMatchObject({
      text: "I don't see a policy on your account yet. Once you buy one, your next payment shows here.",
    });
    const lapsed = { ...activePolicy, status: 'lapsed' as const, coverEndedOn: '2026-10-01' };
    expect(answerQuestion('next payment?', context({ policy: lapsed }), [])).toMatchObject({
      text: 'No payments are due: your policy lapsed on Oct 01, 2026. You may be able to reinstate it.',
    });
  });

  it('answers whether the policy is active from its status', () => {
    expect(answerQuestion('Is my policy active?', context(), [])).toMatchObject({
      kind: 'from_data',
      topic: 'policy_status',
      text: 'Yes: your Term Life Insurance policy WT1234567 is active.',
    });
    const settling = { ...activePolicy, label: null, status: 'settling' as const };
    expect(answerQuestion('am I covered', context({ policy: settling }), [])).toMatchObject({
      text: "Your Term Life Insurance policy isn't active yet: it starts when your bank payment settles, which takes up to 5 business days.",
    });
    expect(answerQuestion('is my policy active', context({ policy: null }), [])).toMatchObject({
      text: "I don't see a policy on your account yet.",
    });
  });

  it('points to the policy packet, or says it is not made yet', () => {
    expect(answerQuestion('Where is my policy packet?', context(), [])).toEqual({
      kind: 'from_data',
      topic: 'policy_packet',
      text: 'Your policy packet is in your documents, under Policy documents.',
      link: { label: 'Open your policy packet', href: '/documents/p1.pdf?signature=s' },
      article: null,
    });
    expect(answerQuestion('Where is my policy packet?', context({ packet: null }), [])).toMatchObject({
      link: { label: 'Your policy documents', href: '/account/documents/policy' },
    });
  });

  it('answers other questions with the best article above the threshold, else hands over', () => {
    expect(answerQuestion('How do I cancel?', context(), [cancelArticle, billingArticle])).toEqual({
      kind: 'article',
      text: cancelArticle.summary,
      article: { slug: cancelArticle.slug, title: cancelArticle.title },
    });
    const weak = { ...cancelArticle, rank: MIN_ARTICLE_RANK / 2 };
    expect(answerQuestion('How do I cancel?', context(), [weak])).toMatchObject({ kind: 'handoff' });
    const partial = { ...cancelArticle, rank: MIN_ARTICLE_RANK * 1.5, matchedAllWords: false };
    expect(answerQuestion('cancel my dog walker', context(), [partial])).toMatchObject({ kind: 'handoff' });
    expect(answerQuestion('tell me a joke', context(), [])).toMatchObject({
      kind: 'handoff',
      reason: 'no_answer',
    });
  });

  it("does not answer from a person's data without a verified session, but still from articles", () => {
    for (const question of [
      'When is my next payment?',
      'Is my policy active?',
      'Where is my policy packet?',
    ]) {
      expect(answerQuestion(question, null, [billingArticle])).toMatchObject({
        kind: 'handoff',
        reason: 'needs_verification',
      });
    }
    expect(answerQuestion('How do I cancel?', null, [cancelArticle])).toMatchObject({ kind: 'article' });
  });

  it('hands over at once when a person is asked for', () => {
    expect(answerQuestion('Can I talk to a human?', context(), [cancelArticle])).toMatchObject({
      kind: 'handoff',
      reason: 'asked_for_person',
    });
  });

  it('only ever states amounts and dates the context holds (any question, any context)', () => {
    const amounts = fc.integer({ min: 1, max: 10_000_000 });
    const days = fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(fc.string(), amounts, days, fc.boolean(), (question, amount, due, pastDue) => {
        const dueOn = due.toISOString().slice(0, 10);
        const answer = answerQuestion(
          question,
          context({ nextPayment: { dueOn, amount: cents(amount), pastDue } }),
          [],
        );
        const figures = answer.text.match(/\$[\d,]+\.\d{2}/g) ?? [];
        for (const figure of figures)
          expect(figure).toBe(`$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
      }),
    );
  });
});
