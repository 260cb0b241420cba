// Closing an account in real Chromium at desktop and phone sizes (issue 27 item 6): a policyholder asks to close
// it from the Account page, confirms in CloseAccountModal, and is told why it stays open (CloseAccountFailedModal,
// "Please contact us", naming the policy in force), still signed in; a person without a policy closes theirs and
// is logged out, the Log in page saying the account is closed. Axe on both modals. The clock does not move.
import { expect, test } from '@playwright/test';
import { registeredUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { logIn, policyholder, shot } from './support/billing.ts';
import { heading } from './support/people.ts';

test.describe('closing an account', () => {
  test('a policyholder is told the policy in force keeps it open', async ({ page, request }, info) => {
    test.setTimeout(180_000);
    await policyholder(page, request, 'closeheld');
    await page.goto('/account');
    await heading(page, 'Account');
    await page.getByRole('button', { name: 'Close account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close your account?' });
    await expect(confirm).toContainText('We keep your policy, payment and document records');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'CLOSE MY ACCOUNT' }).click();

    const failed = page.getByRole('dialog', { name: 'Please contact us' });
    await expect(failed).toContainText(
      /Policy \S+ is still in force, so your account can't be closed online\./,
    );
    await expect(failed.getByRole('button', { name: 'CHAT WITH US' })).toBeVisible();
    await expect(failed.getByRole('link', { name: /VISIT FAQS/ })).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, 'close-refused');
    await page.keyboard.press('Escape');
    await expect(failed).toHaveCount(0);
    await page.reload();
    await heading(page, 'Account');
  });

  test('a person without a policy closes the account and is logged out', async ({ page, request }) => {
    const { person } = await registeredUser(request, 'closefree');
    await page.goto('/account');
    await logIn(page, request, person);
    await heading(page, 'Account');
    await page.getByRole('button', { name: 'Close account' }).click();
    await page
      .getByRole('dialog', { name: 'Close your account?' })
      .getByRole('button', { name: 'CLOSE MY ACCOUNT' })
      .click();
    await heading(page, 'Log in');
    await expect(page.getByRole('status')).toContainText('Your account is closed.');
  });
});
