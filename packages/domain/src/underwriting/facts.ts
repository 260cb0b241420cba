// The facts the rules compare (BMI, DUIs in 10 years, a heart condition ever...), derived from the answers and
// the evidence together, each with what it stands on: the answer or the evidence behind it. A fact the
// applicant and a provider both speak to takes the worse of the two, and names each source that reached it,
// so a reason can say "heart condition: your answer (heart attack, 3-5 years ago) and prescription history".
import { ageOn } from '../calendar.ts';
import type { Scalar } from '../conditions.ts';
import { divideRounded } from '../money.ts';
import {
  whenOf,
  within,
  type AnswerSlug,
  type EvidenceSource,
  type UnderwritingInput,
  type When,
} from './answers.ts';

export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** What a fired rule stands on. */
export type Basis =
  | { kind: 'answer'; slug: AnswerSlug; value: JsonValue }
  | { kind: 'evidence'; source: EvidenceSource; value: JsonValue }
  | { kind: 'derived'; name: string; value: Scalar }
  | { kind: 'age'; value: number }
  | { kind: 'request'; field: 'termLife.amount' | 'termLife.termYears'; value: number };

export type Fact = { value: Scalar; basis: readonly Basis[] };
export type Facts = Readonly<Record<string, Fact>>;

const answer = (slug: AnswerSlug, value: unknown): Basis => ({
  kind: 'answer',
  slug,
  value: value as JsonValue,
});
const evidence = (source: EvidenceSource, value: unknown): Basis => ({
  kind: 'evidence',
  source,
  value: value as JsonValue,
});

/** A yes/no fact true when any of its sources says so; the basis names the sources that did. */
function anyOf(...sources: readonly (Basis | null)[]): Fact {
  const basis = sources.filter((source): source is Basis => source !== null);
  return { value: basis.length > 0, basis };
}

/** A count that takes the larger of what the applicant said and what a provider reported. */
function larger(fromAnswer: number, answerBasis: Basis, fromEvidence: number, evidenceBasis: Basis): Fact {
  const value = Math.max(fromAnswer, fromEvidence);
  const basis = [
    ...(fromAnswer > 0 && fromAnswer === value ? [answerBasis] : []),
    ...(fromEvidence > 0 && fromEvidence === value ? [evidenceBasis] : []),
  ];
  return { value, basis };
}

/** BMI to one decimal, half-up: grams x 10,000 / millimetres squared is kg/m2 in tenths. */
export function bmiOf(heightMm: number, weightG: number): number {
  const tenths = divideRounded(BigInt(weightG) * 10_000n, BigInt(heightMm) ** 2n, 'half-up');
  return Number(tenths) / 10;
}

/** The age on the day of the decision (the issue age). */
export function ageOf(input: UnderwritingInput): number {
  return ageOn(input.birthdate, input.decidedOn) ?? 0;
}

function prescriptionFacts(input: UnderwritingInput) {
  const rx = input.evidence.prescriptions;
  const fills = rx.status === 'found' ? rx.fills : [];
  const ofClass = (...classes: string[]) => {
    const found = fills.filter((fill) => classes.includes(fill.drugClass));
    return found.length > 0 ? evidence('prescriptions', found) : null;
  };
  return {
    anticoagulant: ofClass('anticoagulant'),
    insulin: ofClass('insulin'),
    treatedBpOrCholesterol: ofClass('statin', 'antihypertensive'),
    oralAntidiabetic: ofClass('oral_antidiabetic'),
    other: ofClass('other'),
  };
}

