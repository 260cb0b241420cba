// The underwriting interview's saved answers (flows/definitions/underwriting-interview.ts, by field id) as the
// rules read them (@wysh/domain/underwriting/answers). Branching decides which answers count: a follow-up the
// person's latest answers skip (a licence number after "no licence", income after "student") is ignored even if
// an earlier pass saved one. Where the interview asks a period as a range ("in the last 10 years"), the answer is
// placed in a period inside that range: every rule of the guidelines reads the range the same way.
import { cents } from '@wysh/domain/money';
import {
  heightFrom,
  weightFrom,
  type EmploymentStatus,
  type FamilyDeath,
  type HazardousActivity,
  type MedicalHistory1Entry,
  type MedicalHistory2Entry,
  type MilitaryStatus,
  type UnderwritingAnswers,
  type When,
  WORKING_STATUSES,
} from '@wysh/domain/underwriting/answers';
import { err, ok, type Result } from '@wysh/domain/result';
import { FLOW_SCOPES, type FlowScope } from '@wysh/forms/protocol';

export const INTERVIEW_FLOW = 'underwriting-interview';

/**
 * The interview's scopes of an application for new cover, and of a reinstatement: a reinstatement's interview
 * is no application (and an application's interview no statement of health for a reinstatement).
 */
export const NEW_BUSINESS_INTERVIEW_SCOPES = FLOW_SCOPES.filter((scope) => scope !== 'reinstatement');
export const REINSTATEMENT_INTERVIEW_SCOPES = ['reinstatement'] as const satisfies readonly FlowScope[];
/** A policyholder's interview for more cover (spec 001 §4.1: under coverage_adjustment it leads to confirm-update). */
export const COVER_INCREASE_INTERVIEW_SCOPES = [
  'coverage_adjustment',
] as const satisfies readonly FlowScope[];

export type InterviewIncomplete = { code: 'INTERVIEW_INCOMPLETE'; missing: string[] };

type Answers = ReadonlyMap<string, unknown>;

const MARIJUANA_DAYS: Record<string, number> = {
  never: 0,
  up_to_2_days: 2,
  up_to_8_days: 8,
  up_to_15_days: 15,
  more_than_15_days: 20,
};
const MILITARY: Record<string, MilitaryStatus> = {
  no: 'none',
  active: 'active_duty',
  deployed: 'deployed_or_under_orders',
};
const DUIS: Record<string, When[]> = {
  none: [],
  one_over_5_years: ['5_to_10_years'],
  one_2_to_5_years: ['2_to_3_years'],
  one_within_2_years: ['1_to_2_years'],
  two_or_more: ['5_to_10_years', '5_to_10_years'],
};
const FAMILY_DEATHS: Record<string, number> = { none: 0, one: 1, two_or_more: 2 };

function medicalHistory1(choices: readonly string[]): MedicalHistory1Entry[] {
  const entries: MedicalHistory1Entry[] = [];
  // "ever": the least recent period still counts, as the guidelines' "ever" does.
  if (choices.includes('heart')) entries.push({ condition: 'heart_attack', when: 'over_10_years' });
  // "in the last 10 years".
  if (choices.includes('cancer')) entries.push({ condition: 'cancer', when: '5_to_10_years' });
  if (choices.includes('diabetes_oral'))
    entries.push({ condition: 'diabetes_type_2', when: 'over_10_years', treatment: 'oral_medicine' });
  if (choices.includes('diabetes_insulin'))
    entries.push({ condition: 'diabetes_type_2', when: 'over_10_years', treatment: 'insulin' });
  return entries;
}

