// Paying premiums from a linked bank account in real Chromium at desktop and phone sizes (issue 25 "Done when"):
// a policyholder links First Platypus Bank on the billing page (a wrong password refused, then user_good /
// pass_good and 1234), picks Plaid Checking and makes it the policy's method; the sandbox clock moves to the
// renewal's due date, when the billing run debits the account: the billing page and the policyholder home say
// the payment is processing ("Payments take up to 5 business days to process"), never paid or past due, until
// the business day it settles, when it is paid. A second person, whose account holder is named INSUFFICIENT
// (test-cards.md), sees the debit fail at settlement: the failure modal names the amount, the bank and the mask;
// they switch to a card (ADD A CARD) and pay the past-due balance. Axe on each state. The sandbox clock is the
// server's: this spec runs alone (playwright.config.ts `exclusive`).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphqlAsPage } from './support/api.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { CHECKING, linkFirstPlatypusChecking, payPremiumsFromChecking } from './support/bank.ts';
import { dollars, logIn, moveClock, policyholder, policyOf, shot } from './support/billing.ts';
import { heading, type Person } from './support/people.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

const BILLING = '/products/insurance/billing';

/**
 * Opens `path` signed in afresh. After the sandbox clock moved, the server may have ended the session while the
 * browser, on the real clock, still takes its access token for live: the page would render, then fall back to
 * "Log in" at its first answer. So the stored session is dropped and the person signs in again, every time.
 */
async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  person: Person,
  path: string,
  title: string,
) {
  await page.evaluate(() => localStorage.removeItem('authentication'));
  await page.goto(path);
  await logIn(page, request, person);
  await heading(page, title);
}

/** The renewal's due day (yyyy-MM-dd), as the plan's next payment says. */
async function nextPaymentDay(page: Page, request: APIRequestContext): Promise<string> {
  const { userPolicy } = await graphqlAsPage<{
    userPolicy: { accountsProduct: { nextPayment: { date: string } } };
  }>(page, request, '{ userPolicy { accountsProduct { nextPayment { date } } } }');
  return userPolicy.accountsProduct.nextPayment.date;
}

/** Noon (US Eastern) of `day` on the sandbox clock, then the jobs it made due (the billing run debits). */
async function moveClockTo(request: APIRequestContext, day: string) {
  expect((await request.post('/dev/clock', { data: { at: `${day}T17:00:00Z` } })).ok()).toBe(true);
  expect((await request.post('/dev/jobs/drain', { data: {} })).ok()).toBe(true);
}

const renewalOf = async (page: Page, request: APIRequestContext) =>
  (await policyOf(page, request)).invoices.find((invoice) => invoice.kind === 'premium');

/** A new policyholder (with `lastName` when given) on the billing page. */
async function policyholderOnBillingPage(
  page: Page,
  request: APIRequestContext,
  label: string,
  lastName?: string,
) {
  const bought = await policyholder(page, request, label, lastName ? { 'profile.lastName': lastName } : {});
  await page.goto(BILLING);
  await heading(page, 'Billing');
  return bought;
}

