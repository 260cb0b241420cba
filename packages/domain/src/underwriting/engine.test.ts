import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import { TERM_LIFE_CLASSES } from '../pricing/rate-tables.ts';
import {
  HAZARDOUS_ACTIVITIES,
  WHEN,
  type MedicalHistory1Entry,
  type MedicalHistory2Entry,
  type UnderwritingAnswers,
  type UnderwritingEvidence,
  type UnderwritingInput,
  type When,
} from './answers.ts';
import { anApplicant, cleanEvidence, healthyAnswers } from './applicant-builder.ts';
import { decideUnderwriting, type UnderwritingDecision, type Verdict } from './engine.ts';
import { bmiOf } from './facts.ts';

const TODAY = '2026-11-24';

function decide(input: UnderwritingInput): UnderwritingDecision {
  const result = decideUnderwriting(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

// Arbitraries: mostly healthy applicants with a few things to say, so every outcome turns up.
const when = fc.constantFrom(...WHEN);
const medical1: fc.Arbitrary<MedicalHistory1Entry> = fc.oneof(
  fc.record({
    condition: fc.constantFrom(
      'cancer',
      'basal_cell_skin_cancer',
      'heart_attack',
      'stroke',
      'heart_surgery',
      'heart_failure',
      'diabetes_type_1',
    ),
    when,
  }),
  fc.record({
    condition: fc.constantFrom('high_blood_pressure', 'high_cholesterol'),
    when,
    wellControlled: fc.boolean(),
  }),
  fc.record({
    condition: fc.constant('diabetes_type_2' as const),
    when,
    treatment: fc.constantFrom('diet', 'oral_medicine', 'insulin'),
  }),
  fc.record({ condition: fc.constant('other' as const), when, description: fc.constant('something else') }),
);
const medical2: fc.Arbitrary<MedicalHistory2Entry> = fc.oneof(
  fc.record({
    condition: fc.constantFrom('suicide_attempt', 'mental_health_hospitalisation', 'disability_benefits'),
    when,
  }),
  fc.constant({ condition: 'disabled_now' as const }),
  fc.record({ condition: fc.constant('other' as const), when, description: fc.constant('something else') }),
);
const familyDeath = fc.record({
  relation: fc.constantFrom('mother', 'father', 'brother', 'sister'),
  cause: fc.constantFrom('heart_disease', 'cancer', 'other'),
  ageAtDeath: fc.integer({ min: 20, max: 90 }),
});
const date = fc
  .integer({ min: 0, max: 15 * 365 })
  .map((days) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10));

const termAmount = fc.integer({ min: 0, max: 38 }).map((steps) => 100_000 + steps * 50_000);
/** Applicants with each unusual answer or record about once in `oneIn`. */
function generators(oneIn: number) {
  const sometimes = <T>(arb: fc.Arbitrary<T>, none: T) =>
    fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(none) }, { weight: 1, arbitrary: arb });
  const few = <T>(arb: fc.Arbitrary<T>) =>
    fc.oneof(
      { weight: oneIn - 1, arbitrary: fc.constant([] as T[]) },
      { weight: 1, arbitrary: fc.array(arb, { maxLength: 2 }) },
    );

  const answers: fc.Arbitrary<UnderwritingAnswers> = fc
    .record({
      licence: sometimes(fc.constant(null), 'D1234500' as string | null),
      us_citizen: sometimes(fc.constant(false), true),
      applied_within_12_months: sometimes(fc.constantFrom('approved', 'declined', 'pending'), 'no'),
      employed_status: sometimes(
        fc.constantFrom('self_employed', 'student', 'homemaker', 'retired', 'unemployed', 'disabled'),
        'employed',
      ),
      employ_prosport: sometimes(fc.constant(true), false),
      employed_status_military: sometimes(
        fc.constantFrom('veteran', 'reserve_or_guard', 'active_duty', 'deployed_or_under_orders'),
        'none',
      ),
      income: fc.oneof(
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 500_000 }) },
        { weight: 9, arbitrary: fc.integer({ min: 2_000_000, max: 30_000_000 }) },
      ),
      activity: few(fc.constantFrom(...HAZARDOUS_ACTIVITIES)),
      tobacco: sometimes(fc.constantFrom('quit_over_12_months', 'within_12_months'), 'never'),
      marijuana: sometimes(fc.integer({ min: 0, max: 31 }), 0),
      height: fc.integer({ min: 1500, max: 2000 }),
      bmiTenths: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 180, max: 360 }) },
        { weight: 1, arbitrary: fc.integer({ min: 140, max: 440 }) },
      ),
      medical_history_1: few(medical1),
      medical_history_2: few(medical2),
      substance_usage: sometimes(
        fc.record({ currentAbuse: fc.boolean(), lastTreated: fc.option(when, { nil: null }) }),
        { currentAbuse: false, lastTreated: null },
      ),
      hiv_status: sometimes(fc.constantFrom('positive', 'not_tested'), 'negative'),
      covid_hospitalized: sometimes(when, null),
      medical_history_family: few(familyDeath),
      driving_history: fc.record({
        movingViolationsLast3Years: sometimes(fc.integer({ min: 0, max: 6 }), 0),
        duis: few(when),
        licenceSuspendedOrRevoked: sometimes(when, null),
      }),
      criminal_history: sometimes(
        fc.record({
          felonyConviction: fc.boolean(),
          probationOrParole: fc.boolean(),
          pendingCharges: fc.boolean(),
        }),
        { felonyConviction: false, probationOrParole: false, pendingCharges: false },
      ),
    })
    .map(({ licence, bmiTenths, height, income, ...rest }) => ({
      ...healthyAnswers(),
      ...rest,
      have_a_license: licence !== null,
      dmv_lic_nmbr: licence,
      income: cents(income),
      height,
      weight: Math.round((bmiTenths / 10) * (height / 1000) ** 2 * 1000),
    }));

  const evidence: fc.Arbitrary<UnderwritingEvidence> = fc.record({
    identity: sometimes<UnderwritingEvidence['identity']>(
      fc.constantFrom(
        { status: 'mismatch' as const, fields: ['address' as const] },
        { status: 'not_found' as const },
        { status: 'unavailable' as const },
      ),
      { status: 'verified' },
    ),
    prescriptions: sometimes<UnderwritingEvidence['prescriptions']>(
      fc.oneof(
        fc.constant({ status: 'unavailable' as const }),
        fc.record({
          status: fc.constant('found' as const),
          fills: fc.array(
            fc.record({
              drug: fc.constant('a drug'),
              drugClass: fc.constantFrom(
                'anticoagulant',
                'insulin',
                'statin',
                'antihypertensive',
                'oral_antidiabetic',
                'other',
              ),
              filledOn: date,
            }),
            { minLength: 1, maxLength: 2 },
          ),
        }),
      ),
      { status: 'no_record' },
    ),
    mib: sometimes<UnderwritingEvidence['mib']>(
      fc.oneof(
        fc.constant({ status: 'unavailable' as const }),
        fc.record({
          status: fc.constant('found' as const),
          reports: fc.array(
            fc.record({ kind: fc.constantFrom('prior_decline', 'prior_application'), reportedOn: date }),
            {
              minLength: 1,
              maxLength: 2,
            },
          ),
        }),
      ),
      { status: 'no_record' },
    ),
    mvr: sometimes<UnderwritingEvidence['mvr']>(
      fc.oneof(
        fc.constantFrom({ status: 'unavailable' as const }, { status: 'not_found' as const }),
        fc.record({
          status: fc.constant('found' as const),
          violations: fc.array(
            fc.record({
              kind: fc.constantFrom('dui', 'moving_violation', 'suspension', 'revocation'),
              on: date,
            }),
            { minLength: 1, maxLength: 3 },
          ),
        }),
      ),
      { status: 'clean' },
    ),
  });

  const applicant: fc.Arbitrary<UnderwritingInput> = fc
    .record({
      age: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 18, max: 45 }) },
        { weight: 1, arbitrary: fc.integer({ min: 16, max: 64 }) },
      ),
      answers,
      evidence,
      termAmountDollars: termAmount,
      termYears: fc.integer({ min: 10, max: 40 }),
      adAmountDollars: fc.integer({ min: 0, max: 19 }).map((steps) => 50_000 + steps * 50_000),
    })
    .map(({ answers: a, evidence: e, ...rest }) => anApplicant({ ...rest, answers: a, evidence: e }));
  return { evidence, applicant };
}
const { applicant, evidence } = generators(16);
/** Applicants with much to say: pairs of answers that interact turn up often. */
const busyApplicant = generators(3).applicant;

