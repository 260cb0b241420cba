// A visitor's estimate, kept in this browser (localStorage) until they create an account or sign in, when
// claim-visitor-estimate saves it to the account: their three answers and the cover and term on the sliders.
// An estimate exists from the moment the answers are given (the sliders start at the first choice), so every
// screen that asks "is there an estimate?" - the editor, /coverage-preview, the builder's hint - reads this one
// store (through visitor-coverage.ts beside the visitor's wyshes) and answers the same.
import { create } from 'zustand';
import { ageOn } from '@wysh/domain/calendar';
import { estimateChoice } from '@wysh/domain/coverage-editor-state';

export const VISITOR_ESTIMATE_KEY = 'wysh.visitor-estimate';

export type VisitorAnswers = { birthdate: string; sex: 'male' | 'female'; tobacco: boolean };
export type VisitorChoice = { amount: number; termDuration: number };
export type VisitorEstimate = VisitorAnswers & VisitorChoice;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

/** The answers and the choice within the filed cover and the person's terms (the first choice when unset). */
function withChoice(answers: VisitorAnswers, chosen: Partial<Record<keyof VisitorChoice, unknown>> = {}) {
  const issueAge = ageOn(answers.birthdate, today());
  const choice = estimateChoice(issueAge ?? 0, {
    amount: numberOrNull(chosen.amount),
    termDuration: numberOrNull(chosen.termDuration),
  });
  return { ...answers, ...choice };
}

/** What this browser kept, read strictly; an older entry without a choice gets the first one. */
export function parseVisitorEstimate(raw: string | null | undefined): VisitorEstimate | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const { birthdate, sex, tobacco } = record;
    if (typeof birthdate !== 'string' || (sex !== 'male' && sex !== 'female') || typeof tobacco !== 'boolean')
      return null;
    return withChoice({ birthdate, sex, tobacco }, record);
  } catch {
    return null;
  }
}

function write(estimate: VisitorEstimate | null): void {
  try {
    if (estimate) storage()?.setItem(VISITOR_ESTIMATE_KEY, JSON.stringify(estimate));
    else storage()?.removeItem(VISITOR_ESTIMATE_KEY);
  } catch {
    // Storage full or blocked: the estimate still lives for this visit.
  }
}

interface VisitorEstimateState {
  estimate: VisitorEstimate | null;
  /** The three answers given: the estimate starts at the first choice. */
  start: (answers: VisitorAnswers) => VisitorEstimate;
  /** A cover or term chosen on the sliders. */
  choose: (choice: VisitorChoice) => void;
  /** An estimate priced elsewhere (the affiliate landing) kept as it is. */
  keep: (estimate: VisitorEstimate) => void;
  /** Drops it (after it reached the account). */
  forget: () => void;
}

export const useVisitorEstimate = create<VisitorEstimateState>()((set, get) => {
  const put = (estimate: VisitorEstimate | null) => {
    write(estimate);
    set({ estimate });
  };
  return {
    estimate: parseVisitorEstimate(storage()?.getItem(VISITOR_ESTIMATE_KEY)),
    start: (answers) => {
      const estimate = withChoice(answers);
      put(estimate);
      return estimate;
    },
    choose: (choice) => {
      const current = get().estimate;
      if (current) put(withChoice(current, choice));
    },
    keep: (estimate) => put(withChoice(estimate, estimate)),
    forget: () => put(null),
  };
});
