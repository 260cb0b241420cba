// The billing page in real Chromium at desktop and phone sizes (issue 24 "Done when"): a policyholder opens
// it from the policyholder home and sees the plan, the card and the first invoice; replaces the card with one
// that saves and then declines every charge (4000 0000 0000 0341); the sandbox clock moves a month and the
// renewal is declined. Signed in again, the page shows the past-due balance and PastDueBalanceModal with the
// lapse date; the policyholder replaces the card with 4242, pays now, sees the success modal close itself, and
// the balance is gone with the policy active. Axe on each state. The sandbox clock is the server's: this spec
// runs alone (playwright.config.ts `exclusive`).
import {
  expect,
  test,
  type APIRequestContext,
  type FrameLocator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { applyThroughApi } from './support/applicant.ts';
import { graphql, registeredUser, sessionToken } from './support/api.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { heading, PASSWORD, smsCode, type Person } from './support/people.ts';
import { buyTermQuote } from './support/purchase.ts';

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

async function logIn(page: Page, request: APIRequestContext, person: Person) {
  await heading(page, 'Log in');
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await heading(page, 'Two-step verification');
  await page.getByRole('button', { name: 'Text my code' }).click();
  await heading(page, 'Your code is on the way');
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .pressSequentially(await smsCode(request, person.e164));
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** REPLACE CARD, the name and the card provider's own field, SAVE CARD: the new card is the card on file. */
async function replaceCard(page: Page, number: string, last4: string) {
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

test.describe('the billing page', () => {
  test('a policyholder replaces the card, falls behind when it fails, and pays the past-due balance', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const { person } = await registeredUser(request, 'billing');
    await page.goto('/account');
    await logIn(page, request, person);
    await heading(page, 'Account');
    expect(await applyThroughApi(page, request)).toBe('accepted');
    const policy = await buyTermQuote(request, (await sessionToken(page))!);
    const premium = dollars(policy.monthlyPremium);

    // From the policyholder home's next payment to the billing page.
    await page.goto('/products/insurance');
    await heading(page, 'Your policy');
    await page
      .getByRole('region', { name: 'Next payment' })
      .getByRole('link', { name: 'MANAGE BILLING' })
      .click();
    await heading(page, 'Billing');
    await expect(page).toHaveURL(/\/products\/insurance\/billing$/);
    const main = page.getByRole('main');
    const plan = main.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText(`Policy number${policy.label}`);
    await expect(plan).toContainText(`Premium${premium}`);
    await expect(plan).toContainText('Billing frequencyMonthly');
    await expect(plan).toContainText(/Next payment[A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(main.getByRole('region', { name: 'Payment method' })).toContainText(
      'CardVisa ending in 4242',
    );
    const history = main.getByRole('region', { name: 'Billing history' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(`Amount${premium}StatusPaidPaid on`);
    await expect(main.getByRole('region', { name: 'Past due' })).toHaveCount(0);
    await expectAccessiblePage(page);
    await shot(page, info, 'billing');

    // A card that saves, and declines every charge from then on.
    await replaceCard(page, '4000000000000341', '0341');
    await expectAccessiblePage(page);

    // A month passes: the renewal is invoiced and charged to that card, and declined. The session ended with it.
    expect((await request.post('/dev/clock', { data: { advanceSeconds: 32 * 86_400 } })).ok()).toBe(true);
    expect((await request.post('/dev/jobs/drain', { data: {} })).ok()).toBe(true);
    await page.goto('/products/insurance/billing');
    await logIn(page, request, person);

    // Back on the billing page: the warning opens by itself, with the lapse date once grace sets one.
    const warning = page.getByRole('dialog', { name: 'Your payment is past due' });
    await expect(warning).toContainText(`Your past-due balance is ${premium}.`);
    await expect(warning).toContainText(
      /Your policy will be cancelled if payment is not received by ([A-Z][a-z]{2} \d{2}, \d{4}|the end of its grace period)\./,
    );
    await heading(page, 'Billing');
    await expectAccessiblePage(page);
    await shot(page, info, 'past-due-modal');
    await warning.getByRole('button', { name: 'NOT NOW' }).click();
    await expect(warning).toHaveCount(0);

    const owed = main.getByRole('region', { name: 'Past due' });
    await expect(owed).toContainText(`${premium} is past due`);
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText(`Amount${premium}StatusPast duePaid onNot paid`);
    await expectAccessiblePage(page);
    await shot(page, info, 'past-due');

    // A good card, then PAY NOW by keyboard: the success modal names the amount and the card, and closes itself.
    await replaceCard(page, '4242424242424242', '4242');
    await owed.getByRole('button', { name: 'PAY NOW' }).focus();
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Payment received' });
    await expect(success).toContainText(
      `We received your payment of ${premium} from your Visa ending in 4242.`,
    );
    await expectAccessible(page);
    await shot(page, info, 'payment-received');
    await expect(success).toHaveCount(0, { timeout: 5_000 });
    await expect(owed).toHaveCount(0);
    await expect(history.first()).toContainText(/StatusPaidPaid on[A-Z][a-z]{2} \d{2}, \d{4}/);
    await expectAccessiblePage(page);
    await shot(page, info, 'paid-up');

    const { userPolicy } = await graphql<{ userPolicy: { status: string } }>(
      request,
      '{ userPolicy { status } }',
      {},
      (await sessionToken(page))!,
    );
    expect(userPolicy.status).toBe('active');
  });
});
