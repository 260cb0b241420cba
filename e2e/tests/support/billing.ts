// What the billing journeys share: signing in again (the session ends while the sandbox clock moves a month),
// moving the server's clock and running the jobs it made due, the policy as the API answers it, replacing the
// card on the billing page, and the page's money and date formats.
import {
  expect,
  type APIRequestContext,
  type FrameLocator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { applyThroughApi } from './applicant.ts';
import { graphql, registeredUser, sessionToken } from './api.ts';
import { heading, PASSWORD, textMyCode, type Person } from './people.ts';
import { buyTermQuote } from './purchase.ts';

export async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/** From the Log in page through the texted code; the app then goes back to the page that asked. */
export async function logIn(page: Page, request: APIRequestContext, person: Person) {
  await heading(page, 'Log in');
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await textMyCode(page, request, person.e164);
}

/**
 * A new policyholder, signed in, with a term policy paid by the sandbox's good card (4242). `profile`: answers
 * over the default profile's (e.g. a last name the bank sandbox acts on).
 */
export async function policyholder(
  page: Page,
  request: APIRequestContext,
  label: string,
  profile: Record<string, string> = {},
) {
  const { person } = await registeredUser(request, label);
  await page.goto('/account');
  await logIn(page, request, person);
  await heading(page, 'Account');
  expect(await applyThroughApi(page, request, {}, undefined, profile)).toBe('accepted');
  const policy = await buyTermQuote(request, (await sessionToken(page))!);
  return { person, policy };
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** "yyyy-MM-dd" as the page writes dates: "MMM dd, yyyy". */
export const longDate = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${day.slice(8, 10)}, ${day.slice(0, 4)}`;
};

/** "yyyy-MM-dd" as the e-mails write dates: "MM/dd/yyyy". */
export const shortDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** What the sandbox operator does: move the clock (the billing run is then due) and run the jobs. */
export async function moveClock(request: APIRequestContext, days: number) {
  expect((await request.post('/dev/clock', { data: { advanceSeconds: days * 86_400 } })).ok()).toBe(true);
  expect((await request.post('/dev/jobs/drain', { data: {} })).ok()).toBe(true);
}

/** The server's moved "now". */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/dev/clock');
  expect(response.ok()).toBe(true);
  return new Date(((await response.json()) as { now: string }).now);
}

export type ApiPolicy = {
  status: string;
  lapsesAt: string | null;
  invoices: { kind: string; status: string; periodStart: string | null }[];
};

/** The signed-in page's policy as the API answers it. */
export async function policyOf(page: Page, request: APIRequestContext): Promise<ApiPolicy> {
  const { userPolicy } = await graphql<{ userPolicy: ApiPolicy }>(
    request,
    '{ userPolicy { status lapsesAt invoices { kind status periodStart } } }',
    {},
    (await sessionToken(page))!,
  );
  return userPolicy;
}

/** REPLACE CARD, the name and the card provider's own field, SAVE CARD: the new card is the card on file. */
export async function replaceCard(page: Page, number: string, last4: string) {
  const method = page.getByRole('main').getByRole('region', { name: 'Payment method' });
  await method.getByRole('button', { name: 'REPLACE CARD' }).click();
  await expect(method.getByRole('textbox', { name: 'Name on card' })).toBeFocused();
  await method.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
  const frame: FrameLocator = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').pressSequentially(number);
  await frame.getByLabel('Expiration date').pressSequentially('1230');
  await frame.getByLabel('Security code').pressSequentially('123');
  await method.getByRole('button', { name: 'SAVE CARD' }).click();
  await expect(method.getByRole('status')).toHaveText(
    `Your Visa ending in ${last4} is saved. Your payments are charged to it from now on.`,
  );
  await expect(method).toContainText(`CardVisa ending in ${last4}`);
}