function medicalHistory2(choices: readonly string[]): {
  body: MedicalHistory1Entry[];
  mind: MedicalHistory2Entry[];
} {
  const body: MedicalHistory1Entry[] = [];
  const mind: MedicalHistory2Entry[] = [];
  if (choices.includes('blood_pressure_controlled'))
    body.push({ condition: 'high_blood_pressure', when: 'within_6_months', wellControlled: true });
  if (choices.includes('blood_pressure_uncontrolled'))
    body.push({ condition: 'high_blood_pressure', when: 'within_6_months', wellControlled: false });
  if (choices.includes('disability')) mind.push({ condition: 'disabled_now' });
  // "in the last 5 years" / "at any time".
  if (choices.includes('mental_health_hospital'))
    mind.push({ condition: 'mental_health_hospitalisation', when: '3_to_5_years' });
  if (choices.includes('suicide_attempt')) mind.push({ condition: 'suicide_attempt', when: 'over_10_years' });
  return { body, mind };
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The interview's answers for the rules, or the questions still unanswered on the person's path. */
export function underwritingAnswersFrom(answers: Answers): Result<UnderwritingAnswers, InterviewIncomplete> {
  const missing: string[] = [];
  const need = (fieldId: string): unknown => {
    const value = answers.get(fieldId);
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0))
      missing.push(fieldId);
    return value;
  };
  const yes = (fieldId: string) => need(fieldId) === 'yes';

  const hasLicense = yes('have_a_license');
  const licenseNumber = hasLicense ? need('dmv_lic_nmbr') : null;
  const ownsCover = yes('applicant_own_anything');
  const employment = need('employed_status') as EmploymentStatus;
  const working = (WORKING_STATUSES as readonly string[]).includes(employment);
  const height = need('height') as { feet?: number; inches?: number } | undefined;
  const weight = need('weight');
  const medical2 = medicalHistory2(list(need('medical_history_2')));
  const deaths = FAMILY_DEATHS[String(need('medical_history_family'))] ?? 0;

  const result: UnderwritingAnswers = {
    have_a_license: hasLicense,
    dmv_lic_nmbr: typeof licenseNumber === 'string' ? licenseNumber.trim() : null,
    us_citizen: yes('us_citizen'),
    applied_within_12_months: need(
      'applied_within_12_months',
    ) as UnderwritingAnswers['applied_within_12_months'],
    applicant_own_anything: ownsCover,
    existing_policy_wysh: ownsCover ? yes('existing_policy_wysh') : false,
    employed_status: employment,
    employ_prosport: working ? yes('employ_prosport') : false,
    employed_status_military: MILITARY[String(need('employed_status_military'))] ?? 'none',
    income: cents(working ? Math.round(Number(need('income') ?? 0)) * 100 : 0),
    activity: list(need('activity')).filter((choice) => choice !== 'none') as HazardousActivity[],
    tobacco: yes('tobacco') ? 'within_12_months' : 'never',
    marijuana: MARIJUANA_DAYS[String(need('marijuana'))] ?? 0,
    height: heightFrom({ feet: Number(height?.feet ?? 0), inches: Number(height?.inches ?? 0) }),
    weight: weightFrom({ pounds: Number(weight ?? 0) }),
    medical_history_1: [...medicalHistory1(list(need('medical_history_1'))), ...medical2.body],
    medical_history_2: medical2.mind,
    substance_usage: { currentAbuse: false, lastTreated: yes('substance_usage') ? '3_to_5_years' : null },
    hiv_status: yes('hiv_status') ? 'positive' : 'negative',
    covid_hospitalized: yes('covid_hospitalized') ? 'within_6_months' : null,
    medical_history_family: Array.from({ length: deaths }, (): FamilyDeath => ({
      relation: 'parent_or_sibling',
      cause: 'heart_disease',
      ageAtDeath: 59,
    })),
    driving_history: {
      movingViolationsLast3Years: Number(need('moving_violations') ?? 0),
      duis: DUIS[String(need('dui'))] ?? [],
      licenceSuspendedOrRevoked: yes('license_suspended') ? '2_to_3_years' : null,
    },
    criminal_history: {
      felonyConviction: yes('criminal_history'),
      probationOrParole: false,
      pendingCharges: false,
    },
  };
  return missing.length > 0 ? err({ code: 'INTERVIEW_INCOMPLETE', missing }) : ok(result);
}
