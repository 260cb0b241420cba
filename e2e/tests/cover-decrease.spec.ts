// Lowering cover (issue 27), in real Chromium at desktop and phone sizes: a policyholder opens CHANGE COVERAGE on
// their policyholder home, moves the cover down in the editor's policy mode (which says when the lower cover
// starts), saves it, and lands on the pending details: the policy now and after the change side by side. The
// policy updates banner says UPDATES PENDING with SEE DETAILS on the home; CANCEL PENDING UPDATES asks first
// (CancelPendingUpdatesModal), then withdraws the change and the banner goes. Axe on each page.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { applyThroughApi } from './support/applicant.ts';
import { registeredUser, sessionToken } from './support/api.ts';
import { expectAccessiblePage } from './support/axe.ts';
import { heading, PASSWORD, textMyCode } from './support/people.ts';
import { buyTermQuote } from './support/purchase.ts';

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

async function logIn(page: Page, request: APIRequestContext, email: string, e164: string) {
  await heading(page, 'Log in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await textMyCode(page, request, e164);
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

test.describe('lowering cover', () => {
  test('lower the cover in the editor, see the pending change and its details, cancel it', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(150_000);
    const { person } = await registeredUser(request, 'cover-decrease');
    await page.goto('/account');
    await logIn(page, request, person.email, person.e164);
    await heading(page, 'Account');
    expect(await applyThroughApi(page, request)).toBe('accepted');
    const token = (await sessionToken(page))!;
    const policy = await buyTermQuote(request, token);

    await page.goto('/products/insurance');
    await heading(page, 'Your policy');
    const main = page.getByRole('main');
    const summary = main.getByRole('region', { name: 'Policy details' });
    await expect(summary).toContainText(`Coverage amount${dollars(policy.amount)}`);
    const premiumBefore = (await summary.innerText()).match(/Monthly premium\s*(\$[\d,.]+)/)![1]!;
    await summary.getByRole('link', { name: 'CHANGE COVERAGE' }).click();

    // The editor's policy mode: the cover starts at the policy's and only goes down.
    await expect(page).toHaveURL(/\/edit-coverage\/policy$/);
    const cover = page.getByRole('slider', { name: 'Coverage amount' });
    await expect(cover).toHaveAttribute('aria-valuetext', dollars(policy.amount));
    await expect(page.getByRole('slider', { name: 'Lock rate until age' })).toHaveCount(0);
    await expectAccessiblePage(page);
    await cover.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const lower = policy.amount - 10_000_000;
    await expect(cover).toHaveAttribute('aria-valuetext', dollars(lower));
    const starts = page.getByText(
      /^Your new coverage starts on \w{3} \d{2}, \d{4}, your next payment date\.$/,
    );
    await expect(starts).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, info, 'editor-policy-mode');
    await page.getByRole('button', { name: 'SAVE' }).click();

    // The pending details: now and after the change, side by side.
    await expect(page).toHaveURL(new RegExp(`/products/insurance/${policy.id}/pending-details$`));
    await heading(page, 'Pending policy updates');
    const table = page.getByRole('table', { name: 'Your policy now and after the change' });
    await expect(table.getByRole('row', { name: /^Coverage/ })).toContainText(
      `${dollars(policy.amount)}${dollars(lower)}`,
    );
    await expect(table.getByRole('row', { name: /^Monthly premium/ })).toContainText(premiumBefore);
    await expect(table.getByRole('columnheader', { name: /^From \w{3} \d{2}, \d{4}$/ })).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, info, 'pending-details');

    // The home says UPDATES PENDING; SEE DETAILS leads back to the details. The policy is as it was until then.
    await page.goto('/products/insurance');
    const banner = main.getByRole('region', { name: /UPDATES PENDING/ });
    await expect(banner).toContainText('A change to your coverage takes effect at your next payment.');
    await expect(summary).toContainText(`Coverage amount${dollars(policy.amount)}`);
    await expectAccessiblePage(page);
    await shot(page, info, 'home-updates-pending');
    await page.goto('/');
    await expect(page.getByRole('region', { name: /UPDATES PENDING/ })).toBeVisible();
    await page
      .getByRole('region', { name: /UPDATES PENDING/ })
      .getByRole('link', { name: 'SEE DETAILS' })
      .click();
    await heading(page, 'Pending policy updates');

    // Cancelling asks first; keeping it changes nothing; continuing withdraws it.
    await page.getByRole('button', { name: 'CANCEL PENDING UPDATES' }).click();
    const modal = page.getByRole('dialog', { name: 'Cancel your pending updates?' });
    await expect(modal).toContainText('will not apply at your next payment');
    await expectAccessiblePage(page);
    await shot(page, info, 'cancel-pending-updates-modal');
    await modal.getByRole('button', { name: 'KEEP MY CHANGE' }).click();
    await expect(modal).toHaveCount(0);
    await page.getByRole('button', { name: 'CANCEL PENDING UPDATES' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel your pending updates?' })
      .getByRole('button', { name: 'CONTINUE' })
      .click();
    await heading(page, 'Your policy');
    await expect(page).toHaveURL(/\/products\/insurance$/);
    await expect(main.getByRole('region', { name: /UPDATES PENDING/ })).toHaveCount(0);
    await expect(summary).toContainText(`Coverage amount${dollars(policy.amount)}`);
    await expectAccessiblePage(page);
  });
});
