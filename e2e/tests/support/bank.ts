// What the bank-account journeys share: linking First Platypus Bank's Plaid Checking through the sandbox's Link
// on the billing page (a wrong password refused first, then user_good / pass_good and the code 1234), and making
// it the account premiums are paid from.
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectAccessiblePage } from './axe.ts';
import { shot } from './billing.ts';

export const CHECKING = 'First Platypus Bank Plaid Checking ••0000';

/** The billing page's linked banks. */
export const bankAccounts = (page: Page): Locator =>
  page.getByRole('main').getByRole('region', { name: 'Bank accounts' });

export async function linkFirstPlatypusChecking(page: Page, info: TestInfo, prefix: string) {
  const banks = bankAccounts(page);
  await banks.getByRole('button', { name: 'LINK A BANK ACCOUNT' }).click();
  const link = page.getByRole('dialog', { name: 'Link a bank account' });
  await expect(link.getByRole('heading', { name: 'Select your bank' })).toBeFocused();
  await link.getByRole('searchbox', { name: 'Search for your bank' }).fill('platypus');
  await link.getByRole('button', { name: 'First Platypus Bank' }).click();

  await expect(link.getByRole('heading', { name: 'Sign in to First Platypus Bank' })).toBeFocused();
  await link.getByRole('textbox', { name: 'Username' }).fill('user_good');
  await link.getByLabel('Password', { exact: true }).fill('pass_bad');
  await link.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(link.getByRole('alert')).toHaveText('The username or password provided were not correct.');
  await expectAccessible(page);
  await shot(page, info, `${prefix}-link-refused`);
  await link.getByLabel('Password', { exact: true }).fill('pass_good');
  await link.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(link.getByRole('heading', { name: 'Enter the code your bank sent you' })).toBeFocused();
  await link.getByRole('textbox', { name: 'Code' }).fill('1234');
  await link.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(link.getByRole('heading', { name: 'Choose an account' })).toBeFocused();
  await link.getByRole('radio', { name: 'Plaid Checking ending in 0000' }).check();
  await link.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(link).toHaveCount(0);
  await expect(banks.getByRole('status')).toHaveText(
    'First Platypus Bank: Plaid Checking ending in 0000 is linked.',
  );
}

/**
 * PAY PREMIUMS FROM THIS ACCOUNT beside Plaid Checking, agreeing to the debit authorization first: the payment
 * method panel then names it.
 */
export async function payPremiumsFromChecking(page: Page, info: TestInfo, prefix: string) {
  const banks = bankAccounts(page);
  await banks
    .getByRole('button', { name: 'Pay premiums from First Platypus Bank Plaid Checking ending in 0000' })
    .click();
  const agree = page.getByRole('dialog', { name: `Pay premiums from ${CHECKING}?` });
  const confirm = agree.getByRole('button', { name: 'PAY PREMIUMS FROM THIS ACCOUNT' });
  await expect(confirm).toBeDisabled();
  await agree.getByRole('checkbox', { name: /^I agree to this debit authorization:/ }).check();
  await expectAccessible(page);
  await shot(page, info, `${prefix}-debit-authorization`);
  await confirm.click();
  await expect(agree).toHaveCount(0);
  await expect(banks.getByRole('status')).toHaveText(`Your premiums are paid from ${CHECKING} from now on.`);
  await expect(banks).toContainText('Plaid Checking ending in 0000 · CheckingPays your premiums');
  const method = page.getByRole('main').getByRole('region', { name: 'Payment method' });
  await expect(method).toContainText(`Bank account${CHECKING}Account typeChecking`);
  await expect(method.getByRole('button', { name: 'ADD A CARD' })).toBeVisible();
  await expectAccessiblePage(page);
}
