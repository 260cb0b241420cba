// The underwriting decision: a pure function of the input (answers, evidence, birthdate, requested cover, the
// day) and a rule-set version. It says what was decided and every rule that fired, with the answer or evidence
// behind each. The decision is plain JSON: it is stored with the application and read back as it was made.
// Precedence per product: a decline beats a referral, which beats an offer; the outcome follows from the two.
import { evaluate, fieldsOf, type Condition } from '../conditions.ts';
import { cents, type Cents } from '../money.ts';
import { TERM_LIFE_CLASSES, type TermLifeClass } from '../pricing/rate-tables.ts';
import { err, ok, type Result } from '../result.ts';
import type { EvidenceSource, UnderwritingInput } from './answers.ts';
import type { Basis, Facts } from './facts.ts';
import { inputProblems } from './input-problems.ts';
import type { ProductAction, UnderwritingRuleSet } from './rule-set.ts';
import { RULES_2026_11_V1 } from './rules-2026-11-v1.ts';

/** Every version ever filed, oldest first. Never remove one: stored decisions name theirs. */
export const UNDERWRITING_RULE_SETS: Readonly<Record<string, UnderwritingRuleSet>> = {
  [RULES_2026_11_V1.version]: RULES_2026_11_V1,
};
/** The version new applications are decided with. */
export const UNDERWRITING_RULES_VERSION = RULES_2026_11_V1.version;

export type Outcome = 'accepted' | 'ad_only' | 'referred_to_underwriter' | 'rejected';
export type Verdict = 'approved' | 'referred' | 'declined';

export type Effect =
  | { kind: 'decline_term' }
  | { kind: 'decline_ad' }
  | { kind: 'refer_term' }
  | { kind: 'refer_ad' }
  | { kind: 'cap_class'; atBest: TermLifeClass }
  | { kind: 'cap_term_amount'; amount: Cents }
  | { kind: 'cap_term_years'; years: number };

export type FiredRule = {
  ruleId: string;
  reason: string;
  basis: readonly Basis[];
  effects: readonly Effect[];
};

export type TermLifeDecision =
  | { verdict: 'declined' }
  | {
      verdict: 'approved' | 'referred';
      /** null only when referred because no class fits. */
      rateClass: TermLifeClass | null;
      maxAmount: Cents;
      /** The requested amount, or the maximum when less. */
      amount: Cents;
      maxTermYears: number;
      termYears: number;
    };

export type AccidentalDeathDecision =
  { verdict: 'declined' } | { verdict: 'approved' | 'referred'; maxAmount: Cents; amount: Cents };

export type UnderwritingDecision = {
  rulesVersion: string;
  decidedOn: string;
  issueAge: number;
  outcome: Outcome;
  termLife: TermLifeDecision;
  accidentalDeath: AccidentalDeathDecision;
  reasons: readonly FiredRule[];
};

export type UnderwritingError =
  | { code: 'UNDERWRITING_INPUT_INVALID'; problems: readonly string[] }
  | { code: 'UNDERWRITING_RULES_VERSION_UNKNOWN'; version: string };

const TERM_ACTION: Record<ProductAction, Effect | null> = {
  decline: { kind: 'decline_term' },
  refer: { kind: 'refer_term' },
  offer: null,
};
const AD_ACTION: Record<ProductAction, Effect | null> = {
  decline: { kind: 'decline_ad' },
  refer: { kind: 'refer_ad' },
  offer: null,
};

export const classRank = (rateClass: TermLifeClass) => TERM_LIFE_CLASSES.indexOf(rateClass);
const worse = (a: TermLifeClass, b: TermLifeClass) => (classRank(a) >= classRank(b) ? a : b);

