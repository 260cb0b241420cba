// The shape of a versioned underwriting rule set: data (conditions in the shared condition language, numbers,
// plain-language reasons) plus the one pure function that derives the facts those conditions read. A changed
// rule, threshold, reason or fact is a new version; old versions stay in the registry (rules.ts) so a decision
// stored years ago can be read with the rules that made it, and run again.
import type { Condition } from '../conditions.ts';
import type { Cents } from '../money.ts';
import type { TermLifeClass } from '../pricing/rate-tables.ts';
import type { EmploymentStatus, UnderwritingInput } from './answers.ts';
import type { Facts } from './facts.ts';

/** What a rule does to one product: decline it, send it to an underwriter, or leave it offered. */
export type ProductAction = 'decline' | 'refer' | 'offer';

/** A knockout (or a case the guidelines leave to a person): when its condition holds, each product's action. */
export type KnockoutRule = {
  id: string;
  reason: string;
  when: Condition;
  termLife: ProductAction;
  accidentalDeath: ProductAction;
};

/** One level of a class criterion: when `when` holds, the class is at best `atBest` (null: no class fits, refer). */
export type ClassStep = { atBest: TermLifeClass | null; when: Condition; reason: string };

/** A class criterion (a row of the class table): its steps worst first; the first that holds applies. */
export type ClassCriterion = { id: string; steps: readonly ClassStep[] };

/** Nicotine moves every class to a tobacco one: the better when `preferredWhen` holds, else the other. */
export type NicotineRule = {
  id: string;
  when: Condition;
  preferredWhen: Condition;
  preferred: { rateClass: TermLifeClass; reason: string };
  otherwise: { rateClass: TermLifeClass; reason: string };
};

export type CoverRuleId =
  | 'COVER-INCOME'
  | 'COVER-NO-INCOME'
  | 'COVER-NO-INCOME-REFER'
  | 'COVER-BELOW-MINIMUM'
  | 'COVER-LARGE-AT-40'
  | 'COVER-TERM-YEARS';

export type CoverRules = {
  termLife: { min: Cents; max: Cents; step: Cents };
  accidentalDeath: { min: Cents; max: Cents; step: Cents };
  /** Term ages (inclusive) and their income multiple. */
  incomeMultiples: readonly { fromAge: number; toAge: number; multiple: number }[];
  /** Cover without earned income, for these statuses; other statuses without income are referred. */
  noIncome: { statuses: readonly EmploymentStatus[]; max: Cents };
  /** A term request above `above` from an applicant aged `fromAge` or more is referred. */
  largeCover: { above: Cents; fromAge: number };
  /** Every term ends by this age. */
  coverEndsAtAge: number;
  reasons: Readonly<Record<CoverRuleId, string>>;
};

export type UnderwritingRuleSet = {
  version: string;
  derive: (input: UnderwritingInput) => Facts;
  knockouts: readonly KnockoutRule[];
  classCriteria: readonly ClassCriterion[];
  nicotine: NicotineRule;
  cover: CoverRules;
};
