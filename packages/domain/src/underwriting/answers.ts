// What the underwriting rules read: the applicant's interview answers (one key per question slug of 001 §4.4),
// the evidence pulled from outside providers, and the requested cover. Everything is normalised before it gets
// here (units converted, choices closed), so the rules compare plain numbers and string literals, and the whole
// input is JSON that can be stored beside the decision and run again years later.
import type { Cents } from '../money.ts';

/**
 * When something last happened, as the interview asks it: a closed list of periods, most recent first. The
 * bounds line up with every period the guidelines use (6 and 12 months; 2, 3, 5 and 10 years).
 */
export const WHEN = [
  'within_6_months',
  '6_to_12_months',
  '1_to_2_years',
  '2_to_3_years',
  '3_to_5_years',
  '5_to_10_years',
  'over_10_years',
] as const;
export type When = (typeof WHEN)[number];

/** Each period's months, from (inclusive) and to (exclusive; null: no end). */
const WHEN_MONTHS: Record<When, { from: number; to: number | null }> = {
  within_6_months: { from: 0, to: 6 },
  '6_to_12_months': { from: 6, to: 12 },
  '1_to_2_years': { from: 12, to: 24 },
  '2_to_3_years': { from: 24, to: 36 },
  '3_to_5_years': { from: 36, to: 60 },
  '5_to_10_years': { from: 60, to: 120 },
  over_10_years: { from: 120, to: null },
};

/** Whether a period lies wholly within the last `months` months. */
export function within(when: When, months: number): boolean {
  const to = WHEN_MONTHS[when].to;
  return to !== null && to <= months;
}

/** Whether a period lies wholly more than `months` months ago. */
export function longerAgoThan(when: When, months: number): boolean {
  return WHEN_MONTHS[when].from >= months;
}

/** The period a dated event ("yyyy-MM-dd", from evidence) falls in, counted in whole months back from `today`. */
export function whenOf(date: string, today: string): When {
  const [dy, dm, dd] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number) as [number, number, number];
  const months = ty * 12 + tm - (dy * 12 + dm) - (td < dd ? 1 : 0);
  return WHEN.find((when) => WHEN_MONTHS[when].to === null || months < WHEN_MONTHS[when].to!)!;
}

export const HAZARDOUS_ACTIVITIES = [
  'skydiving',
  'scuba_below_100_ft',
  'private_pilot',
  'racing',
  'climbing_above_20000_ft',
] as const;
export type HazardousActivity = (typeof HAZARDOUS_ACTIVITIES)[number];

