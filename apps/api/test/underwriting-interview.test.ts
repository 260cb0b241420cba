// The underwriting interview flow (issue 14 item 1): every question slug of spec 001 §4.4 in order for a person
// who works and drives, the follow-ups left out by branching for one who does neither, unitized height, the
// review with an edit per answer (and no row for a question not asked), and editing from the review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { registered, verifiedUser } from './support/accounts.ts';
import { answerAndNext, answersFor, fetchForm, respond, startFlow } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SPEC_ORDER = [
  'have_a_license',
  'dmv_lic_nmbr',
  'us_citizen',
  'applied_within_12_months',
  'applicant_own_anything',
  'existing_policy_wysh',
  'employed_status',
  'employ_prosport',
  'employed_status_military',
  'income',
  'activity',
  'tobacco',
  'marijuana',
  'height',
  'weight',
  'medical_history_1',
  'medical_history_2',
  'substance_usage',
  'hiv_status',
  'covid_hospitalized',
  'medical_history_family',
  'driving_history',
  'criminal_history',
  'interview-review',
];

/** A healthy, working driver's answers, by field id. */
const healthy: Record<string, unknown> = {
  have_a_license: 'yes',
  dmv_lic_nmbr: 'D1234567',
  dmv_lic_state: 'OH',
  us_citizen: 'yes',
  applied_within_12_months: 'no',
  applicant_own_anything: 'yes',
  existing_policy_wysh: 'no',
  employed_status: 'employed',
  employ_prosport: 'no',
  employed_status_military: 'no',
  income: 85_000,
  activity: ['none'],
  tobacco: 'no',
  marijuana: 'never',
  height: { feet: 5, inches: 10 },
  weight: 170,
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

async function walk(token: string, answers: Record<string, unknown>) {
  const started = await startFlow(t, token, 'underwriting-interview', { flowScope: 'NEW_POLICY' });
  expect(started.error).toBeNull();
  const session = started.flowSession!;
  let form: Form = started.form!;
  const seen = [form.slug];
  while (form.slug !== 'interview-review') {
    form = (await answerAndNext(t, token, session, form, answers)).form!;
    seen.push(form.slug);
  }
  return { session, review: form, seen };
}

const reviewRows = (form: Form) =>
  form.items.flatMap((item) =>
    item.type === 'listRow'
      ? [{ key: item.key, label: item.content.leadingColumn.text, value: item.content.leadingColumn.subtext }]
      : [],
  );

describe('the underwriting interview', () => {
  it('asks every question of the spec in order for a working driver, then shows each answer to review', async () => {
    const user = await verifiedUser(t);
    const { review, seen } = await walk(user.tokens.accessToken, healthy);
    expect(seen).toEqual(SPEC_ORDER);
    const rows = reviewRows(review);
    expect(rows).toContainEqual({ key: 'review-height', label: 'Height', value: '5 ft 10 in' });
    expect(rows).toContainEqual({ key: 'review-income', label: 'Yearly income', value: '$85,000' });
    expect(rows).toContainEqual({ key: 'review-weight', label: 'Weight', value: '170 lb' });
    expect(rows).toContainEqual({
      key: 'review-marijuana',
      label: 'Marijuana',
      value: "I don't use it",
    });
    expect(rows).toContainEqual({ key: 'review-activity', label: 'Activities', value: 'None of these' });
    expect(rows.every((row) => !row.value?.includes('{'))).toBe(true);
  });

  it('leaves out the licence number, the work follow-ups and their review rows for a student without a licence', async () => {
    const user = await verifiedUser(t);
    const { review, seen } = await walk(user.tokens.accessToken, {
      ...healthy,
      have_a_license: 'no',
      applicant_own_anything: 'no',
      employed_status: 'student',
    });
    expect(seen).not.toContain('dmv_lic_nmbr');
    expect(seen).not.toContain('existing_policy_wysh');
    expect(seen).not.toContain('employ_prosport');
    expect(seen).not.toContain('income');
    expect(seen).toContain('employed_status_military');
    const keys = reviewRows(review).map((row) => row.key);
    expect(keys).not.toContain('review-dmv_lic_nmbr');
    expect(keys).not.toContain('review-income');
    expect(keys).toContain('review-employed_status');
  });

  it('refuses a height without its inches and an income that is not a number, keeping the answers', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const { session } = await walk(token, healthy);
    let review: Form | null = null;
    for (const [slug, values] of [
      ['height', { height: { feet: 5, inches: null } }],
      ['income', { income: 'lots' }],
    ] as const) {
      const form = (
        await fetchForm(t, token, {
          flowSessionId: session.id,
          direction: 'NEXT',
          criteria: { action: `edit:${slug}` },
          currentFormIdentifier: 'interview-review',
        })
      ).form!;
      expect(form.slug).toBe(slug);
      const refused = await respond(t, token, {
        flowSessionId: session.id,
        formIdentifier: slug,
        fieldResponses: answersFor(form, values),
      });
      expect(refused.validationErrors.map((error) => error.fieldId)).toEqual([slug]);
      review = (await answerAndNext(t, token, session, form)).form;
      expect(review!.slug).toBe('interview-review');
    }
    const rows = reviewRows(review!);
    expect(rows).toContainEqual({ key: 'review-height', label: 'Height', value: '5 ft 10 in' });
    expect(rows).toContainEqual({ key: 'review-income', label: 'Yearly income', value: '$85,000' });
  });

  it('edits one answer from the review and comes back to it with the new answer', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const { session } = await walk(token, healthy);
    const edit = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'NEXT',
      criteria: { action: 'edit:weight' },
      currentFormIdentifier: 'interview-review',
    });
    expect(edit.error).toBeNull();
    expect(edit.form!.slug).toBe('weight');
    const back = await answerAndNext(t, token, session, edit.form!, { weight: 182 });
    expect(back.form!.slug).toBe('interview-review');
    expect(reviewRows(back.form!)).toContainEqual({ key: 'review-weight', label: 'Weight', value: '182 lb' });
  });

  it('is for a verified session only', async () => {
    const user = await registered(t);
    const result = await t.graphql(
      `mutation ($input: CreateFlowSessionInput!) { createFlowSession(input: $input) { flowSession { id } } }`,
      { input: { flowId: 'underwriting-interview', flowScope: 'NEW_POLICY' } },
      { token: user.tokens.accessToken },
    );
    expect(result.errors![0]!.message).toBe('Please verify it is you with a code sent to your phone.');
  });
});