function drivingFacts(input: UnderwritingInput) {
  const { driving_history: driving } = input.answers;
  const mvr = input.evidence.mvr;
  const violations = mvr.status === 'found' ? mvr.violations : [];
  const dated = (kinds: string[]) =>
    violations
      .filter((violation) => kinds.includes(violation.kind))
      .map((violation) => ({ ...violation, when: whenOf(violation.on, input.decidedOn) }));
  const mvrDuis = dated(['dui']);
  const mvrMoving = dated(['moving_violation']).filter((v) => within(v.when, 36));
  const mvrSuspensions = dated(['suspension', 'revocation']).filter((v) => within(v.when, 36));
  const duisWithin = (months: number) => {
    const fromAnswer = driving.duis.filter((when) => within(when, months)).length;
    const found = mvrDuis.filter((dui) => within(dui.when, months));
    return larger(
      fromAnswer,
      answer('driving_history', driving),
      found.length,
      evidence(
        'mvr',
        found.map(({ kind, on }) => ({ kind, on })),
      ),
    );
  };
  const recentDui = (when: When) => within(when, 24);
  return {
    duis_10_years: duisWithin(120),
    duis_5_years: duisWithin(60),
    dui_within_2_years: anyOf(
      driving.duis.some(recentDui) ? answer('driving_history', driving) : null,
      mvrDuis.some((dui) => recentDui(dui.when))
        ? evidence(
            'mvr',
            mvrDuis.filter((dui) => recentDui(dui.when)).map(({ kind, on }) => ({ kind, on })),
          )
        : null,
    ),
    licence_suspended_3_years: anyOf(
      driving.licenceSuspendedOrRevoked !== null && within(driving.licenceSuspendedOrRevoked, 36)
        ? answer('driving_history', driving)
        : null,
      mvrSuspensions.length > 0
        ? evidence(
            'mvr',
            mvrSuspensions.map(({ kind, on }) => ({ kind, on })),
          )
        : null,
    ),
    moving_violations_3_years: larger(
      driving.movingViolationsLast3Years,
      answer('driving_history', driving),
      mvrMoving.length,
      evidence(
        'mvr',
        mvrMoving.map(({ kind, on }) => ({ kind, on })),
      ),
    ),
  };
}

