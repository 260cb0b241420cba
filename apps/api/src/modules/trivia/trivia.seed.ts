import type { DbOrTx } from '../../db/database.ts';
import { upsertQuestions } from './trivia.repository.ts';

type Question = { slug: string; prompt: string; choices: string[]; correct: number; explanation: string };

const questions: Question[] = [
  {
    slug: 'first-life-policy',
    prompt: 'Life insurance in America dates back to which century?',
    choices: ['The 1600s', 'The 1700s', 'The 1800s', 'The 1900s'],
    correct: 1,
    explanation:
      'The first life insurer in the colonies was founded in Philadelphia in 1759, to support the families of ministers.',
  },
  {
    slug: 'term-meaning',
    prompt: 'What does the "term" in term life insurance mean?',
    choices: [
      'The length of your cover',
      'The interest rate',
      'The waiting period',
      'The number of beneficiaries',
    ],
    correct: 0,
    explanation:
      'Term life covers you for a set number of years; if you die during the term, your beneficiaries are paid.',
  },
  {
    slug: 'free-look',
    prompt: 'How many days do you have to cancel a new policy for a full refund?',
    choices: ['3 days', '10 days', '30 days', '90 days'],
    correct: 1,
    explanation: 'Our free-look period is 10 days: cancel in that time and every cent comes back to you.',
  },
  {
    slug: 'beneficiary-age',
    prompt: 'How old must a beneficiary be to receive a payout directly?',
    choices: ['16', '18', '21', 'Any age'],
    correct: 2,
    explanation:
      'We pay beneficiaries who are 21 or older directly; younger people usually need a trust or a custodian.',
  },
  {
    slug: 'payout-taxes',
    prompt: 'Is a life insurance payout usually subject to federal income tax?',
    choices: ['Yes, always', 'Usually not', 'Only above $100,000', 'Only for spouses'],
    correct: 1,
    explanation: 'Death benefits paid to a named beneficiary are generally free of federal income tax.',
  },
  {
    slug: 'price-factors',
    prompt: 'Which of these makes the biggest difference to the price of term life?',
    choices: ['Your favourite colour', 'Your age and health', 'Your zip code', 'The day you apply'],
    correct: 1,
    explanation:
      'Age, health and tobacco use drive the price; that is why locking in a rate while young saves money.',
  },
  {
    slug: 'ad-cover',
    prompt: 'Accidental death insurance pays out when…',
    choices: ['You die of any cause', 'You die in a covered accident', 'You are hospitalised', 'You retire'],
    correct: 1,
    explanation:
      'Accidental death cover pays for deaths from covered accidents, such as a car crash; illness is not covered.',
  },
];

export async function seedTrivia(db: DbOrTx): Promise<void> {
  await upsertQuestions(
    db,
    questions.map((question, position) => ({
      slug: question.slug,
      position,
      prompt: question.prompt,
      choices: question.choices.map((text, index) => ({ id: String.fromCharCode(97 + index), text })),
      correctChoiceId: String.fromCharCode(97 + question.correct),
      explanation: question.explanation,
    })),
  );
}
