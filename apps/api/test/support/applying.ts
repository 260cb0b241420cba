// An applicant made through the API the way the web app makes one: the insurance profile (name, birthdate,
// gender, a sandbox address, the SSN encrypted as a browser does) and the underwriting interview, each answered
// form by form. Tests pass only what their case changes.
import { expect } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { answerAndNext, answersFor, encryptSensitive, respond, startFlow } from './flows.ts';
import type { TestApp } from './test-app.ts';
import { verifiedUser } from './accounts.ts';

export type ProfileAnswers = {
  firstName?: string;
  lastName?: string;
  birthdate?: string;
  gender?: 'male' | 'female';
  ssn?: string;
};

/** Answers the whole insurance profile (of a new policy unless told); the birthdate as typed (MM/DD/YYYY). */
export async function answerInsuranceProfile(
  t: TestApp,
  token: string,
  answers: ProfileAnswers = {},
  options: { flowScope?: 'NEW_POLICY' | 'REINSTATEMENT' } = {},
) {
  const started = await startFlow(t, token, 'insurance-profile', {
    flowScope: options.flowScope ?? 'NEW_POLICY',
  });
  expect(started.error).toBeNull();
  const session = started.flowSession!;
  let form: Form = started.form!;
  const values: Record<string, unknown> = {
    'profile.firstName': answers.firstName ?? 'Ada',
    'profile.lastName': answers.lastName ?? 'Lovelace',
    'profile.birthdate': answers.birthdate ?? '06/15/1996',
    'profile.gender': answers.gender ?? 'female',
    'profile.address.street1': '200 Main St',
    'profile.address.street2': 'Apt 4',
    'profile.address.city': 'Columbus',
    'profile.address.state': 'OH',
    'profile.address.postalCode': '43215',
    'profile.taxId': await encryptSensitive(t, answers.ssn ?? '123-45-6789'),
  };
  while (form.slug !== 'insurance-profile-review-screen') {
    form = (await answerAndNext(t, token, session, form, values)).form!;
  }
}

/** A healthy, working driver's interview answers, by field id. */
export const HEALTHY_ANSWERS: Readonly<Record<string, unknown>> = {
  have_a_license: 'yes',
  dmv_lic_nmbr: 'D1234567',
  dmv_lic_state: 'OH',
  us_citizen: 'yes',
  applied_within_12_months: 'no',
  applicant_own_anything: 'no',
  existing_policy_wysh: 'no',
  employed_status: 'employed',
  employ_prosport: 'no',
  employed_status_military: 'no',
  income: 85_000,
  activity: ['none'],
  tobacco: 'no',
  marijuana: 'never',
  height: { feet: 5, inches: 10 },
  weight: 160,
  medical_history_1: ['none'],
  medical_history_2: ['none'],
  substance_usage: 'no',
  hiv_status: 'no',
  covid_hospitalized: 'no',
  medical_history_family: 'none',
  moving_violations: '0',
  dui: 'none',
  license_suspended: 'no',
  criminal_history: 'no',
};

/**
 * Walks the interview to its review with `answers` (over the healthy ones); authorizes the checks unless told.
 * fromStart: a new session, as the reinstatement journey starts one (an earlier one may have been decided).
 */
export async function answerInterview(
  t: TestApp,
  token: string,
  answers: Record<string, unknown> = {},
  options: {
    authorize?: boolean;
    flowScope?: 'NEW_POLICY' | 'REINSTATEMENT' | 'COVERAGE_ADJUSTMENT';
    fromStart?: boolean;
  } = {},
) {
  const values = { ...HEALTHY_ANSWERS, ...answers };
  const started = await startFlow(t, token, 'underwriting-interview', {
    flowScope: options.flowScope ?? 'NEW_POLICY',
    ...(options.fromStart ? { fromStart: true } : {}),
  });
  expect(started.error).toBeNull();
  const session = started.flowSession!;
  let form: Form = started.form!;
  while (form.slug !== 'interview-review') {
    form = (await answerAndNext(t, token, session, form, values)).form!;
  }
  if (options.authorize === false) return { session, review: form };
  const saved = await respond(t, token, {
    flowSessionId: session.id,
    formIdentifier: form.slug,
    fieldResponses: answersFor(form, { evidence_authorization: true }),
  });
  expect(saved.validationErrors).toEqual([]);
  return { session, review: form };
}

/** A verified applicant who answered the profile and the interview and asked for a decision: their token. */
export async function decidedApplicant(
  t: TestApp,
  answers: Record<string, unknown> = {},
  profile: ProfileAnswers = {},
): Promise<string> {
  const user = await verifiedUser(t);
  const token = user.tokens.accessToken;
  await answerInsuranceProfile(t, token, profile);
  await answerInterview(t, token, answers);
  const result = await t.graphql<{ requestNewBusiness: { error: unknown } }>(
    'mutation { requestNewBusiness(input: { product: "wysh-term-life" }) { error { code message } } }',
    {},
    { token },
  );
  expect(result.data!.requestNewBusiness.error).toBeNull();
  return token;
}