export const EMPLOYMENT_STATUSES = [
  'employed',
  'self_employed',
  'student',
  'homemaker',
  'retired',
  'unemployed',
  'disabled',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
/** The statuses with earned income: the interview asks them about sport and income. */
export const WORKING_STATUSES = ['employed', 'self_employed'] as const satisfies readonly EmploymentStatus[];

export type MilitaryStatus =
  'none' | 'veteran' | 'reserve_or_guard' | 'active_duty' | 'deployed_or_under_orders';

/** medical_history_1: the body - cancer, heart and circulation, diabetes. Several may be chosen, each with when. */
export type MedicalHistory1Entry =
  | {
      condition:
        | 'cancer'
        | 'basal_cell_skin_cancer'
        | 'heart_attack'
        | 'stroke'
        | 'heart_surgery'
        | 'heart_failure'
        | 'diabetes_type_1';
      when: When;
    }
  | { condition: 'high_blood_pressure' | 'high_cholesterol'; when: When; wellControlled: boolean }
  | { condition: 'diabetes_type_2'; when: When; treatment: 'diet' | 'oral_medicine' | 'insulin' }
  | { condition: 'other'; when: When; description: string };

/** medical_history_2: mind and ability to work - mental health, disability, anything else. */
export type MedicalHistory2Entry =
  | { condition: 'suicide_attempt' | 'mental_health_hospitalisation'; when: When }
  /** Disability benefits: `when` they were last received (receiving now: within_6_months). */
  | { condition: 'disability_benefits'; when: When }
  | { condition: 'disabled_now' }
  | { condition: 'other'; when: When; description: string };

/** medical_history_family: each parent or sibling who has died, of what and at what age. */
export type FamilyDeath = {
  /** parent_or_sibling: the interview asks for a count of such deaths, not who. */
  relation: 'mother' | 'father' | 'brother' | 'sister' | 'parent_or_sibling';
  cause: 'heart_disease' | 'cancer' | 'other';
  ageAtDeath: number;
};

/** The interview's answers, keyed by question slug. Follow-ups a branch skipped hold their "none" value. */
export type UnderwritingAnswers = {
  have_a_license: boolean;
  /** The driving licence number (null without a licence); the motor-vehicle record is pulled with it. */
  dmv_lic_nmbr: string | null;
  us_citizen: boolean;
  /** Applied for life cover in the last 12 months, and how it ended. */
  applied_within_12_months: 'no' | 'approved' | 'declined' | 'pending';
  /** Owns life cover with another company (recorded; not rated by the 2026-11 guidelines). */
  applicant_own_anything: boolean;
  /** Already holds one of our policies (recorded; not rated by the 2026-11 guidelines). */
  existing_policy_wysh: boolean;
  employed_status: EmploymentStatus;
  /** Plays sport professionally. */
  employ_prosport: boolean;
  employed_status_military: MilitaryStatus;
  /** Earned income a year, in cents (0: none). */
  income: Cents;
  /** Hazardous activities taken part in, or planned, in the last/next 12 months. */
  activity: readonly HazardousActivity[];
  /** Nicotine in any form (cigarettes, vaping, chewing tobacco, nicotine gum). */
  tobacco: 'never' | 'quit_over_12_months' | 'within_12_months';
  /** Days a month marijuana is used (0-31). */
  marijuana: number;
  /** Height in whole millimetres (see heightFrom). */
  height: number;
  /** Weight in whole grams (see weightFrom). */
  weight: number;
  medical_history_1: readonly MedicalHistory1Entry[];
  medical_history_2: readonly MedicalHistory2Entry[];
  /** Drug or alcohol abuse now, and when treatment for it last was (null: never treated). */
  substance_usage: { currentAbuse: boolean; lastTreated: When | null };
  hiv_status: 'negative' | 'positive' | 'not_tested';
  /** When last hospitalised for COVID-19 (null: never). */
  covid_hospitalized: When | null;
  medical_history_family: readonly FamilyDeath[];
  driving_history: {
    movingViolationsLast3Years: number;
    /** When each DUI/DWI conviction was. */
    duis: readonly When[];
    /** When a licence was last suspended or revoked (null: never). */
    licenceSuspendedOrRevoked: When | null;
  };
  criminal_history: { felonyConviction: boolean; probationOrParole: boolean; pendingCharges: boolean };
};

export type AnswerSlug = keyof UnderwritingAnswers;

/** Feet and inches, or centimetres, to whole millimetres (an inch is 25.4 mm exactly). */
export function heightFrom(height: { feet: number; inches: number } | { centimetres: number }): number {
  return 'centimetres' in height
    ? Math.round(height.centimetres * 10)
    : Math.round((height.feet * 12 + height.inches) * 25.4);
}

/** Pounds, or kilograms, to whole grams (a pound is 453.59237 g exactly). */
export function weightFrom(weight: { pounds: number } | { kilograms: number }): number {
  return 'kilograms' in weight ? Math.round(weight.kilograms * 1000) : Math.round(weight.pounds * 453.59237);
}

// Evidence: what each outside provider reported. "unavailable" is a provider that did not answer (the rules
// refer rather than guess); "not_found" is a provider that answered and knows nothing of the person or licence.

export type IdentityEvidence =
  | { status: 'verified' }
  | { status: 'mismatch'; fields: readonly ('name' | 'birthdate' | 'ssn' | 'address')[] }
  | { status: 'not_found' }
  | { status: 'unavailable' };

export type DrugClass =
  'anticoagulant' | 'insulin' | 'statin' | 'antihypertensive' | 'oral_antidiabetic' | 'other';

export type PrescriptionEvidence =
  | { status: 'no_record' }
  | {
      status: 'found';
      fills: readonly { drug: string; drugClass: DrugClass; filledOn: string }[];
    }
  | { status: 'unavailable' };

export type MibEvidence =
  | { status: 'no_record' }
  | {
      status: 'found';
      reports: readonly { kind: 'prior_decline' | 'prior_application'; reportedOn: string }[];
    }
  | { status: 'unavailable' };

export type MvrEvidence =
  /** No licence, so no record was asked for. */
  | { status: 'not_requested' }
  | { status: 'clean' }
  | {
      status: 'found';
      violations: readonly { kind: 'dui' | 'moving_violation' | 'suspension' | 'revocation'; on: string }[];
    }
  | { status: 'not_found' }
  | { status: 'unavailable' };

export type UnderwritingEvidence = {
  identity: IdentityEvidence;
  prescriptions: PrescriptionEvidence;
  mib: MibEvidence;
  mvr: MvrEvidence;
};
export type EvidenceSource = keyof UnderwritingEvidence;

/** The cover asked for, in the filed amounts of the coverage editor. */
export type RequestedCover = {
  termLife: { amount: Cents; termYears: number };
  accidentalDeath: { amount: Cents };
};

export type UnderwritingInput = {
  /** "yyyy-MM-dd": the day of the decision; ages and evidence dates are counted to it. No clock is read. */
  decidedOn: string;
  /** "yyyy-MM-dd". */
  birthdate: string;
  answers: UnderwritingAnswers;
  evidence: UnderwritingEvidence;
  requested: RequestedCover;
};