// A worse answer or a worse record: each change only adds something the guidelines weigh against cover.
const earlier = (current: When | null, next: When): When =>
  current === null || WHEN.indexOf(next) < WHEN.indexOf(current) ? next : current;

type Worsening = (input: UnderwritingInput) => UnderwritingInput;
const answer =
  (change: (a: UnderwritingAnswers) => Partial<UnderwritingAnswers>): Worsening =>
  (input) => ({ ...input, answers: { ...input.answers, ...change(input.answers) } });
const record =
  (change: (e: UnderwritingEvidence) => Partial<UnderwritingEvidence>): Worsening =>
  (input) => ({ ...input, evidence: { ...input.evidence, ...change(input.evidence) } });

const worsening: fc.Arbitrary<Worsening> = fc.oneof(
  fc.constant(answer(() => ({ tobacco: 'within_12_months' }))),
  fc
    .integer({ min: 1, max: 20 })
    .map((more) => answer((a) => ({ marijuana: Math.min(31, a.marijuana + more) }))),
  familyDeath.map((death) =>
    answer((a) => ({ medical_history_family: [...a.medical_history_family, death] })),
  ),
  fc.integer({ min: 1, max: 4 }).map((more) =>
    answer((a) => ({
      driving_history: {
        ...a.driving_history,
        movingViolationsLast3Years: a.driving_history.movingViolationsLast3Years + more,
      },
    })),
  ),
  when.map((w) =>
    answer((a) => ({ driving_history: { ...a.driving_history, duis: [...a.driving_history.duis, w] } })),
  ),
  when.map((w) =>
    answer((a) => ({
      driving_history: {
        ...a.driving_history,
        licenceSuspendedOrRevoked: earlier(a.driving_history.licenceSuspendedOrRevoked, w),
      },
    })),
  ),
  fc
    .constantFrom(...HAZARDOUS_ACTIVITIES)
    .map((activity) => answer((a) => ({ activity: [...a.activity, activity] }))),
  fc.constant(answer(() => ({ employ_prosport: true }))),
  fc.constant(answer(() => ({ employed_status_military: 'deployed_or_under_orders' }))),
  medical1.map((entry) => answer((a) => ({ medical_history_1: [...a.medical_history_1, entry] }))),
  medical2.map((entry) => answer((a) => ({ medical_history_2: [...a.medical_history_2, entry] }))),
  fc.constant(answer((a) => ({ substance_usage: { ...a.substance_usage, currentAbuse: true } }))),
  when.map((w) =>
    answer((a) => ({
      substance_usage: { ...a.substance_usage, lastTreated: earlier(a.substance_usage.lastTreated, w) },
    })),
  ),
  fc.constant(answer(() => ({ hiv_status: 'positive' }))),
  when.map((w) => answer((a) => ({ covid_hospitalized: earlier(a.covid_hospitalized, w) }))),
  fc.constant(answer(() => ({ applied_within_12_months: 'declined' }))),
  fc.constant(answer(() => ({ us_citizen: false }))),
  fc
    .constantFrom('felonyConviction', 'probationOrParole', 'pendingCharges')
    .map((flag) => answer((a) => ({ criminal_history: { ...a.criminal_history, [flag]: true } }))),
  // Further from a healthy weight: heavier from a BMI of 23 up, lighter below it.
  fc.integer({ min: 1, max: 40_000 }).map((grams) =>
    answer((a) => ({
      weight:
        bmiOf(a.height, a.weight) >= 23 ? a.weight + grams : Math.max(1, a.weight - Math.floor(grams / 4)),
    })),
  ),
  evidence.map((worse) =>
    record((e) => ({
      identity: e.identity.status === 'verified' ? worse.identity : e.identity,
      prescriptions:
        e.prescriptions.status === 'no_record'
          ? worse.prescriptions
          : e.prescriptions.status === 'found' && worse.prescriptions.status === 'found'
            ? { status: 'found', fills: [...e.prescriptions.fills, ...worse.prescriptions.fills] }
            : e.prescriptions,
      mib: e.mib.status === 'no_record' ? worse.mib : e.mib,
      mvr:
        e.mvr.status === 'clean' || e.mvr.status === 'not_requested'
          ? worse.mvr
          : e.mvr.status === 'found' && worse.mvr.status === 'found'
            ? { status: 'found', violations: [...e.mvr.violations, ...worse.mvr.violations] }
            : e.mvr,
    })),
  ),
);

