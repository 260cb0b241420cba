// A small condition language over named facts, shared by the flows' branching and the coming underwriting
// rules so there is one evaluator, not two. A condition is plain JSON (it can be stored, sent and checked):
//   { all: [{ field: 'profile.birthdate', ageUnder: 18 }, { not: { field: 'state', oneOf: ['NY'] } }] }
// Leaves compare one fact (`field`) with a value; all/any/not combine them. A caller may add its own leaves
// (flows add `{ action }` and `{ scope }`) by passing an evaluator for them: the language stays closed and typed.

import { ageOn, parseCalendarDate } from './calendar.ts';

export type Scalar = string | number | boolean | null;

/** A leaf over one fact. A fact that is missing, or not of the compared kind, never satisfies a comparison. */
export type Comparison =
  | { field: string; equals: Scalar }
  | { field: string; oneOf: readonly Scalar[] }
  | { field: string; lessThan: number }
  | { field: string; atMost: number }
  | { field: string; greaterThan: number }
  | { field: string; atLeast: number }
  /** Whole-year age on `today` of a calendar date fact (a birthdate) is below the bound. */
  | { field: string; ageUnder: number }
  | { field: string; ageOver: number }
  | { field: string; present: boolean };

/** The language: comparisons, the caller's own leaves L (none by default), and all/any/not over them. */
export type Condition<L = never> =
  | Comparison
  | L
  | { all: readonly Condition<L>[] }
  | { any: readonly Condition<L>[] }
  | { not: Condition<L> };

export type Facts = {
  /** Fact name -> value (a flow's answers, an applicant's profile, a quote's inputs). */
  values: Readonly<Record<string, unknown>>;
  /** "yyyy-MM-dd": the day ages are counted on. */
  today: string;
};

export const COMPARISON_OPERATORS = [
  'equals',
  'oneOf',
  'lessThan',
  'atMost',
  'greaterThan',
  'atLeast',
  'ageUnder',
  'ageOver',
  'present',
] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value is a comparison leaf: a `field` and exactly one operator. */
export function isComparison(value: unknown): value is Comparison {
  if (!isObject(value) || typeof value.field !== 'string') return false;
  const keys = Object.keys(value).filter((key) => key !== 'field');
  return keys.length === 1 && (COMPARISON_OPERATORS as readonly string[]).includes(keys[0]!);
}

function ageOf(value: unknown, today: string): number | null {
  const date = typeof value === 'string' ? parseCalendarDate(value) : null;
  return date ? ageOn(date, today) : null;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function compare(leaf: Comparison, facts: Facts): boolean {
  const value = facts.values[leaf.field];
  if ('equals' in leaf) return (value ?? null) === leaf.equals;
  if ('oneOf' in leaf) return isScalar(value) && leaf.oneOf.includes(value);
  if ('present' in leaf) return (value !== undefined && value !== null && value !== '') === leaf.present;
  if ('ageUnder' in leaf || 'ageOver' in leaf) {
    const age = ageOf(value, facts.today);
    if (age === null) return false;
    return 'ageUnder' in leaf ? age < leaf.ageUnder : age > leaf.ageOver;
  }
  if (!isNumber(value)) return false;
  if ('lessThan' in leaf) return value < leaf.lessThan;
  if ('atMost' in leaf) return value <= leaf.atMost;
  if ('greaterThan' in leaf) return value > leaf.greaterThan;
  return value >= leaf.atLeast;
}

/**
 * Whether a condition holds over the facts. `leaf` decides the caller's own leaves; without one, a condition
 * that is not of the language is a programming error and throws.
 */
export function evaluate<L = never>(
  condition: Condition<L>,
  facts: Facts,
  leaf?: (condition: L) => boolean,
): boolean {
  if (isObject(condition)) {
    if ('all' in condition && Array.isArray(condition.all))
      return condition.all.every((c: Condition<L>) => evaluate(c, facts, leaf));
    if ('any' in condition && Array.isArray(condition.any))
      return condition.any.some((c: Condition<L>) => evaluate(c, facts, leaf));
    if ('not' in condition && isObject(condition.not))
      return !evaluate(condition.not as Condition<L>, facts, leaf);
    if (isComparison(condition)) return compare(condition, facts);
  }
  if (!leaf) throw new Error(`Not a condition: ${JSON.stringify(condition)}`);
  return leaf(condition as L);
}

/**
 * A problem with a condition read from JSON (a definition, a rules table), or null when it is one of the
 * language; `isLeaf` accepts the caller's own leaves. Checked at start-up, so evaluate never meets a stray shape.
 */
export function conditionProblem(
  value: unknown,
  isLeaf: (value: unknown) => boolean = () => false,
): string | null {
  if (!isObject(value)) return 'a condition must be an object';
  if (isLeaf(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 1 && (keys[0] === 'all' || keys[0] === 'any')) {
    const list = value[keys[0]];
    if (!Array.isArray(list) || list.length === 0) return `${keys[0]} must list at least one condition`;
    for (const item of list) {
      const problem = conditionProblem(item, isLeaf);
      if (problem) return problem;
    }
    return null;
  }
  if (keys.length === 1 && keys[0] === 'not') return conditionProblem(value.not, isLeaf);
  if (!isComparison(value)) return `not a condition: ${JSON.stringify(value)}`;
  if (value.field.length === 0) return 'field must not be empty';
  return operandProblem(value);
}

function operandProblem(leaf: Comparison): string | null {
  if ('equals' in leaf)
    return isScalar(leaf.equals) ? null : 'equals takes a string, number, boolean or null';
  if ('oneOf' in leaf)
    return Array.isArray(leaf.oneOf) && leaf.oneOf.length > 0 && leaf.oneOf.every(isScalar)
      ? null
      : 'oneOf takes a non-empty list of strings, numbers, booleans or null';
  if ('present' in leaf) return typeof leaf.present === 'boolean' ? null : 'present takes true or false';
  const bound = Object.values(leaf).find((v) => v !== leaf.field);
  if ('ageUnder' in leaf || 'ageOver' in leaf)
    return Number.isInteger(bound) && (bound as number) >= 0
      ? null
      : 'an age bound is a whole number of years';
  return isNumber(bound) ? null : 'a comparison takes a finite number';
}

/** The facts a condition reads (for checks that every field it names exists). */
export function fieldsOf<L>(condition: Condition<L>): string[] {
  if (!isObject(condition)) return [];
  if ('all' in condition && Array.isArray(condition.all))
    return condition.all.flatMap((c: Condition<L>) => fieldsOf(c));
  if ('any' in condition && Array.isArray(condition.any))
    return condition.any.flatMap((c: Condition<L>) => fieldsOf(c));
  if ('not' in condition && isObject(condition.not)) return fieldsOf(condition.not as Condition<L>);
  return isComparison(condition) ? [condition.field] : [];
}
