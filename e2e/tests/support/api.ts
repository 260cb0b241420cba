// The API as the tests reach it besides the screens: GraphQL with a token, people made through it, and the
// signed-in browser's own session.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { heading, newPerson, PASSWORD, smsCode, type Person } from './people.ts';

/** One GraphQL operation; fails the test with the operation when the answer carries errors. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, query).toBeUndefined();
  return body.data;
}

/** The access token of the browser's signed-in session. */
export async function sessionToken(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('authentication') ?? '{}') as { accessToken?: string }).accessToken,
  );
}

/** One GraphQL operation with the signed-in browser's session. */
export async function graphqlAsPage<T>(
  page: Page,
  request: APIRequestContext,
  query: string,
  variables: object = {},
): Promise<T> {
  return graphql<T>(request, query, variables, await sessionToken(page));
}

/** A user with a verified phone, made through the API (what the accounts journey does through the screens). */
export async function registeredUser(
  request: APIRequestContext,
  label: string,
): Promise<{ person: Person; token: string }> {
  const person = newPerson(label);
  const { createCredential } = await graphql<{
    createCredential: { credential: { token: { accessToken: string } } };
  }>(
    request,
    `
      mutation ($input: CreateCredentialInput!) {
        createCredential(input: $input) {
          credential {
            token {
              accessToken
            }
          }
          error {
            code
            message
          }
        }
      }
    `,
    { input: { email: person.email, password: PASSWORD, attestedOver18: true } },
  );
  const token = createCredential.credential.token.accessToken;
  const { createPhoneNumber } = await graphql<{ createPhoneNumber: { phoneNumber: { id: string } } }>(
    request,
    `
      mutation ($input: CreatePhoneNumberInput!) {
        createPhoneNumber(input: $input) {
          phoneNumber {
            id
          }
        }
      }
    `,
    { input: { phoneNumber: person.national } },
    token,
  );
  const phoneNumberId = createPhoneNumber.phoneNumber.id;
  await graphql(
    request,
    `
      mutation ($input: RequestOtpInput!) {
        requestOtp(input: $input) {
          success
        }
      }
    `,
    { input: { phoneNumberId, channel: 'SMS' } },
    token,
  );
  const code = await smsCode(request, person.e164);
  const { verifyOtp } = await graphql<{ verifyOtp: { success: boolean } }>(
    request,
    `
      mutation ($input: VerifyOtpInput!) {
        verifyOtp(input: $input) {
          success
        }
      }
    `,
    { input: { phoneNumberId, code } },
    token,
  );
  expect(verifyOtp.success).toBe(true);
  return { person, token };
}

/** Signs up at /create-account: an identified session (the phone comes later, in the application). */
export async function signUp(page: Page, label: string): Promise<Person> {
  const person = newPerson(label);
  await page.goto('/create-account');
  await heading(page, 'Create your account');
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
  await page.getByRole('button', { name: 'CONFIRM INFO AND CONTINUE' }).click();
  await heading(page, 'Two things to know before you apply');
  return person;
}
