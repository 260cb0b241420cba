// An instant estimate from what an affiliate page knows (birth date, sex, cover): the answers checked, the cover
// rounded to the filed step within the filed limits, and the longest-standing default term the age allows. Priced
// at the non-tobacco class: the application asks the rest.
import { ageOn, parseCalendarDate } from '@wysh/domain/calendar';
import { isInsurableAge } from '@wysh/domain/eligibility';
import { TERM_LIFE_COVER, termOptions } from '@wysh/domain/pricing/premiums';

export const DEFAULT_TERM = 20;
export const DEFAULT_COVER = 50_000_000;

export type InstantAnswers = { birthdate: string; sex: string; amount: string | number };
export type InstantInput = {
  birthdate: string;
  sex: 'male' | 'female';
  amount: number;
  termDuration: number;
  tobacco: false;
};
export type InstantProblem = 'birthdate' | 'age' | 'sex' | 'amount';

export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "male" / "m" / "female" / "f", any case. */
export function sexOf(value: string | null | undefined): 'male' | 'female' | null {
  const normalised = value?.trim().toLowerCase();
  if (normalised === 'male' || normalised === 'm') return 'male';
  if (normalised === 'female' || normalised === 'f') return 'female';
  return null;
}

/** A cover in cents, on the $50,000 step, within the filed limits; null when it is not a number. */
export function offeredCover(cents: number): number | null {
  if (!Number.isFinite(cents) || cents <= 0) return null;
  const stepped = Math.round(cents / TERM_LIFE_COVER.step) * TERM_LIFE_COVER.step;
  return Math.min(TERM_LIFE_COVER.max, Math.max(TERM_LIFE_COVER.min, stepped));
}

export function instantInput(
  answers: InstantAnswers,
  on: string = today(),
): { input: InstantInput } | { problem: InstantProblem } {
  const birthdate = parseCalendarDate(answers.birthdate.trim());
  const age = birthdate ? ageOn(birthdate, on) : null;
  if (!birthdate || age === null) return { problem: 'birthdate' };
  if (!isInsurableAge(age)) return { problem: 'age' };
  const sex = sexOf(answers.sex);
  if (!sex) return { problem: 'sex' };
  const amount = offeredCover(Number(answers.amount));
  if (amount === null) return { problem: 'amount' };
  const terms = termOptions(age);
  const termDuration = terms.includes(DEFAULT_TERM) ? DEFAULT_TERM : terms.at(-1)!;
  return { input: { birthdate, sex, amount, termDuration, tobacco: false } };
}
