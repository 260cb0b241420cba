// The underwritten reinstatement (issue 26, second path) in real Chromium at desktop and phone sizes: a
// policyholder's card starts declining, the sandbox clock moves past grace and then beyond day 60 of the first
// missed premium, so reinstating takes the health interview again. From /account/policy-reinstatement, REINSTATE
// starts the reinstatement journey: the insurance profile in the reinstatement scope, the interview (its answers
// given through the API with the browser's session, then the review reloaded, as post-underwriting.spec does;
// its screens have their own spec), SUBMIT MY ANSWERS, the intentional loader and the trivia, then the offer
// ("You're approved...again!") with the missed premiums, the interest and due today that this test computes from
// the premium and the due dates (simple interest, 6% a year, per missed premium from its due date, half-up to the
// cent), the purchase with a new card, and the policy active again under its original number. Axe on each screen.
// The sandbox clock is the server's: this spec runs alone (playwright.config.ts `exclusive`).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql, sessionToken } from './support/api.ts';
import { answerInterviewToReview } from './support/applicant.ts';
import { progressBar } from './support/applying.ts';
import { expectAccessiblePage } from './support/axe.ts';
import { dollars, logIn, moveClock, policyholder, policyOf, serverNow, shot } from './support/billing.ts';
import { lapsePolicy } from './support/lapse.ts';
import { heading, newestMessage } from './support/people.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

/** The lapse notice's rate cap (shared/reference/policyholder-lifecycle.md): 6% a year, simple. */
const PERCENT_PER_YEAR = 6;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** "yyyy-MM-dd" of an instant on the business calendar (US Eastern). */
const easternDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(instant);

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / 86_400_000);

