// The first premium from a bank account on "Last step!" (issue 25 item 5) in real Chromium at desktop and phone
// sizes, axe-clean: an approved applicant chooses Bank account, is told before paying that cover starts when the
// payment settles, links First Platypus Bank there (a wrong password refused, then user_good / pass_good and
// 1234), picks Plaid Checking, agrees to the debit authorization and pays; the confirmation says the payment is
// processing, from which account; the clock moves past settlement and the policy is active with its number. A
// second applicant, an account holder named Insufficient, sees the debit come back (R01): an e-mail says so, its
// link signs in on "Last step!", which says so too, and they buy with a card. Moves the sandbox clock: runs alone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphqlAsPage } from './support/api.ts';
import { applyThroughApi } from './support/applicant.ts';
import { registerInJourney, RESTORE_TITLE } from './support/applying.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { logIn, moveClock, shot } from './support/billing.ts';
import { heading, newestMessage, textMyCode, type Person } from './support/people.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

const COVER_BY_BANK =
  'Your cover starts when your payment settles. Payments take up to 5 business days to process.';
const COVER_BY_CARD = 'Your cover starts as soon as your card is charged.';
const ACCOUNT = 'First Platypus Bank checking account ending in 0000';

async function approvedApplicant(
  page: Page,
  request: APIRequestContext,
  label: string,
  lastName: string,
): Promise<Person> {
  const person = await registerInJourney(page, request, label);
  await applyThroughApi(page, request, {}, undefined, {
    'profile.firstName': 'Ada',
    'profile.lastName': lastName,
  });
  await page.goto('/review-quote');
  await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();
  await heading(page, 'Your quote is ready for review');
  await page.getByRole('button', { name: 'PURCHASE TERM LIFE' }).click();
  await heading(page, 'Last step!');
  return person;
}

/** On "Last step!": Bank account, then First Platypus Bank's Plaid Checking linked in the sandbox's Link. */
async function linkInLastStep(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Bank account' }).check();
  await expect(main).toContainText(COVER_BY_BANK);
  await main.getByRole('button', { name: 'LINK A BANK ACCOUNT' }).click();
  const link = page.getByRole('dialog', { name: 'Link a bank account' });
  await link.getByRole('searchbox', { name: 'Search for your bank' }).fill('platypus');
  await link.getByRole('button', { name: 'First Platypus Bank' }).click();
  await link.getByRole('textbox', { name: 'Username' }).fill('user_good');
  await link.getByLabel('Password', { exact: true }).fill('not_the_password');
  await link.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(link.getByRole('alert')).toHaveText('The username or password provided were not correct.');
  await link.getByLabel('Password', { exact: true }).fill('pass_good');
  await link.getByRole('button', { name: 'SUBMIT' }).click();
  await link.getByRole('textbox', { name: 'Code' }).fill('1234');
  await link.getByRole('button', { name: 'SUBMIT' }).click();
  await link.getByRole('radio', { name: 'Plaid Checking ending in 0000' }).check();
  await link.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(link).toHaveCount(0);
  // The account just linked is the one chosen.
  await expect(
    main.getByRole('radio', { name: /First Platypus Bank Plaid Checking ending in 0000/ }),
  ).toBeChecked();
}

async function policyStatus(page: Page, request: APIRequestContext) {
  return graphqlAsPage<{
    userPolicy: { status: string; label: string | null } | null;
    pendingPolicy: { status: string } | null;
  }>(page, request, '{ userPolicy { status label } pendingPolicy { status } }');
}

test.describe('the first premium from a bank account', () => {
  test.describe.configure({ timeout: 240_000 });

  test('pays from a linked account: processing, then issued once the debit settles', async ({
    page,
    request,
  }, info) => {
    const person = await approvedApplicant(page, request, 'bankbuyer', 'Lovelace');
    const main = page.getByRole('main');
    // The card says when cover starts too.
    await expect(main).toContainText(COVER_BY_CARD);
    await linkInLastStep(page);
    const pay = page.getByRole('button', { name: 'SUBMIT & PAY' });
    await expect(pay).toBeDisabled();
    const authorize = main.getByRole('checkbox', { name: /I agree to this debit authorization/ });
    await expect(main).toContainText(
      'debit my First Platypus Bank checking account ending in 0000 by ACH for any premium I pay now',
    );
    await authorize.check();
    await expect(main).toContainText('Let us debit your bank account');
    await expect(pay).toBeEnabled();
    await expectAccessiblePage(page);
    await shot(page, info, 'last-step-bank');
    await pay.click();

    await heading(page, 'Your payment is processing');
    await expect(main).toContainText(COVER_BY_BANK);
    await expect(main).toContainText(ACCOUNT);
    await expect(main).toContainText("Thanks, Ada! We'll e-mail you your policy as soon as it's issued.");
    await expectAccessiblePage(page);
    await shot(page, info, 'processing');
    expect(await policyStatus(page, request)).toEqual({
      userPolicy: null,
      pendingPolicy: { status: 'settling' },
    });

    // Past the settlement day: issued, with its number.
    await moveClock(request, 10);
    await page.goto('/account');
    await logIn(page, request, person);
    await heading(page, 'Account');
    await expect
      .poll(async () => (await policyStatus(page, request)).userPolicy?.status ?? null)
      .toBe('active');
    expect((await policyStatus(page, request)).userPolicy!.label).toMatch(/^WT\d{9}$/);
    await expectAccessiblePage(page);
  });

  test('a debit the bank sends back (R01) issues nothing; the person is told and buys with a card', async ({
    page,
    request,
  }, info) => {
    const person = await approvedApplicant(page, request, 'bankinsufficient', 'Insufficient');
    const lastStep = page.url();
    await linkInLastStep(page);
    const main = page.getByRole('main');
    await main.getByRole('checkbox', { name: /I agree to this debit authorization/ }).check();
    await page.getByRole('button', { name: 'SUBMIT & PAY' }).click();
    await heading(page, 'Your payment is processing');

    // Days later the e-mail says what the bank said; its button signs in on "Last step!" (after the texted code).
    await moveClock(request, 10);
    const told = await newestMessage(request, person.email, /Your first payment didn't go through/);
    expect(told).toContain('Insufficient funds (R01)');
    const link = /Finish your purchase: (https?:\/\/\S+\/deep-link\?\S+)/.exec(told)![1]!;
    await page.goto(link);
    await textMyCode(page, request, person.e164);
    await heading(page, 'Last step!');
    expect(new URL(page.url()).pathname).toBe(new URL(lastStep).pathname);
    const alert = main.getByRole('alert').filter({ hasText: "didn't go through" });
    await expect(alert).toContainText(ACCOUNT);
    await expect(alert).toContainText('R01');
    await expect(alert).toContainText('Pay with a card to get covered.');
    await expectAccessible(page);
    await shot(page, info, 'bank-returned');
    expect(await policyStatus(page, request)).toEqual({
      userPolicy: null,
      pendingPolicy: { status: 'pending' },
    });

    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').pressSequentially('4242424242424242');
    await frame.getByLabel('Expiration date').pressSequentially('1230');
    await frame.getByLabel('Security code').pressSequentially('123');
    await page.getByRole('button', { name: 'SUBMIT & PAY' }).click();
    await heading(page, 'Congrats on your new policy!');
    await expect(main).toContainText('Your cover started when your card was charged.');
    await expectAccessiblePage(page);
    await shot(page, info, 'bought-by-card');
    const { userPolicy } = await policyStatus(page, request);
    expect(userPolicy).toMatchObject({ status: 'active', label: expect.stringMatching(/^WT\d{9}$/) });
  });
});