test.describe('paying premiums from a bank account', () => {
  test('a debit is processing until it settles, then paid', async ({ page, request }, info) => {
    test.setTimeout(360_000);
    const { person, policy } = await policyholderOnBillingPage(page, request, 'bankdebit');
    const premium = dollars(policy.monthlyPremium);
    await linkFirstPlatypusChecking(page, info, 'good');
    await payPremiumsFromChecking(page, info, 'good');
    await shot(page, info, 'good-paying-from-checking');

    // The due day: the billing run debits the account. Processing, neither paid nor past due.
    await moveClockTo(request, await nextPaymentDay(page, request));
    await openSignedIn(page, request, person, BILLING, 'Billing');
    expect((await renewalOf(page, request))?.status).toBe('processing');
    const main = page.getByRole('main');
    const processing = main.getByRole('region', { name: 'Payment processing' });
    await expect(processing).toContainText(`A payment of ${premium} is processing.`);
    await expect(processing).toContainText(`It is being debited from your ${CHECKING}.`);
    await expect(processing).toContainText('Payments take up to 5 business days to process.');
    await expect(main.getByRole('region', { name: 'Past due' })).toHaveCount(0);
    const history = main.getByRole('region', { name: 'Billing history' }).getByRole('listitem');
    await expect(history.first()).toContainText('StatusProcessingPaid onNot paid');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessiblePage(page);
    await shot(page, info, 'good-processing');

    // The policyholder home says the same.
    await page.goto('/products/insurance');
    await heading(page, 'Your policy');
    const payment = page.getByRole('main').getByRole('region', { name: 'Next payment' });
    await expect(payment).toContainText(`Bank account${CHECKING}`);
    await expect(payment).toContainText(
      `A payment of ${premium} is processing.Payments take up to 5 business days to process.`,
    );
    await expectAccessiblePage(page);
    await shot(page, info, 'good-processing-home');

    // A day at a time through settlement: processing every day until the day it settles, then paid.
    let status = 'processing';
    for (let day = 0; day < 12 && status === 'processing'; day += 1) {
      await moveClock(request, 1);
      await openSignedIn(page, request, person, BILLING, 'Billing');
      status = (await renewalOf(page, request))!.status;
      if (status === 'processing')
        await expect(main.getByRole('region', { name: 'Payment processing' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Past due' })).toHaveCount(0);
    }
    expect(status).toBe('fully_paid');
    await expect(history.first()).toContainText(/StatusPaidPaid on[A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(main.getByRole('region', { name: 'Payment processing' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessiblePage(page);
    await shot(page, info, 'good-paid');
  });

  test("an INSUFFICIENT holder's debit fails: the failure modal names the bank and mask, and a card pays", async ({
    page,
    request,
  }, info) => {
    test.setTimeout(360_000);
    const { person, policy } = await policyholderOnBillingPage(page, request, 'bankfail', 'Insufficient');
    const premium = dollars(policy.monthlyPremium);
    await linkFirstPlatypusChecking(page, info, 'insufficient');
    await payPremiumsFromChecking(page, info, 'insufficient');

    await moveClockTo(request, await nextPaymentDay(page, request));
    // Through settlement, stopping the day the bank's answer comes back (before any presentment again).
    let status = 'processing';
    for (let day = 0; day < 12 && status === 'processing'; day += 1) {
      await moveClock(request, 1);
      await openSignedIn(page, request, person, '/account', 'Account');
      status = (await renewalOf(page, request))!.status;
    }
    expect(status).toBe('failed');

    // The billing page opens the failure modal: the amount, the bank and the mask, and the bank's reason.
    await page.goto(BILLING);
    await heading(page, 'Billing');
    const failure = page.getByRole('dialog', { name: "Your payment didn't go through" });
    await expect(failure).toContainText(`We couldn't charge ${premium} to your ${CHECKING}.`);
    await expect(failure).toContainText('Your bank returned the payment: Insufficient funds (R01).');
    await expectAccessible(page);
    await shot(page, info, 'insufficient-failure-modal');

    // ADD A CARD: the card field opens; a good card becomes the method and pays the past-due balance.
    await failure.getByRole('button', { name: 'ADD A CARD' }).click();
    await expect(failure).toHaveCount(0);
    const main = page.getByRole('main');
    const method = main.getByRole('region', { name: 'Payment method' });
    await expect(method.getByRole('textbox', { name: 'Name on card' })).toBeFocused();
    await method.getByRole('textbox', { name: 'Name on card' }).fill('Ivy Insufficient');
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').pressSequentially('4242424242424242');
    await frame.getByLabel('Expiration date').pressSequentially('1230');
    await frame.getByLabel('Security code').pressSequentially('123');
    await method.getByRole('button', { name: 'SAVE CARD' }).click();
    await expect(method.getByRole('status')).toHaveText(
      'Your Visa ending in 4242 is saved. Your payments are charged to it from now on.',
    );
    await expect(method).toContainText('CardVisa ending in 4242');
    const owed = main.getByRole('region', { name: 'Past due' });
    await expect(owed).toContainText(`${premium} is past due`);
    await expect(owed).toContainText('Paying now charges your Visa ending in 4242.');
    await expectAccessiblePage(page);
    await shot(page, info, 'insufficient-card-saved');

    await owed.getByRole('button', { name: 'PAY NOW' }).click();
    const success = page.getByRole('dialog', { name: 'Payment received' });
    await expect(success).toContainText(
      `We received your payment of ${premium} from your Visa ending in 4242.`,
    );
    await expect(success).toHaveCount(0, { timeout: 15_000 });
    await expect(owed).toHaveCount(0);
    await expect(
      main.getByRole('region', { name: 'Billing history' }).getByRole('listitem').first(),
    ).toContainText(/StatusPaidPaid on/);
    expect((await renewalOf(page, request))?.status).toBe('fully_paid');
    await expectAccessiblePage(page);
    await shot(page, info, 'insufficient-paid-by-card');
  });
});