/** Every fact the 2026-11 rules read. A new fact, or a fact derived differently, belongs to a new version. */
export function deriveFacts(input: UnderwritingInput): Facts {
  const { answers: a, evidence: ev } = input;
  const rx = prescriptionFacts(input);
  const mh1 = (conditions: string[], test: (when: When) => boolean = () => true) => {
    const entries = a.medical_history_1.filter((e) => conditions.includes(e.condition) && test(e.when));
    return entries.length > 0 ? answer('medical_history_1', entries) : null;
  };
  const mh2 = (conditions: string[], test: (when: When) => boolean = () => true) => {
    const entries = a.medical_history_2.filter(
      (e) => conditions.includes(e.condition) && ('when' in e ? test(e.when) : true),
    );
    return entries.length > 0 ? answer('medical_history_2', entries) : null;
  };
  const bmi = bmiOf(a.height, a.weight);
  const type2 = a.medical_history_1.filter((e) => e.condition === 'diabetes_type_2');
  const type2Controlled = type2.filter((e) => e.treatment !== 'insulin');
  const type2OnInsulin = type2.filter((e) => e.treatment === 'insulin');
  const diabetesNeedsReview = anyOf(
    mh1(['diabetes_type_1']),
    type2OnInsulin.length > 0 ? answer('medical_history_1', type2OnInsulin) : null,
    rx.insulin,
  );
  const familyDeaths = a.medical_history_family.filter(
    (death) => death.cause !== 'other' && death.ageAtDeath < 60,
  );
  const bpOrCholesterol = a.medical_history_1.filter(
    (e) => e.condition === 'high_blood_pressure' || e.condition === 'high_cholesterol',
  );
  const controlled = bpOrCholesterol.filter((e) => 'wellControlled' in e && e.wellControlled);
  const uncontrolled = bpOrCholesterol.filter((e) => 'wellControlled' in e && !e.wellControlled);
  const mibDeclines =
    ev.mib.status === 'found'
      ? ev.mib.reports.filter(
          (report) =>
            report.kind === 'prior_decline' && within(whenOf(report.reportedOn, input.decidedOn), 12),
        )
      : [];
  const unavailable = (Object.keys(ev) as EvidenceSource[]).filter(
    (source) => ev[source].status === 'unavailable',
  );
  const driving = drivingFacts(input);
  const age = ageOf(input);

  const facts: Record<string, Fact> = {
    age: { value: age, basis: [{ kind: 'age', value: age }] },
    bmi: {
      value: bmi,
      basis: [
        answer('height', a.height),
        answer('weight', a.weight),
        { kind: 'derived', name: 'bmi', value: bmi },
      ],
    },
    substance_abuse: anyOf(
      a.substance_usage.currentAbuse ||
        (a.substance_usage.lastTreated !== null && within(a.substance_usage.lastTreated, 60))
        ? answer('substance_usage', a.substance_usage)
        : null,
    ),
    felony_or_supervision: anyOf(
      a.criminal_history.felonyConviction || a.criminal_history.probationOrParole
        ? answer('criminal_history', a.criminal_history)
        : null,
    ),
    pending_charges: anyOf(
      a.criminal_history.pendingCharges ? answer('criminal_history', a.criminal_history) : null,
    ),
    cancer_10_years: anyOf(mh1(['cancer'], (when) => within(when, 120))),
    heart_condition_ever: anyOf(
      mh1(['heart_attack', 'stroke', 'heart_surgery', 'heart_failure']),
      rx.anticoagulant,
    ),
    disabled_2_years: anyOf(
      a.employed_status === 'disabled' ? answer('employed_status', a.employed_status) : null,
      mh2(['disabled_now']),
      mh2(['disability_benefits'], (when) => within(when, 24)),
    ),
    suicide_or_mental_health_hospital: anyOf(
      mh2(['suicide_attempt']),
      mh2(['mental_health_hospitalisation'], (when) => within(when, 60)),
    ),
    hiv_positive: anyOf(a.hiv_status === 'positive' ? answer('hiv_status', a.hiv_status) : null),
    covid_hospital_6_months: anyOf(
      a.covid_hospitalized !== null && within(a.covid_hospitalized, 6)
        ? answer('covid_hospitalized', a.covid_hospitalized)
        : null,
    ),
    declined_12_months: anyOf(
      a.applied_within_12_months === 'declined' ? answer('applied_within_12_months', 'declined') : null,
      mibDeclines.length > 0 ? evidence('mib', mibDeclines) : null,
    ),
    application_pending: anyOf(
      a.applied_within_12_months === 'pending' ? answer('applied_within_12_months', 'pending') : null,
    ),
    identity: { value: ev.identity.status, basis: [evidence('identity', ev.identity)] },
    not_us_citizen: anyOf(a.us_citizen ? null : answer('us_citizen', false)),
    other_condition: anyOf(mh1(['other']), mh2(['other']), rx.other),
    evidence_unavailable: anyOf(...unavailable.map((source) => evidence(source, ev[source]))),
    mvr_not_found: anyOf(ev.mvr.status === 'not_found' ? evidence('mvr', ev.mvr) : null),
    nicotine_12_months: anyOf(a.tobacco === 'within_12_months' ? answer('tobacco', a.tobacco) : null),
    marijuana_days_a_month: {
      value: a.marijuana,
      basis: a.marijuana > 0 ? [answer('marijuana', a.marijuana)] : [],
    },
    family_deaths_before_60: {
      value: familyDeaths.length,
      basis: familyDeaths.length > 0 ? [answer('medical_history_family', familyDeaths)] : [],
    },
    hazardous_activities: {
      value: new Set(a.activity).size,
      basis: a.activity.length > 0 ? [answer('activity', a.activity)] : [],
    },
    prosport_or_deployed: anyOf(
      a.employ_prosport ? answer('employ_prosport', true) : null,
      a.employed_status_military === 'deployed_or_under_orders'
        ? answer('employed_status_military', a.employed_status_military)
        : null,
    ),
    treated_bp_or_cholesterol: anyOf(
      controlled.length > 0 ? answer('medical_history_1', controlled) : null,
      rx.treatedBpOrCholesterol,
    ),
    uncontrolled_bp_or_cholesterol: anyOf(
      uncontrolled.length > 0 ? answer('medical_history_1', uncontrolled) : null,
    ),
    diabetes_type_2_controlled: anyOf(
      type2Controlled.length > 0 ? answer('medical_history_1', type2Controlled) : null,
      rx.oralAntidiabetic,
    ),
    diabetes_needs_review: diabetesNeedsReview,
    ...driving,
  };
  return facts;
}
