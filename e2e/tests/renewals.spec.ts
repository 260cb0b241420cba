// Renewals in real Chromium at desktop and phone sizes (issue 24 "Done when"): the sandbox clock moves a month
// and the policy's second premium is charged to the card on file: a receipt in the outbox, two paid invoices on
// the billing page. And a policyholder whose card declines every charge (4000 0000 0000 0341) and who never pays:
// the renewal fails, the grace notice sets the lapse date, the clock moves past it and the policy lapses; the
// lapse e-mail is in the outbox and the policyholder home, the billing page and the dashboard card say the policy
// has lapsed. Axe on each page. The sandbox clock is the server's: this spec runs alone
// (playwright.config.ts `exclusive`).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessiblePage } from './support/axe.ts';
import {
  dollars,
  logIn,
  longDate,
  moveClock,
  policyholder,
  policyOf,
  replaceCard,
  serverNow,
  shortDate,
  shot,
} from './support/billing.ts';
import { heading, newestMessage, type Person } from './support/people.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

const DAY = 86_400_000;

/** Signed out by the month that passed: back to `path` through Log in. */
async function signInAgainAt(page: Page, request: APIRequestContext, person: Person, path: string) {
  await page.goto(path);
  await logIn(page, request, person);
}

test.describe('renewals', () => {
  test('a month later the renewal is charged: a receipt in the outbox and two paid invoices', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const { person, policy } = await policyholder(page, request, 'renewal');
    const premium = dollars(policy.monthlyPremium);

    await moveClock(request, 32);
    await signInAgainAt(page, request, person, '/products/insurance/billing');
    await heading(page, 'Billing');
    const { status, invoices } = await policyOf(page, request);
    expect(status).toBe('active');
    const renewal = invoices.find((invoice) => invoice.kind !== 'first_premium');
    expect(renewal).toMatchObject({ status: 'fully_paid', periodStart: expect.stringMatching(/^\d{4}-/) });

    const receipt = await newestMessage(
      request,
      person.email,
      new RegExp(`Thanks, your premium is paid[\\s\\S]*covering ${shortDate(renewal!.periodStart!)} to`),
    );
    expect(receipt).toContain(`We received ${premium} from your Visa ending in 4242`);
    expect(receipt).toContain(`for your policy ${policy.label}`);

    const main = page.getByRole('main');
    const history = main.getByRole('region', { name: 'Billing history' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    for (const invoice of await history.all())
      await expect(invoice).toContainText(
        new RegExp(`Amount\\${premium}StatusPaidPaid on[A-Z][a-z]{2} \\d{2}, \\d{4}`),
      );
    await expect(history.first()).toContainText(longDate(renewal!.periodStart!));
    await expect(main.getByRole('region', { name: 'Past due' })).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Your plan' })).toContainText(
      /Next payment[A-Z][a-z]{2} \d{2}, \d{4}/,
    );
    await expectAccessiblePage(page);
    await shot(page, info, 'renewed');
  });

  test('left unpaid past grace, the policy lapses: the lapse e-mail, and the home and billing page say so', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(300_000);
    const { person, policy } = await policyholder(page, request, 'lapse');

    // A card that saves, and declines every charge from then on.
    await page.goto('/products/insurance/billing');
    await heading(page, 'Billing');
    await replaceCard(page, '4000000000000341', '0341');

    // The renewal is declined; the next day's run sends the grace notice, which sets the lapse date.
    await moveClock(request, 32);
    await moveClock(request, 1);
    await signInAgainAt(page, request, person, '/products/insurance/billing');
    await heading(page, 'Billing');
    const grace = await policyOf(page, request);
    expect(grace.status).toBe('grace');
    const lapsesAt = grace.lapsesAt!;
    expect(lapsesAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Nothing paid: the clock moves to the day after the lapse date, when the run lapses the policy.
    const now = await serverNow(request);
    const dayAfter = new Date(`${lapsesAt}T12:00:00Z`).getTime() + DAY;
    await moveClock(request, Math.max(1, Math.ceil((dayAfter - now.getTime()) / DAY)));
    const lapseMail = await newestMessage(request, person.email, /^Your policy has lapsed/);
    expect(lapseMail).toContain(`policy ${policy.label} lapsed at the end of ${shortDate(lapsesAt)}`);
    // It says reinstatement is possible, and its button signs the owner in where it starts.
    expect(lapseMail).toContain('You can reinstate your policy from the app.');
    expect(lapseMail).toMatch(
      /REINSTATE MY POLICY: \S+\/deep-link\?feature=policy_reinstatement&token=\S+&path=%2Faccount%2Fpolicy-reinstatement/,
    );

    // The policyholder home says so plainly.
    // (The insurance home is public: sign in on the account page, then open it.)
    await signInAgainAt(page, request, person, '/account');
    await heading(page, 'Account');
    await page.goto('/products/insurance');
    await heading(page, 'Your policy');
    expect(await policyOf(page, request)).toMatchObject({ status: 'lapsed', lapsesAt });
    const main = page.getByRole('main');
    const notice = main.getByRole('region', { name: 'Your policy has lapsed' });
    await expect(notice).toContainText(`Your cover ended on ${longDate(lapsesAt)}.`);
    await expect(notice.getByRole('link', { name: 'REINSTATE MY POLICY' })).toHaveAttribute(
      'href',
      '/account/policy-reinstatement',
    );
    await expect(notice.getByRole('button', { name: 'CHAT WITH US' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Call (800) 555-0100' })).toBeVisible();
    const payment = main.getByRole('region', { name: 'Next payment' });
    await expect(payment).toContainText('No payments are due: your policy has lapsed.');
    await expectAccessiblePage(page);
    await shot(page, info, 'lapsed-home');

    // The billing page: the same notice, the history kept, nothing to pay and no card to replace.
    await payment.getByRole('link', { name: 'SEE BILLING HISTORY' }).click();
    await heading(page, 'Billing');
    await expect(main.getByRole('region', { name: 'Your policy has lapsed' })).toContainText(
      `Your cover ended on ${longDate(lapsesAt)}.`,
    );
    // The first premium paid; the unpaid renewals (a second came due during grace) voided when it lapsed.
    const history = main.getByRole('region', { name: 'Billing history' }).getByRole('listitem');
    await expect(history.last()).toContainText(/StatusPaidPaid on[A-Z][a-z]{2} \d{2}, \d{4}/);
    const unpaid = (await history.all()).slice(0, -1);
    expect(unpaid.length).toBeGreaterThanOrEqual(1);
    for (const invoice of unpaid) await expect(invoice).toContainText('StatusVoidPaid onNot paid');
    await expect(main.getByRole('region', { name: 'Your plan' })).toContainText('Next paymentNone scheduled');
    await expect(main.getByRole('region', { name: 'Payment method' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'PAY NOW' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessiblePage(page);
    await shot(page, info, 'lapsed-billing');

    // The dashboard's insurance card: the cover that lapsed, and the day it ended; no billing date.
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Term Life Insurance' });
    await expect(card).toContainText('POLICY LAPSED');
    await expect(card).toContainText(/Coverage Amount\$[\d,]+/);
    await expect(card).toContainText(`Cover Ended${shortDate(lapsesAt)}`);
    await expect(card).not.toContainText('Next Billing Date');
    await expectAccessiblePage(page);
    await shot(page, info, 'lapsed-dashboard');
  });
});
