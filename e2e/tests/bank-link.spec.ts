// Linking a bank account in real Chromium at desktop and phone sizes (issue 25 items 2 and 5, the listing and
// unlinking): a policyholder on the billing page opens LINK A BANK ACCOUNT and closes it (the page says nothing
// was linked), opens it again, finds First Platypus Bank in the sandbox's Link, is refused with a wrong
// password, signs in with user_good / pass_good, answers 1234 by keyboard, picks Plaid Checking and sees it
// listed; the bank then asks for a new sign-in (the sandbox's reset_login), SIGN IN AGAIN repairs it in update
// mode; then UNLINK, confirmed, removes it. Axe on the page and on every step of the modal. The clock does not
// move: this spec runs beside the others.
import { expect, test } from '@playwright/test';
import { graphqlAsPage, sessionToken } from './support/api.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { policyholder, shot } from './support/billing.ts';
import { heading } from './support/people.ts';

test.describe('linking a bank account', () => {
  test('a policyholder links First Platypus Bank, signs in to it again, and unlinks it', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    await policyholder(page, request, 'banklink');

    await page.goto('/products/insurance/billing');
    await heading(page, 'Billing');
    const banks = page.getByRole('main').getByRole('region', { name: 'Bank accounts' });
    await expect(banks).toContainText('No bank account linked yet.');
    await expectAccessiblePage(page);

    // Link closed before it finished: nothing is linked, and the page says so.
    await banks.getByRole('button', { name: 'LINK A BANK ACCOUNT' }).click();
    const link = page.getByRole('dialog', { name: 'Link a bank account' });
    await expect(link.getByRole('heading', { name: 'Select your bank' })).toBeFocused();
    await link.getByRole('button', { name: 'Close' }).click();
    await expect(link).toHaveCount(0);
    await expect(banks.getByRole('status')).toHaveText(
      'No bank account was linked: Link was closed before it finished.',
    );
    await expect(banks).toContainText('No bank account linked yet.');
    await expectAccessiblePage(page);
    await shot(page, info, 'link-closed');

    // Link: the institution, found by searching.
    await banks.getByRole('button', { name: 'LINK A BANK ACCOUNT' }).click();
    await expect(link.getByRole('heading', { name: 'Select your bank' })).toBeFocused();
    await link.getByRole('searchbox', { name: 'Search for your bank' }).fill('platypus');
    await expect(link.getByRole('list', { name: 'Banks' }).getByRole('button')).toHaveCount(1);
    await expectAccessible(page);
    await shot(page, info, 'link-institution');
    await link.getByRole('button', { name: 'First Platypus Bank' }).click();

    // A wrong password is refused with the provider's words; the right one moves on.
    await expect(link.getByRole('heading', { name: 'Sign in to First Platypus Bank' })).toBeFocused();
    await link.getByRole('textbox', { name: 'Username' }).fill('user_good');
    await link.getByLabel('Password', { exact: true }).fill('not_the_password');
    await link.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(link.getByRole('alert')).toHaveText('The username or password provided were not correct.');
    await expectAccessible(page);
    await shot(page, info, 'link-refused');
    await link.getByLabel('Password', { exact: true }).fill('pass_good');
    await link.getByRole('button', { name: 'SUBMIT' }).click();

    // The second factor, by keyboard.
    await expect(link.getByRole('heading', { name: 'Enter the code your bank sent you' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(link.getByRole('textbox', { name: 'Code' })).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');

    await expect(link.getByRole('heading', { name: 'Choose an account' })).toBeFocused();
    await expect(link.getByRole('radio')).toHaveCount(2);
    await expectAccessible(page);
    await shot(page, info, 'link-accounts');
    await link.getByRole('radio', { name: 'Plaid Checking ending in 0000' }).check();
    await link.getByRole('button', { name: 'CONTINUE' }).click();

    await expect(link).toHaveCount(0);
    await expect(banks.getByRole('status')).toHaveText(
      'First Platypus Bank: Plaid Checking ending in 0000 is linked.',
    );
    await expect(banks.getByRole('listitem').first()).toContainText('First Platypus Bank');
    await expect(banks).toContainText('Plaid Checking ending in 0000 · Checking');
    await expectAccessiblePage(page);
    await shot(page, info, 'linked');

    // The bank wants a new sign-in: SIGN IN AGAIN goes straight to its sign-in (update mode).
    const { plaidItems } = await graphqlAsPage<{ plaidItems: Array<{ id: string }> }>(
      page,
      request,
      '{ plaidItems { id } }',
    );
    const reset = await request.post('/dev/bank-link/reset-login', {
      headers: { authorization: `Bearer ${(await sessionToken(page))!}` },
      data: { plaidItemId: plaidItems[0]!.id },
    });
    expect(reset.status()).toBe(200);
    await page.reload();
    await heading(page, 'Billing');
    await expect(banks).toContainText('First Platypus Bank needs you to sign in again.');
    await expectAccessiblePage(page);
    await banks.getByRole('button', { name: 'Sign in again to First Platypus Bank' }).click();
    await expect(link.getByRole('heading', { name: 'Sign in to First Platypus Bank' })).toBeFocused();
    await link.getByRole('textbox', { name: 'Username' }).fill('user_good');
    await link.getByLabel('Password', { exact: true }).fill('pass_good');
    await link.getByRole('button', { name: 'SUBMIT' }).click();
    await link.getByRole('textbox', { name: 'Code' }).fill('1234');
    await link.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(link).toHaveCount(0);
    await expect(banks.getByRole('status')).toHaveText("You're signed in to First Platypus Bank again.");
    await expect(banks).not.toContainText('needs you to sign in again');

    // Unlink, after the confirmation.
    await banks.getByRole('button', { name: 'Unlink First Platypus Bank' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unlink First Platypus Bank?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'UNLINK' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(banks.getByRole('status')).toHaveText('First Platypus Bank is unlinked.');
    await expect(banks).toContainText('No bank account linked yet.');
    await expectAccessiblePage(page);
  });
});