/** `day` moved `months` on, on the same day of the month or the month's last day. */
function monthsOn(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** Interest on a premium due `dueOn` and paid `paidOn` (under a year): premium x 6% x days / the year's days. */
function interest(premium: number, dueOn: string, paidOn: string): number {
  const yearDays = daysBetween(dueOn, monthsOn(dueOn, 12));
  const numerator = premium * PERCENT_PER_YEAR * daysBetween(dueOn, paidOn);
  const denominator = 100 * yearDays;
  // Half-up to the cent.
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The due dates of the premiums never paid through `today`: monthly from the policy's effective day (the day of the
 * month it started, or the month's last day when shorter), from the oldest unpaid one (whose decline put the policy
 * in grace) on.
 */
async function missedDueDates(page: Page, request: APIRequestContext, today: string): Promise<string[]> {
  const { userPolicy } = await graphql<{
    userPolicy: {
      effectiveAt: string;
      invoices: { kind: string; status: string; dueOn: string; paidOn: string | null }[];
    };
  }>(
    request,
    '{ userPolicy { effectiveAt invoices { kind status dueOn paidOn } } }',
    {},
    (await sessionToken(page))!,
  );
  const [first] = userPolicy.invoices
    .filter((invoice) => invoice.kind === 'premium' && invoice.paidOn === null)
    .map((invoice) => invoice.dueOn)
    .sort();
  expect(first).toBeDefined();
  expect(daysBetween(first!, today)).toBeGreaterThan(60);
  const effectiveOn = easternDay(new Date(userPolicy.effectiveAt));
  const dueDates: string[] = [];
  for (let n = 1; monthsOn(effectiveOn, n) <= today; n += 1)
    if (monthsOn(effectiveOn, n) >= first!) dueDates.push(monthsOn(effectiveOn, n));
  return dueDates;
}

test.describe('reinstating a policy lapsed beyond 60 days', () => {
  test('the interview again, then the offer with missed premiums and interest, paid: active under its number', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(420_000);
    const { person, policy } = await policyholder(page, request, 'reinstate-uw');

    // The card declines every charge and grace runs out (support/lapse.ts).
    await lapsePolicy(page, request, person);
    // More than 60 days after the first missed premium: the arrears alone no longer do.
    await moveClock(request, 35);

    await page.goto('/account/policy-reinstatement');
    await logIn(page, request, person);
    await heading(page, 'Reinstate your policy');
    expect((await policyOf(page, request)).status).toBe('lapsed');
    const card = page.getByRole('main').getByRole('listitem');
    await expect(card).toContainText(`Policy ${policy.label}`);
    await expect(card).toContainText('The health interview again, the missed premiums and interest');
    await expectAccessiblePage(page);
    await shot(page, info, 'underwritten-list');

    // REINSTATE starts the reinstatement journey: the insurance profile, its answers kept.
    await card.getByRole('button', { name: 'REINSTATE' }).click();
    await expect(page).toHaveURL(/\/flow\/insurance-profile$/);
    await expect(progressBar(page)).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, info, 'underwritten-profile');
    for (let screen = 0; screen < 12; screen += 1) {
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      if (title === 'Verify & continue') break;
      const ssn = page.getByRole('textbox', { name: 'Social Security number' });
      if ((await ssn.count()) > 0 && (await ssn.inputValue()) === '') await ssn.fill('219-09-1234');
      await button(page, 'CONTINUE').click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title ?? '');
    }
    await heading(page, 'Verify & continue');
    await expectAccessiblePage(page);
    await page.getByRole('main').getByRole('button', { name: 'Verify & continue' }).click();

    // The interview in the reinstatement scope.
    await heading(page, "Do you have a valid US driver's license?");
    await expect(page).toHaveURL(/\/flow\/underwriting-interview$/);
    await answerInterviewToReview(page, request, 'REINSTATEMENT');
    await expect(progressBar(page)).toBeVisible();
    await expectAccessiblePage(page);
    await button(page, 'SUBMIT MY ANSWERS').click();

    // The loader and the trivia while it is decided.
    await expect(page).toHaveURL(/\/flow\/post-underwriting$/);
    await expect(page.getByRole('status')).toContainText(/Good things take time/);
    await expectAccessiblePage(page);
    await shot(page, info, 'underwritten-loader');

    // The offer: the figures of paying today, computed here.
    // The loader lasts 12 s; the sandbox decides at once, so the trivia hands on by itself.
    await expect(page.getByRole('heading', { level: 1, name: "You're approved...again!" })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page).toHaveURL(/\/fulfillment\/reinstatement\/[^/]+$/);
    const today = easternDay(await serverNow(request));
    const dueDates = await missedDueDates(page, request, today);
    const missed = policy.monthlyPremium * dueDates.length;
    const interestDue = dueDates.reduce(
      (sum, dueOn) => sum + interest(policy.monthlyPremium, dueOn, today),
      0,
    );
    expect(interestDue).toBeGreaterThan(0);
    const figures = page.getByRole('region', { name: `Policy ${policy.label}` });
    await expect(figures).toContainText(`Total missed payments${dollars(missed)}`);
    await expect(figures).toContainText(`Interest due${dollars(interestDue)}`);
    await expect(figures).toContainText(`Due today${dollars(missed + interestDue)}`);
    await expect(figures).toContainText(/Total coverageUntil you're \d+ y\/o\$[\d,]+/);
    await expect(progressBar(page)).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, info, 'underwritten-offer');
    // The premium's working: the policy's price as it was issued.
    await button(page, 'Learn how we calculate monthly premiums').click();
    const working = page.getByRole('dialog', { name: 'How we calculate your premium' });
    await expect(working).toContainText(`Coverage$${(policy.amount / 100).toLocaleString('en-US')}`);
    await expectAccessiblePage(page);
    await shot(page, info, 'underwritten-premium-calculation');
    await working.getByRole('button', { name: 'GOT IT' }).click();
    await expect(working).toHaveCount(0);

    // The purchase: due today, a new card; then active again under its number.
    await button(page, 'REINSTATE THIS POLICY').click();
    await heading(page, 'Reinstate your policy');
    const dueToday = dollars(missed + interestDue);
    await expect(page.getByRole('main')).toContainText(`Due today${dueToday}`);
    await expect(page.getByRole('main')).toContainText(`Monthly premium${dollars(policy.monthlyPremium)}`);
    await page.getByRole('radio', { name: 'A new card' }).check();
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').pressSequentially('4242424242424242');
    await frame.getByLabel('Expiration date').pressSequentially('1230');
    await frame.getByLabel('Security code').pressSequentially('123');
    await expectAccessiblePage(page);
    await shot(page, info, 'underwritten-purchase');
    await page.getByRole('button', { name: `PAY ${dueToday}` }).click();

    await heading(page, 'Your policy is active again!');
    await expect(page.getByRole('main')).toContainText(`Policy number${policy.label}`);
    await expect(page.getByRole('main')).toContainText('StatusActive');
    await expectAccessiblePage(page);
    await shot(page, info, 'underwritten-confirmation');
    expect((await policyOf(page, request)).status).toBe('active');
    await newestMessage(request, person.email, new RegExp(`policy ${policy.label} is reinstated`));
  });
});