const VERDICT_RANK: Record<Verdict, number> = { approved: 0, referred: 1, declined: 2 };
/** Rank of the term class: 0 (preferred_plus) to 5, 6 when no class fits, 7 when term is declined. */
function classRank(decision: UnderwritingDecision): number {
  const term = decision.termLife;
  if (term.verdict === 'declined') return 7;
  return term.rateClass === null ? 6 : TERM_LIFE_CLASSES.indexOf(term.rateClass);
}

/** The second decision is no better than the first, for either product. */
function expectNoBetter(before: UnderwritingDecision, after: UnderwritingDecision) {
  expect(VERDICT_RANK[after.termLife.verdict]).toBeGreaterThanOrEqual(VERDICT_RANK[before.termLife.verdict]);
  expect(VERDICT_RANK[after.accidentalDeath.verdict]).toBeGreaterThanOrEqual(
    VERDICT_RANK[before.accidentalDeath.verdict],
  );
  expect(classRank(after)).toBeGreaterThanOrEqual(classRank(before));
  if (before.outcome === 'rejected') expect(after.outcome).toBe('rejected');
  if (before.termLife.verdict !== 'declined' && after.termLife.verdict !== 'declined')
    expect(after.termLife.maxAmount).toBeLessThanOrEqual(before.termLife.maxAmount);
}

