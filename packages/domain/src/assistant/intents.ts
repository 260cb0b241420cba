// What a question to the assistant asks for, when it is one the person's own data answers: a few plain-word
// patterns, checked in order. Anything else is left to the help articles (or a person).

export type DataIntent = 'talk_to_person' | 'next_payment' | 'policy_status' | 'policy_packet';

const normalised = (question: string) =>
  question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const PATTERNS: ReadonlyArray<readonly [DataIntent, RegExp]> = [
  [
    'talk_to_person',
    /\b(talk|speak|chat|connect)\b.*\b(person|human|agent|someone|somebody|representative|rep|people)\b|^(agent|human|person|representative)$/,
  ],
  [
    'next_payment',
    /\b(next|upcoming)\b.*\b(payment|premium|bill|billing date|charge|draft)\b|\bwhen\b.*\b(payment|premium|bill|charged?)\b.*\b(due|next|taken|charged?)\b|\bwhen\b.*\b(is|am)\b.*\b(payment|premium)\b|\bwhen will (i|you) be (charged|billed)\b|\bhow much\b.*\b(next|owe|due)\b/,
  ],
  [
    'policy_packet',
    /\b(policy )?packet\b|\bpolicy (documents?|details|pdf)\b|\b(where|find|get|download|see)\b.*\bmy (policy|documents?)\b(?!.*\b(active|cover))/,
  ],
  [
    'policy_status',
    /\b(is|am)\b.*\b(policy|coverage|cover|insurance|i)\b.*\b(active|in force|valid|covered|lapsed|cancelled|still)\b|\bam i (still )?(covered|insured)\b|\b(policy|coverage) status\b|\bstatus of my (policy|coverage)\b/,
  ],
];

/** The data intent of a question, or null when the help articles should answer it. */
export function dataIntentOf(question: string): DataIntent | null {
  const text = normalised(question);
  if (text === '') return null;
  for (const [intent, pattern] of PATTERNS) if (pattern.test(text)) return intent;
  return null;
}
