// The assistant's answering core (issue 28): given a question, what we know of the person and the help articles
// the search found for it, what to answer. Pure: the caller gathers the context (the policy, the next payment
// from the billing schedule, the packet's link) and the search results behind its ports.
//
// It never invents a figure: an amount or a date in an answer comes from the context as given, and when the
// context lacks it the assistant says what it can or hands the question to a person. An article answers only
// above a relevance threshold; below it, a person does.
import { formatLongDate } from '../dates.ts';
import { formatDollars, type Cents } from '../money.ts';
import type { PolicyStatus } from '../policies/policy-lifecycle.ts';
import { dataIntentOf, type DataIntent } from './intents.ts';

export type AssistantPolicy = {
  /** The policy number; null before it is issued. */
  label: string | null;
  status: PolicyStatus;
  /** "Term Life Insurance", "Accidental Death Insurance". */
  productName: string;
  /** yyyy-MM-dd: the lapse date while a premium is past due (grace). */
  lapsesOn: string | null;
  /** yyyy-MM-dd: the day cover ended (lapsed, cancelled, terminated, expired). */
  coverEndedOn: string | null;
};

export type AssistantContext = {
  /** The person's newest policy, or null when they have none. */
  policy: AssistantPolicy | null;
  /** The next premium from the billing schedule: its due date and amount; null when none is due or known. */
  nextPayment: { dueOn: string; amount: Cents; pastDue: boolean } | null;
  /** Where the policy packet is, once it is made. */
  packet: { url: string } | null;
};

export type ArticleMatch = {
  slug: string;
  title: string;
  summary: string;
  /** Full-text rank (ts_rank, normalised by length). */
  rank: number;
  matchedAllWords: boolean;
};

export type ArticleRef = { slug: string; title: string };
export type AnswerLink = { label: string; href: string };

export type AssistantAnswer =
  | {
      kind: 'from_data';
      topic: Exclude<DataIntent, 'talk_to_person'>;
      text: string;
      link: AnswerLink | null;
      article: ArticleRef | null;
    }
  | { kind: 'article'; text: string; article: ArticleRef }
  | { kind: 'handoff'; reason: HandoffReason; text: string };

/**
 * asked_for_person: the person asked for one; no_answer: nothing known answers it; needs_verification: the answer
 * is in the person's data, which a session not yet verified by a phone code may not read.
 */
export type HandoffReason = 'asked_for_person' | 'no_answer' | 'needs_verification';

/**
 * Below this rank an article is not an answer, only a guess. Calibrated on the help centre's search (ts_rank with
 * the title weighing 1 and the body 0.2, normalised by length): the question's words in an article's title rank
 * about 0.05 to 0.15, a plain-words question found only in a body 0.01 to 0.03.
 */
export const MIN_ARTICLE_RANK = 0.015;

const ARTICLE_FOR: Record<Exclude<DataIntent, 'talk_to_person'>, string> = {
  next_payment: 'billing-and-grace-period',
  policy_status: 'billing-and-grace-period',
  policy_packet: 'your-documents',
};

const HANDOFF_TEXT: Record<HandoffReason, string> = {
  asked_for_person: 'Of course. Let me pass you to a person on our team.',
  no_answer: "I'm not sure I can answer that correctly, so let me pass you to a person on our team.",
  needs_verification:
    "I can answer that once you've confirmed it's you with the code we text to your phone (sign in again to get one). A person on our team can help too.",
};

const date = (day: string) => formatLongDate(day);

function handoff(reason: HandoffReason): AssistantAnswer {
  return { kind: 'handoff', reason, text: HANDOFF_TEXT[reason] };
}

function articleRef(slug: string, articles: readonly ArticleMatch[]): ArticleRef | null {
  const found = articles.find((article) => article.slug === slug);
  return found ? { slug: found.slug, title: found.title } : null;
}

function noPolicy(): string {
  return "I don't see a policy on your account yet.";
}

