// An applicant's answers given through the API with the browser's own session, for the journeys that start past
// the application (the quote pages): the insurance profile (the SSN encrypted with the server's public key, as
// the browser does), the underwriting interview with its authorization, and requestNewBusiness. The screens of
// those steps have journeys of their own (fulfillment, underwriting-interview specs).
import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { graphql, sessionToken } from './api.ts';

type Input = { type: string; content: { id: string; required?: boolean; value?: unknown } };
type Form = { slug: string; items: Input[] };

const sessionFields = 'id';

async function encryptSsn(request: APIRequestContext, ssn: string) {
  const { sensitiveDataKey } = await graphql<{ sensitiveDataKey: { keyId: string; spki: string } }>(
    request,
    '{ sensitiveDataKey { keyId spki } }',
    {},
  );
  const key = crypto.createPublicKey({
    key: Buffer.from(sensitiveDataKey.spki, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const ciphertext = crypto.publicEncrypt(
    { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(ssn, 'utf8'),
  );
  return { keyId: sensitiveDataKey.keyId, ciphertext: ciphertext.toString('base64') };
}

/**
 * Answers every form of `flowId` with `values` (by field id) until the form `until`, then that one too, in the
 * flow scope `flowScope` (a reinstatement's interview: REINSTATEMENT).
 */
export async function answerFlow(
  request: APIRequestContext,
  token: string,
  flowId: string,
  values: Record<string, unknown>,
  until: string,
  flowScope = 'NEW_POLICY',
) {
  const started = await graphql<{ createFlowSession: { flowSession: { id: string }; form: Form } }>(
    request,
    `mutation ($input: CreateFlowSessionInput!) {
      createFlowSession(input: $input) { flowSession { ${sessionFields} } form }
    }`,
    { input: { flowId, flowScope } },
    token,
  );
  const sessionId = started.createFlowSession.flowSession.id;
  let form = started.createFlowSession.form;
  for (;;) {
    const fieldResponses = form.items
      .filter((item) => item.type.startsWith('input'))
      .map((item) => ({
        fieldId: item.content.id,
        inputType: item.type,
        required: item.content.required ?? false,
        value: item.content.id in values ? values[item.content.id] : (item.content.value ?? null),
      }));
    const saved = await graphql<{
      createResponse: { validationErrors: unknown[]; error: unknown };
    }>(
      request,
      `
        mutation ($input: CreateResponseInput!) {
          createResponse(input: $input) {
            validationErrors {
              fieldId
              message
            }
            error {
              code
              message
            }
          }
        }
      `,
      { input: { flowSessionId: sessionId, formIdentifier: form.slug, fieldResponses } },
      token,
    );
    expect(saved.createResponse.validationErrors, form.slug).toEqual([]);
    expect(saved.createResponse.error, form.slug).toBeNull();
    if (form.slug === until) return;
    const next = await graphql<{ fetchForm: { form: Form | null } }>(
      request,
      `
        mutation ($input: FetchFormInput!) {
          fetchForm(input: $input) {
            form
          }
        }
      `,
      { input: { flowSessionId: sessionId, direction: 'NEXT', currentFormIdentifier: form.slug } },
      token,
    );
    expect(next.fetchForm.form, `the form after ${form.slug}`).not.toBeNull();
    form = next.fetchForm.form!;
  }
}

/**
 * The interview open in the browser answered healthy through the API with the page's own session, in `flowScope`
 * (a policy change's COVERAGE_ADJUSTMENT, a reinstatement's REINSTATEMENT), and the page reloaded on its review.
 * The interview's screens have a journey of their own (underwriting-interview spec).
 */
export async function answerInterviewToReview(page: Page, request: APIRequestContext, flowScope: string) {
  await answerFlow(
    request,
    (await sessionToken(page))!,
    'underwriting-interview',
    HEALTHY_INTERVIEW,
    'interview-review',
    flowScope,
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your answers' })).toBeVisible();
}

export const HEALTHY_INTERVIEW: Readonly<Record<string, unknown>> = {
  have_a_license: 'yes',
  dmv_lic_nmbr: 'D1234567',
  dmv_lic_state: 'OH',
  us_citizen: 'yes',
  applied_within_12_months: 'no',
  applicant_own_anything: 'no',
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
  evidence_authorization: true,
};

/**
 * The signed-in (verified) browser's person applies: a 30-year-old woman's profile, the interview with
 * `answers` over the healthy ones, and the decision. Answers the application's outcome.
 */
export async function applyThroughApi(
  page: Page,
  request: APIRequestContext,
  answers: Record<string, unknown> = {},
  /** The SSN the sandbox evidence answers by (README: ending 0004 -> a prior decline, referred). */
  ssn = '219-09-1234',
  /** Profile answers over the defaults (e.g. names typed in lower case). */
  profile: Record<string, string> = {},
): Promise<string> {
  const token = (await sessionToken(page))!;
  const birthYear = new Date().getFullYear() - 31;
  await answerFlow(
    request,
    token,
    'insurance-profile',
    {
      'profile.firstName': 'Ada',
      'profile.lastName': 'Lovelace',
      'profile.birthdate': `01/15/${birthYear}`,
      'profile.gender': 'female',
      'profile.address.street1': '200 Main St',
      'profile.address.street2': 'Apt 4',
      'profile.address.city': 'Columbus',
      'profile.address.state': 'OH',
      'profile.address.postalCode': '43215',
      'profile.taxId': await encryptSsn(request, ssn),
      ...profile,
    },
    'insurance-profile-ssn',
  );
  await answerFlow(
    request,
    token,
    'underwriting-interview',
    { ...HEALTHY_INTERVIEW, ...answers },
    'interview-review',
  );
  const decided = await graphql<{
    requestNewBusiness: { insuranceApplication: { outcome: string } | null; error: unknown };
  }>(
    request,
    `
      mutation {
        requestNewBusiness(input: { product: "wysh-term-life" }) {
          insuranceApplication {
            outcome
          }
          error {
            code
            message
          }
        }
      }
    `,
    {},
    token,
  );
  expect(decided.requestNewBusiness.error).toBeNull();
  return decided.requestNewBusiness.insuranceApplication!.outcome;
}