describe('underwriting decisions, for any applicant', () => {
  it('a worse answer or record never gives a better class or a better decision', () => {
    fc.assert(
      fc.property(
        fc.oneof(applicant, busyApplicant),
        fc.array(worsening, { minLength: 1, maxLength: 3 }),
        (input, changes) => {
          const worse = changes.reduce((current, change) => change(current), input);
          expectNoBetter(decide(input), decide(worse));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('more requested cover never gives a better decision', () => {
    fc.assert(
      fc.property(fc.oneof(applicant, busyApplicant), termAmount, termAmount, (input, a, b) => {
        const ask = (dollars: number) => ({
          ...input,
          requested: {
            ...input.requested,
            termLife: { ...input.requested.termLife, amount: cents(dollars * 100) },
          },
        });
        const [less, more] = a <= b ? [a, b] : [b, a];
        const smaller = decide(ask(less));
        const larger = decide(ask(more));
        expectNoBetter(smaller, larger);
        if (smaller.termLife.verdict !== 'declined' && larger.termLife.verdict !== 'declined')
          expect(larger.termLife.maxAmount).toBe(smaller.termLife.maxAmount);
      }),
      { numRuns: 1000 },
    );
  });

  it('is deterministic, and the same after the input and the decision go through JSON', () => {
    fc.assert(
      fc.property(applicant, (input) => {
        const decision = decide(input);
        expect(decide(input)).toEqual(decision);
        expect(decide(JSON.parse(JSON.stringify(input)) as UnderwritingInput)).toEqual(decision);
        expect(JSON.parse(JSON.stringify(decision))).toEqual(decision);
      }),
      { numRuns: 200 },
    );
  });

  it('gives every decision but a plain acceptance a reason, and reasons that account for it', () => {
    fc.assert(
      fc.property(applicant, (input) => {
        const decision = decide(input);
        const effects = decision.reasons.flatMap((reason) => reason.effects);
        if (decision.outcome !== 'accepted') expect(decision.reasons.length).toBeGreaterThan(0);
        for (const reason of decision.reasons) {
          expect(reason.basis.length).toBeGreaterThan(0);
          expect(reason.effects.length).toBeGreaterThan(0);
        }
        if (decision.outcome === 'referred_to_underwriter')
          expect(effects.some((e) => e.kind === 'refer_term' || e.kind === 'refer_ad')).toBe(true);
        if (decision.outcome === 'ad_only' || decision.outcome === 'rejected')
          expect(effects.some((e) => e.kind === 'decline_term')).toBe(true);
        if (decision.outcome === 'rejected') expect(effects.some((e) => e.kind === 'decline_ad')).toBe(true);
        const term = decision.termLife;
        if (term.verdict !== 'declined' && term.rateClass !== null) {
          // The class is the worst any rule allowed (preferred_plus when none limited it).
          const caps = effects.flatMap((e) =>
            e.kind === 'cap_class' ? [TERM_LIFE_CLASSES.indexOf(e.atBest)] : [],
          );
          expect(TERM_LIFE_CLASSES.indexOf(term.rateClass)).toBe(Math.max(0, ...caps));
          expect(term.amount).toBeLessThanOrEqual(term.maxAmount);
          expect(term.amount).toBeLessThanOrEqual(input.requested.termLife.amount);
          expect(term.termYears).toBeLessThanOrEqual(term.maxTermYears);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('turns up every outcome and every class from the generated applicants', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(applicant, (input) => {
        const decision = decide(input);
        seen.add(decision.outcome);
        if (decision.termLife.verdict === 'approved') seen.add(decision.termLife.rateClass ?? 'none');
      }),
      { numRuns: 2000, seed: 14 },
    );
    expect([...seen].sort()).toEqual(
      ['accepted', 'ad_only', 'referred_to_underwriter', 'rejected', ...TERM_LIFE_CLASSES].sort(),
    );
  });

  it('a healthy applicant with clean records is accepted at preferred_plus at any age from 18 to 45', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 45 }), (age) => {
        const decision = decide(anApplicant({ age, answers: healthyAnswers(), evidence: cleanEvidence() }));
        expect(decision.outcome).toBe('accepted');
        expect(classRank(decision)).toBe(0);
      }),
    );
  });
});