function nextPaymentAnswer(context: AssistantContext): string | null {
  const { policy, nextPayment } = context;
  if (!policy) return `${noPolicy()} Once you buy one, your next payment shows here.`;
  if (policy.status === 'lapsed')
    return `No payments are due: your policy lapsed${policy.coverEndedOn ? ` on ${date(policy.coverEndedOn)}` : ''}. You may be able to reinstate it.`;
  if (['cancelled', 'terminated', 'expired', 'withdrawn'].includes(policy.status))
    return 'No payments are due: your policy has ended.';
  if (!nextPayment) return null;
  const amount = formatDollars(nextPayment.amount);
  if (nextPayment.pastDue) {
    const by = policy.lapsesOn ? ` Pay it by ${date(policy.lapsesOn)} to keep your cover.` : '';
    return `Your payment of ${amount}, due ${date(nextPayment.dueOn)}, is past due.${by}`;
  }
  return `Your next payment is ${amount}, due ${date(nextPayment.dueOn)}.`;
}

function policyStatusAnswer(context: AssistantContext): string | null {
  const { policy } = context;
  if (!policy) return noPolicy();
  const name = policy.label ? `${policy.productName} policy ${policy.label}` : `${policy.productName} policy`;
  switch (policy.status) {
    case 'active':
      return `Yes: your ${name} is active.`;
    case 'grace':
      return policy.lapsesOn
        ? `Your ${name} is active, but a payment is past due. Pay it by ${date(policy.lapsesOn)} to keep your cover.`
        : `Your ${name} is active, but a payment is past due.`;
    case 'pending':
      return `Your ${name} isn't active yet: it starts once your first payment is made.`;
    case 'settling':
      return `Your ${name} isn't active yet: it starts when your bank payment settles, which takes up to 5 business days.`;
    case 'lapsed':
      return `Your ${name} lapsed${policy.coverEndedOn ? ` on ${date(policy.coverEndedOn)}` : ''}, so it isn't active. You may be able to reinstate it.`;
    case 'cancelled':
    case 'terminated':
    case 'expired':
    case 'withdrawn':
      return `Your ${name} isn't active: it has ended${policy.coverEndedOn ? ` (cover ended on ${date(policy.coverEndedOn)})` : ''}.`;
  }
}

function packetAnswer(context: AssistantContext): { text: string; link: AnswerLink | null } {
  if (context.packet)
    return {
      text: 'Your policy packet is in your documents, under Policy documents.',
      link: { label: 'Open your policy packet', href: context.packet.url },
    };
  if (!context.policy || ['pending', 'settling', 'withdrawn'].includes(context.policy.status))
    return { text: 'Your policy packet is made once your first payment goes through.', link: null };
  return {
    text: "Your policy packet isn't ready yet. It usually takes a few minutes after your payment: please try again soon.",
    link: { label: 'Your policy documents', href: '/account/documents/policy' },
  };
}

/**
 * What the assistant answers to `question`, from `context` and the articles found for it (best first). A null
 * context: the session may not read the person's data (not verified), so questions about it are not answered.
 */
export function answerQuestion(
  question: string,
  context: AssistantContext | null,
  articles: readonly ArticleMatch[],
  minRank: number = MIN_ARTICLE_RANK,
): AssistantAnswer {
  const intent = dataIntentOf(question);
  if (intent === 'talk_to_person') return handoff('asked_for_person');
  if (intent && !context) return handoff('needs_verification');
  if (intent && context) {
    const article = articleRef(ARTICLE_FOR[intent], articles);
    if (intent === 'policy_packet')
      return { kind: 'from_data', topic: intent, ...packetAnswer(context), article };
    const text = intent === 'next_payment' ? nextPaymentAnswer(context) : policyStatusAnswer(context);
    if (text === null) return handoff('no_answer');
    return { kind: 'from_data', topic: intent, text, link: null, article };
  }
  // An article holding only some of the question's words has to be twice as close to count as an answer.
  const best = articles[0];
  if (best && best.rank >= (best.matchedAllWords ? minRank : minRank * 2)) {
    return { kind: 'article', text: best.summary, article: { slug: best.slug, title: best.title } };
  }
  return handoff('no_answer');
}
