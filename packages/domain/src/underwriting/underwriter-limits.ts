// What an underwriter may decide on a referred case. The filed guidelines bind people as they bind the engine, so
// the limits are read from the engine's own decision on the case (its knockouts, class caps and cover limit, under
// the rule-set version that made it) rather than worked out a second time:
// - a knockout that declined term life stays a knockout: term life cannot be accepted (reject the case instead);
// - the class is at best what the class criteria allow; a criterion no class meets (why the rules referred) allows
//   standard at best; a nicotine user gets a tobacco class and a non-user never does;
// - the cover is at most the engine's limit (income multiples, the no-income cap, the filed maximum); where the
//   rules left the cover to a person (no earned income to measure), at most the guidelines' no-income cap;
// - nobody decides a case of their own account.
import { formatWholeDollars } from '../coverage-slider.ts';
import { cents, type Cents } from '../money.ts';
import { RATE_CLASS_NAMES, TERM_LIFE_CLASSES, type TermLifeClass } from '../pricing/rate-tables.ts';
import { err, ok, type Result } from '../result.ts';
import type { UnderwritingInput } from './answers.ts';
import { classRank, UNDERWRITING_RULE_SETS, type Effect, type UnderwritingDecision } from './engine.ts';
import type { CoverRuleId } from './rule-set.ts';

export const TOBACCO_CLASSES = [
  'tobacco_preferred',
  'tobacco_standard',
] as const satisfies readonly TermLifeClass[];

export const isTobaccoClass = (rateClass: TermLifeClass) =>
  (TOBACCO_CLASSES as readonly TermLifeClass[]).includes(rateClass);

/** The cover rules that leave the amount to a person: there is no earned income to measure it by. */
const COVER_LEFT_TO_UNDERWRITER: readonly CoverRuleId[] = ['COVER-NO-INCOME-REFER', 'COVER-BELOW-MINIMUM'];

export type UnderwriterLimits = {
  /** The reasons of the knockouts that declined term life: while there is one, term life cannot be accepted. */
  termKnockouts: readonly string[];
  /** Nicotine in the last 12 months: tobacco classes only. */
  nicotine: boolean;
  /** The classes an underwriter may accept at, best first; empty when term life is knocked out. */
  rateClasses: readonly TermLifeClass[];
  /** The rules behind the best class, in words. */
  classReasons: readonly string[];
  /** The most term cover an underwriter may approve (0 when term life is knocked out). */
  maxAmount: Cents;
  /** Why the cover stops there, in words. */
  coverReason: string;
};

export type UnderwriterLimitsError = { code: 'UNDERWRITING_RULES_VERSION_UNKNOWN'; version: string };

const worse = (a: TermLifeClass, b: TermLifeClass) => (classRank(a) >= classRank(b) ? a : b);
const nameOf = (rateClass: TermLifeClass) => RATE_CLASS_NAMES[rateClass].toLowerCase();
/** The worst class without tobacco: where the class table ends. */
const WORST_NON_TOBACCO = TERM_LIFE_CLASSES.filter((c) => !isTobaccoClass(c)).at(-1)!;

