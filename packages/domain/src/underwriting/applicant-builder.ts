// Small builders for underwriting inputs ("a healthy 30-year-old", "with a BMI of 41"), for the rules' tests
// and the server's: start from a healthy non-smoker with clean records and change only what a case is about.
import { cents } from '../money.ts';
import type { UnderwritingAnswers, UnderwritingEvidence, UnderwritingInput } from './answers.ts';

export const EXAMPLE_DECIDED_ON = '2026-11-24';

export function healthyAnswers(): UnderwritingAnswers {
  return {
    have_a_license: true,
    dmv_lic_nmbr: 'D1234500',
    us_citizen: true,
    applied_within_12_months: 'no',
    applicant_own_anything: false,
    existing_policy_wysh: false,
    employed_status: 'employed',
    employ_prosport: false,
    employed_status_military: 'none',
    income: cents(8_000_000),
    activity: [],
    tobacco: 'never',
    marijuana: 0,
    height: 1780,
    weight: 75_000,
    medical_history_1: [],
    medical_history_2: [],
    substance_usage: { currentAbuse: false, lastTreated: null },
    hiv_status: 'negative',
    covid_hospitalized: null,
    medical_history_family: [],
    driving_history: { movingViolationsLast3Years: 0, duis: [], licenceSuspendedOrRevoked: null },
    criminal_history: { felonyConviction: false, probationOrParole: false, pendingCharges: false },
  };
}

export function cleanEvidence(): UnderwritingEvidence {
  return {
    identity: { status: 'verified' },
    prescriptions: { status: 'no_record' },
    mib: { status: 'no_record' },
    mvr: { status: 'clean' },
  };
}

/** Height 2 m and the weight that gives this BMI (to one decimal), so class boundaries can be hit exactly. */
export function withBmi(bmi: number): Pick<UnderwritingAnswers, 'height' | 'weight'> {
  return { height: 2000, weight: Math.round(bmi * 4000) };
}

export type ApplicantChanges = {
  age?: number;
  decidedOn?: string;
  answers?: Partial<UnderwritingAnswers>;
  evidence?: Partial<UnderwritingEvidence>;
  termAmountDollars?: number;
  termYears?: number;
  adAmountDollars?: number;
};

/** A healthy applicant of `age` (30 by default) asking for $500,000 over 20 years and $250,000 of AD cover. */
export function anApplicant(changes: ApplicantChanges = {}): UnderwritingInput {
  const decidedOn = changes.decidedOn ?? EXAMPLE_DECIDED_ON;
  const age = changes.age ?? 30;
  return {
    decidedOn,
    birthdate: `${String(Number(decidedOn.slice(0, 4)) - age).padStart(4, '0')}-01-15`,
    answers: { ...healthyAnswers(), ...changes.answers },
    evidence: { ...cleanEvidence(), ...changes.evidence },
    requested: {
      termLife: {
        amount: cents((changes.termAmountDollars ?? 500_000) * 100),
        termYears: changes.termYears ?? 20,
      },
      accidentalDeath: { amount: cents((changes.adAmountDollars ?? 250_000) * 100) },
    },
  };
}
