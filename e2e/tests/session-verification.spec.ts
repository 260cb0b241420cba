// A session that only knows the password (identified) opening a page kept for verified sessions (issue 23 items
// 2 and 14), in real Chromium at desktop and phone sizes: the last step of the purchase (/flow/purchase-policy)
// and the beneficiaries of a policy in force. Each sends the person through session verification (the code
// texted to their phone, read at /dev/outbox) and back to the page they opened, never to "Oops. There was an
// error.". Axe on every page, screenshots kept in the test's output.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { graphql, registeredUser } from './support/api.ts';
import { applyThroughApi } from './support/applicant.ts';
import { registerInJourney } from './support/applying.ts';
import { expectAccessiblePage } from './support/axe.ts';
import { heading, PASSWORD, smsCode, type Person } from './support/people.ts';

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/** Another browser where the person signs in with the password alone and stops at the code: identified. */
async function identifiedSession(browser: Browser, page: Page, person: Person): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await context.newPage();
  await other.goto('/login');
  await heading(other, 'Log in');
  await other.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'LOG IN' }).click();
  // The code is asked for; the person goes elsewhere without typing it.
  await heading(other, 'Two-step verification');
  const level = await other.evaluate(
    () => (JSON.parse(localStorage.getItem('authentication') ?? '{}') as { authLevel?: string }).authLevel,
  );
  expect(level?.toLowerCase()).toBe('identified');
  return other;
}

/** On /verify-session remembering `path`: text the code, type it, and be back on `path`. */
async function verifyAndReturn(
  page: Page,
  request: APIRequestContext,
  person: Person,
  path: string,
  info: TestInfo,
) {
  await expect(page).toHaveURL(`/verify-session?redirect=${encodeURIComponent(path)}`);
  await heading(page, 'Two-step verification');
  await expect(page.getByRole('dialog', { name: 'Oops. There was an error.' })).toHaveCount(0);
  await expectAccessiblePage(page);
  await shot(page, info, 'verify-session');
  await page.getByRole('button', { name: 'Text my code' }).click();
  await heading(page, 'Your code is on the way');
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .pressSequentially(await smsCode(request, person.e164));
  await expect(page).toHaveURL(path);
}

test.describe('a verified-level page opened with the password alone', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the last step of the purchase sends the person through the code and back', async ({
    page,
    request,
    browser,
  }, info) => {
    const person = await registerInJourney(page, request, 'verify-purchase');
    expect(await applyThroughApi(page, request)).toBe('accepted');
    await page.context().close();

    const other = await identifiedSession(browser, page, person);
    await other.goto('/flow/purchase-policy');
    await verifyAndReturn(other, request, person, '/flow/purchase-policy', info);
    await heading(other, 'Last step!');
    await expect(other.getByRole('button', { name: 'SUBMIT & PAY' })).toBeVisible();
    await expect(other.getByRole('dialog')).toHaveCount(0);
    await expectAccessiblePage(other);
    await shot(other, info, 'last-step');
    await other.context().close();
  });

  test('a policy’s beneficiaries send the person through the code and back', async ({
    page,
    request,
    browser,
  }, info) => {
    const { person, token } = await registeredUser(request, 'verify-beneficiaries');
    const { createBeneficiary } = await graphql<{ createBeneficiary: { error: unknown } }>(
      request,
      `
        mutation ($input: CreateBeneficiaryInput!) {
          createBeneficiary(input: $input) {
            error {
              code
            }
          }
        }
      `,
      {
        input: {
          type: 'INDIVIDUAL',
          responsibility: 'PRIMARY',
          contact: {
            firstName: 'Grace',
            lastName: 'Hopper',
            birthdate: '1985-05-20',
            relationship: 'friend',
          },
          address: { street1: '100 Main St', city: 'Columbus', state: 'OH', postalCode: '43215' },
        },
      },
      token,
    );
    expect(createBeneficiary.error).toBeNull();
    const attached = await request.post('/dev/beneficiaries/attach-to-policy', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(attached.status()).toBe(200);

    const other = await identifiedSession(browser, page, person);
    await other.goto('/beneficiary/wysh-insurance');
    await verifyAndReturn(other, request, person, '/beneficiary/wysh-insurance', info);
    await heading(other, 'Your beneficiaries');
    await expect(other.getByRole('main')).toContainText('Grace Hopper');
    await expect(other.getByRole('dialog')).toHaveCount(0);
    await expectAccessiblePage(other);
    await shot(other, info, 'beneficiaries');
    await other.context().close();
  });
});