/** The limits on an underwriter's acceptance of the case whose input and engine decision these are. */
export function underwriterLimits(
  input: UnderwritingInput,
  decision: UnderwritingDecision,
): Result<UnderwriterLimits, UnderwriterLimitsError> {
  const rules = UNDERWRITING_RULE_SETS[decision.rulesVersion];
  if (!rules) return err({ code: 'UNDERWRITING_RULES_VERSION_UNKNOWN', version: decision.rulesVersion });
  const termKnockouts = decision.reasons
    .filter((reason) => reason.effects.some((effect) => effect.kind === 'decline_term'))
    .map((reason) => reason.reason);
  const nicotineRule = decision.reasons.find((reason) => reason.ruleId === rules.nicotine.id);
  const nicotine = nicotineRule !== undefined;
  if (termKnockouts.length > 0 || decision.termLife.verdict === 'declined')
    return ok({
      termKnockouts,
      nicotine,
      rateClasses: [],
      classReasons: [],
      maxAmount: cents(0),
      coverReason: '',
    });

  // The class: every criterion's cap; a criterion that referred (no class meets it) caps at the table's end.
  const criteria = new Set(rules.classCriteria.map((criterion) => criterion.id));
  let best: TermLifeClass = TERM_LIFE_CLASSES[0];
  let noClassFits = false;
  const classReasons: string[] = [];
  for (const reason of decision.reasons.filter((fired) => criteria.has(fired.ruleId)))
    for (const effect of reason.effects) {
      if (effect.kind === 'cap_class') {
        best = worse(best, effect.atBest);
        classReasons.push(reason.reason);
      } else if (effect.kind === 'refer_term') {
        best = worse(best, WORST_NON_TOBACCO);
        noClassFits = true;
        classReasons.push(`${reason.reason} No class fits it: ${nameOf(WORST_NON_TOBACCO)} at best.`);
      }
    }
  if (nicotineRule) {
    const cap = nicotineRule.effects.find(
      (effect): effect is Extract<Effect, { kind: 'cap_class' }> => effect.kind === 'cap_class',
    );
    // A criterion no class meets leaves the worse tobacco class.
    best = noClassFits || !cap ? rules.nicotine.otherwise.rateClass : cap.atBest;
    classReasons.push(nicotineRule.reason);
  }
  const rateClasses = TERM_LIFE_CLASSES.filter(
    (rateClass) => isTobaccoClass(rateClass) === nicotine && classRank(rateClass) >= classRank(best),
  );

  // The cover: the engine's limit, or the no-income cap where the rules left the amount to a person.
  const { cover } = rules;
  const engineMax = decision.termLife.maxAmount;
  const leftToUnderwriter = decision.reasons.some((reason) =>
    (COVER_LEFT_TO_UNDERWRITER as readonly string[]).includes(reason.ruleId),
  );
  const noIncomeCap = cover.noIncome.statuses.includes(input.answers.employed_status)
    ? cover.noIncome.max
    : 0;
  let maxAmount = engineMax;
  let coverReason: string;
  if (leftToUnderwriter) {
    maxAmount = cents(Math.max(engineMax, cover.noIncome.max));
    coverReason = `With no earned income to measure, the guidelines allow up to ${formatWholeDollars(maxAmount)}.`;
  } else if (engineMax >= cover.termLife.max) {
    coverReason = `Term cover is filed up to ${formatWholeDollars(cover.termLife.max)}.`;
  } else {
    const rule: CoverRuleId =
      noIncomeCap > 0 && engineMax <= noIncomeCap ? 'COVER-NO-INCOME' : 'COVER-INCOME';
    coverReason = cover.reasons[rule];
  }
  return ok({ termKnockouts, nicotine, rateClasses, classReasons, maxAmount, coverReason });
}

export type ManualAcceptance = { rateClass: TermLifeClass; maxAmount: Cents };

export type GuidelineRefusal =
  | { code: 'TERM_KNOCKED_OUT'; message: string }
  | {
      code: 'OUTSIDE_GUIDELINES';
      message: string;
      fields: readonly { field: 'rateClass' | 'maxAmount'; message: string }[];
    };

/** Whether an acceptance at this class and cover is within the limits; if not, the guideline it breaks. */
export function checkAcceptance(
  limits: UnderwriterLimits,
  accepted: ManualAcceptance,
): Result<void, GuidelineRefusal> {
  if (limits.rateClasses.length === 0)
    return err({
      code: 'TERM_KNOCKED_OUT',
      message: `The guidelines decline term life for this applicant, so it can't be accepted: ${limits.termKnockouts.join(' ')}`,
    });
  const fields: { field: 'rateClass' | 'maxAmount'; message: string }[] = [];
  if (!limits.rateClasses.includes(accepted.rateClass)) {
    const best = nameOf(limits.rateClasses[0]!);
    fields.push({
      field: 'rateClass',
      message: limits.nicotine
        ? `Nicotine in the last 12 months: the guidelines allow tobacco classes only, ${best} at best.`
        : isTobaccoClass(accepted.rateClass)
          ? `No nicotine in the last 12 months: tobacco classes are for nicotine users; ${best} at best.`
          : `The guidelines allow ${best} at best: ${limits.classReasons.join(' ')}`,
    });
  }
  if (accepted.maxAmount > limits.maxAmount)
    fields.push({
      field: 'maxAmount',
      message: `The guidelines allow term cover up to ${formatWholeDollars(limits.maxAmount)}: ${limits.coverReason}`,
    });
  if (fields.length === 0) return ok();
  return err({
    code: 'OUTSIDE_GUIDELINES',
    message: `This decision is outside the underwriting guidelines. ${fields.map((f) => f.message).join(' ')}`,
    fields,
  });
}

/** A case of the decider's own account (they are the applicant): someone else must decide it. */
export const isOwnCase = (parties: { deciderUserId: string; applicantUserId: string }) =>
  parties.deciderUserId === parties.applicantUserId;