function basisOf(condition: Condition, facts: Facts): Basis[] {
  const seen = new Set<string>();
  return [...new Set(fieldsOf(condition))]
    .flatMap((field) => facts[field]?.basis ?? [])
    .filter((basis) => {
      const key = JSON.stringify(basis);
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

function verdictOf(reasons: readonly FiredRule[], decline: Effect['kind'], refer: Effect['kind']): Verdict {
  const effects = reasons.flatMap((reason) => reason.effects.map((effect) => effect.kind));
  if (effects.includes(decline)) return 'declined';
  return effects.includes(refer) ? 'referred' : 'approved';
}

function outcomeOf(term: Verdict, ad: Verdict): Outcome {
  if (term === 'declined' && ad === 'declined') return 'rejected';
  if (term === 'referred' || ad === 'referred') return 'referred_to_underwriter';
  if (term === 'declined') return 'ad_only';
  return 'accepted';
}

/** The class the criteria allow, and the rules that limited it (a null class: none fits). */
function rateClassOf(rules: UnderwritingRuleSet, facts: Facts, holds: (c: Condition) => boolean) {
  const fired: FiredRule[] = [];
  let rateClass: TermLifeClass | null = 'preferred_plus';
  for (const criterion of rules.classCriteria) {
    const step = criterion.steps.find((s) => holds(s.when));
    if (!step) continue;
    fired.push({
      ruleId: criterion.id,
      reason: step.reason,
      basis: basisOf(step.when, facts),
      effects: [step.atBest ? { kind: 'cap_class', atBest: step.atBest } : { kind: 'refer_term' }],
    });
    rateClass = step.atBest && rateClass ? worse(rateClass, step.atBest) : null;
  }
  const nicotine = rules.nicotine;
  if (holds(nicotine.when)) {
    const level = holds(nicotine.preferredWhen) ? nicotine.preferred : nicotine.otherwise;
    fired.push({
      ruleId: nicotine.id,
      reason: level.reason,
      basis: basisOf({ all: [nicotine.when, nicotine.preferredWhen] }, facts),
      effects: [{ kind: 'cap_class', atBest: level.rateClass }],
    });
    rateClass = rateClass && level.rateClass;
  }
  return { rateClass, fired };
}

function floorToStep(amount: number, limits: { min: Cents; step: Cents }): number {
  if (amount < limits.min) return amount;
  return limits.min + Math.floor((amount - limits.min) / limits.step) * limits.step;
}

/** The term cover limits as filed: income multiples by age, the no-income cap, the large-cover referral, terms. */
function termCover(rules: UnderwritingRuleSet, input: UnderwritingInput, age: number) {
  const { cover } = rules;
  const { income, employed_status: status } = input.answers;
  const requested = input.requested.termLife;
  const fired: FiredRule[] = [];
  const rule = (id: keyof typeof cover.reasons, basis: Basis[], effects: Effect[]) =>
    fired.push({ ruleId: id, reason: cover.reasons[id], basis, effects });
  const incomeBasis: Basis[] = [
    { kind: 'answer', slug: 'income', value: income },
    { kind: 'answer', slug: 'employed_status', value: status },
    { kind: 'age', value: age },
    { kind: 'request', field: 'termLife.amount', value: requested.amount },
  ];

  const multiple =
    cover.incomeMultiples.find((band) => age >= band.fromAge && age <= band.toAge)?.multiple ?? 0;
  const byIncome = income * multiple;
  const noIncomeCap = cover.noIncome.statuses.includes(status) ? cover.noIncome.max : 0;
  const limit = Math.min(cover.termLife.max, Math.max(byIncome, noIncomeCap));
  let maxAmount = floorToStep(limit, cover.termLife);
  if (income === 0 && noIncomeCap === 0) {
    rule('COVER-NO-INCOME-REFER', incomeBasis, [{ kind: 'refer_term' }]);
    maxAmount = cover.termLife.min;
  } else if (maxAmount < cover.termLife.min) {
    rule('COVER-BELOW-MINIMUM', incomeBasis, [{ kind: 'refer_term' }]);
    maxAmount = cover.termLife.min;
  } else if (requested.amount > maxAmount) {
    rule(byIncome >= noIncomeCap ? 'COVER-INCOME' : 'COVER-NO-INCOME', incomeBasis, [
      { kind: 'cap_term_amount', amount: cents(maxAmount) },
    ]);
  }
  if (age >= cover.largeCover.fromAge && requested.amount > cover.largeCover.above)
    rule(
      'COVER-LARGE-AT-40',
      [
        { kind: 'age', value: age },
        { kind: 'request', field: 'termLife.amount', value: requested.amount },
      ],
      [{ kind: 'refer_term' }],
    );
  const maxTermYears = cover.coverEndsAtAge - age;
  if (requested.termYears > maxTermYears)
    rule(
      'COVER-TERM-YEARS',
      [
        { kind: 'age', value: age },
        { kind: 'request', field: 'termLife.termYears', value: requested.termYears },
      ],
      [{ kind: 'cap_term_years', years: maxTermYears }],
    );
  return {
    fired,
    maxAmount: cents(maxAmount),
    amount: cents(Math.min(requested.amount, maxAmount)),
    maxTermYears,
    termYears: Math.min(requested.termYears, maxTermYears),
  };
}

/** Decides with the given version of the rules (the current one by default). */
export function decideUnderwriting(
  input: UnderwritingInput,
  version: string = UNDERWRITING_RULES_VERSION,
): Result<UnderwritingDecision, UnderwritingError> {
  const rules = UNDERWRITING_RULE_SETS[version];
  if (!rules) return err({ code: 'UNDERWRITING_RULES_VERSION_UNKNOWN', version });
  const problems = inputProblems(input, rules.cover);
  if (problems.length > 0) return err({ code: 'UNDERWRITING_INPUT_INVALID', problems });

  const facts = rules.derive(input);
  const values = Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, fact.value]));
  const holds = (condition: Condition) => evaluate(condition, { values, today: input.decidedOn });
  const issueAge = Number(values.age);

  const reasons: FiredRule[] = rules.knockouts
    .filter((rule) => holds(rule.when))
    .map((rule) => ({
      ruleId: rule.id,
      reason: rule.reason,
      basis: basisOf(rule.when, facts),
      effects: [TERM_ACTION[rule.termLife], AD_ACTION[rule.accidentalDeath]].filter(
        (effect): effect is Effect => effect !== null,
      ),
    }));
  // Cover limits exist only for the ages term life is issued at (the income bands); outside them it is declined.
  const termAges = rules.cover.incomeMultiples.some(
    (band) => issueAge >= band.fromAge && issueAge <= band.toAge,
  );
  const rated = rateClassOf(rules, facts, holds);
  const cover = termAges ? termCover(rules, input, issueAge) : null;
  reasons.push(...rated.fired, ...(cover?.fired ?? []));

  const term = verdictOf(reasons, 'decline_term', 'refer_term');
  const ad = verdictOf(reasons, 'decline_ad', 'refer_ad');
  const termLife: TermLifeDecision =
    term === 'declined' || !cover
      ? { verdict: 'declined' }
      : {
          verdict: term,
          rateClass: rated.rateClass,
          maxAmount: cover.maxAmount,
          amount: cover.amount,
          maxTermYears: cover.maxTermYears,
          termYears: cover.termYears,
        };
  const accidentalDeath: AccidentalDeathDecision =
    ad === 'declined'
      ? { verdict: 'declined' }
      : {
          verdict: ad,
          maxAmount: rules.cover.accidentalDeath.max,
          amount: input.requested.accidentalDeath.amount,
        };
  return ok({
    rulesVersion: rules.version,
    decidedOn: input.decidedOn,
    issueAge,
    outcome: outcomeOf(termLife.verdict, accidentalDeath.verdict),
    termLife,
    accidentalDeath,
    reasons,
  });
}

/**
 * The providers whose evidence weighed against the applicant (declined, referred, or limited the class or
 * cover): the consumer reports an adverse-action notice must name.
 */
export function adverseEvidenceSources(decision: UnderwritingDecision): EvidenceSource[] {
  const sources = decision.reasons.flatMap((reason) =>
    reason.basis.flatMap((basis) => (basis.kind === 'evidence' ? [basis.source] : [])),
  );
  return [...new Set(sources)];
}
