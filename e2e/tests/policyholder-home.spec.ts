// After the purchase, in real Chromium at desktop and phone sizes: a person who applied, named a beneficiary and
// bought the term quote through the API (the spec's calls: the quote accepted, the card tokenised at the app's
// own sandbox card provider with its publishable key, the first invoice paid) finds the owned card on the
// dashboard, and /products/insurance as their policyholder home: the policy number, cover, term, class, the
// beneficiary, the next payment with the card's brand and last 4, documents and support. A beneficiary change
// left pending raises UPDATES PENDING on both pages, and SEE DETAILS leads to the beneficiary flow. Axe on each.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { applyThroughApi } from './support/applicant.ts';
import { graphql, registeredUser, sessionToken } from './support/api.ts';
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

async function addPrimary(request: APIRequestContext, token: string, firstName: string) {
  const { createBeneficiary } = await graphql<{ createBeneficiary: { success: boolean } }>(
    request,
    'mutation ($input: CreateBeneficiaryInput!) { createBeneficiary(input: $input) { success } }',
    {
      input: {
        type: 'INDIVIDUAL',
        responsibility: 'PRIMARY',
        contact: { firstName, lastName: 'Hopper', birthdate: '1990-04-02', relationship: 'spouse' },
        address: { street1: '100 Main St', city: 'Columbus', state: 'OH', postalCode: '43215' },
      },
    },
    token,
  );
  expect(createBeneficiary.success).toBe(true);
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

test.describe('the policyholder home', () => {
  test('the owned dashboard, the policy at /products/insurance, and UPDATES PENDING for a change', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const { person } = await registeredUser(request, 'policyholder-home');
    await page.goto('/account');
    await logIn(page, request, person.email, person.e164);
    await heading(page, 'Account');
    expect(await applyThroughApi(page, request)).toBe('accepted');
    const token = (await sessionToken(page))!;
    await addPrimary(request, token, 'Grace');
    const policy = await buyTermQuote(request, token);
    expect(policy.label).toMatch(/^WT\d{9}$/);

    // The dashboard: the owned card, no banner while nothing waits.
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Term Life Insurance' });
    await expect(card).toContainText(`Coverage Amount${dollars(policy.amount)}`);
    await expect(card).toContainText(/Next Billing Date\d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByRole('region', { name: /UPDATES PENDING/ })).toHaveCount(0);
    await expectAccessiblePage(page);
    await shot(page, info, 'dashboard-owned');

    // The policyholder home, from the card.
    await card.getByRole('link', { name: 'Term Life Insurance' }).click();
    await heading(page, 'Your policy');
    const main = page.getByRole('main');
    const summary = main.getByRole('region', { name: 'Policy details' });
    await expect(summary).toContainText(`Policy number${policy.label}`);
    await expect(summary).toContainText('TypeTerm Life Insurance');
    await expect(summary).toContainText(`Coverage amount${dollars(policy.amount)}`);
    await expect(summary).toContainText(/Term\d+ years/);
    await expect(summary).toContainText(/Effective date\d{2}\/\d{2}\/\d{4}/);
    await expect(summary).toContainText(/Monthly premium\$\d+\.\d{2}/);
    await expect(main.getByRole('region', { name: 'Beneficiaries' })).toContainText('Grace Hopper100%');
    await expect(main.getByRole('region', { name: 'Next payment' })).toContainText('CardVisa ending in 4242');
    // "Download policy details": the packet's PDF once its job made it, the policy documents category until then.
    await expect(
      main.getByRole('region', { name: 'Documents' }).getByRole('link', { name: /^Download policy details/ }),
    ).toHaveAttribute('href', /\/account\/documents\/policy$|\/documents\/[\w-]+\.pdf/);
    await expect(main.getByRole('region', { name: 'Need Help?' })).toContainText('Call (800) 555-0100');
    await expectAccessiblePage(page);
    await shot(page, info, 'policyholder-home');

    // Cancelling is done with customer service: the modal says how, and cancels nothing.
    await main
      .getByRole('region', { name: 'Need Help?' })
      .getByRole('button', { name: 'Cancel my policy' })
      .click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your policy' });
    await expect(cancel.getByRole('link', { name: 'Call (800) 555-0100' })).toHaveAttribute('href', /^tel:/);
    await expectAccessiblePage(page);
    await shot(page, info, 'cancel-policy-modal');
    await page.keyboard.press('Escape');
    await expect(cancel).toHaveCount(0);
    await expect(summary).toContainText(`Policy number${policy.label}`);

    // A change of the policy's beneficiaries, left pending: the banner on both pages.
    await addPrimary(request, token, 'Alan');
    await page.reload();
    const banner = main.getByRole('region', { name: /UPDATES PENDING/ });
    await expect(banner).toContainText('A change to your beneficiaries is waiting for you to confirm it.');
    await expectAccessiblePage(page);
    await shot(page, info, 'policyholder-home-updates');
    await page.goto('/');
    await expect(page.getByRole('region', { name: /UPDATES PENDING/ })).toBeVisible();
    await expectAccessiblePage(page);

    // SEE DETAILS, by keyboard, leads to the beneficiary flow where the pending change waits.
    await page
      .getByRole('region', { name: /UPDATES PENDING/ })
      .getByRole('link', { name: 'SEE DETAILS' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/flow\/beneficiary$/);
  });
});
