// Raising cover (issue 27) in real Chromium at phone and desktop sizes: a policyholder opens CHANGE COVERAGE,
// moves the cover above today's in the editor's policy mode, which says more cover needs health questions (no
// price); SAVE opens UnderwritingRequiredModal, whose CONTINUE asks for the cover and starts the interview in the
// coverage_adjustment scope. The interview's answers are given through the API with the browser's session (healthy:
// approved at once; its screens have their own spec), the review reloaded, SUBMIT MY ANSWERS: confirm-update asks
// for the decision and shows the new price (the cover and monthly premium now and new, the added cover's premium
// and class, when it starts, the last day to accept), as the API answers them. The home's banner says PENDING YOUR
// APPROVAL with REVIEW back to it; accepting leads to the pending details, and once the sandbox clock passes the
// next due date the billing page shows the new premium, charged. Axe on each page at both sizes.
// The sandbox clock is the server's: this spec runs alone (playwright.config.ts `exclusive`).
import { expect, test, type Page } from '@playwright/test';
import { graphqlAsPage } from './support/api.ts';
import { answerInterviewToReview } from './support/applicant.ts';
import { progressBar } from './support/applying.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { dollars, logIn, longDate, moveClock, policyholder, shot } from './support/billing.ts';
import { heading } from './support/people.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

const wholeDollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;
const className = (rateClass: string) =>
  rateClass
    .split('_')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

type Increase = {
  status: string;
  currentAmount: number;
  approvedAmount: number;
  currentMonthlyPremium: number;
  newMonthlyPremium: number;
  addedMonthlyPremium: number;
  rateClass: string;
  effectiveOn: string;
  offerExpiresOn: string;
};

async function increaseOf(page: Page, request: Parameters<typeof graphqlAsPage>[1]): Promise<Increase> {
  const { userPolicy } = await graphqlAsPage<{ userPolicy: { coverIncrease: Increase } }>(
    page,
    request,
    `{ userPolicy { coverIncrease { status currentAmount approvedAmount currentMonthlyPremium newMonthlyPremium
      addedMonthlyPremium rateClass effectiveOn offerExpiresOn } } }`,
  );
  return userPolicy.coverIncrease;
}

test.describe('raising cover', () => {
  test('more cover in the editor, the interview, the new price on confirm-update, accepted and billed from the next due date', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(360_000);
    const { person, policy } = await policyholder(page, request, 'cover-increase');
    const higher = policy.amount + 10_000_000;

    await page.goto('/products/insurance');
    await heading(page, 'Your policy');
    const main = page.getByRole('main');
    const summary = main.getByRole('region', { name: 'Policy details' });
    await summary.getByRole('link', { name: 'CHANGE COVERAGE' }).click();

    // The editor's policy mode: above today's cover is no price but the interview first.
    await expect(page).toHaveURL(/\/edit-coverage\/policy$/);
    await heading(page, 'Change your coverage');
    const cover = page.getByRole('slider', { name: 'Coverage amount' });
    await expect(cover).toHaveAttribute('aria-valuetext', wholeDollars(policy.amount));
    await cover.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(cover).toHaveAttribute('aria-valuetext', wholeDollars(higher));
    await expect(
      page.getByText(
        "More coverage needs a few questions about your health first. You'll see your new price right after them.",
      ),
    ).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expectAccessiblePage(page);
    await shot(page, info, 'editor-more-cover');

    // UnderwritingRequiredModal: what the interview is and how the decision comes.
    await page.getByRole('button', { name: 'SAVE' }).click();
    const modal = page.getByRole('dialog', { name: 'A few health questions first' });
    await expect(modal).toContainText(
      `Raising your coverage to ${wholeDollars(higher)} needs a short underwriting interview`,
    );
    await expect(modal).toContainText('within three business days');
    await expectAccessible(page);
    await shot(page, info, 'underwriting-required-modal');
    await modal.getByRole('button', { name: 'CONTINUE' }).click();

    // The interview, in the coverage_adjustment scope of the cover-increase journey.
    await heading(page, "Do you have a valid US driver's license?");
    await expect(page).toHaveURL(/\/flow\/underwriting-interview$/);
    await expect(progressBar(page)).toBeVisible();
    expect((await increaseOf(page, request)).status).toBe('UNDERWRITING');
    await answerInterviewToReview(page, request, 'COVERAGE_ADJUSTMENT');
    await expect(progressBar(page)).toBeVisible();
    await expectAccessiblePage(page);
    await page.getByRole('button', { name: 'SUBMIT MY ANSWERS', exact: true }).click();

    // confirm-update: decided at once, the new price beside today's.
    await expect(page).toHaveURL(/\/products\/insurance\/confirm-update$/);
    await heading(page, "You're approved for more coverage");
    const offer = await increaseOf(page, request);
    expect(offer).toMatchObject({ status: 'OFFERED', currentAmount: policy.amount, approvedAmount: higher });
    expect(offer.newMonthlyPremium).toBe(offer.currentMonthlyPremium + offer.addedMonthlyPremium);
    await expect(main).toContainText(`Accept your new price by ${longDate(offer.offerExpiresOn)}`);
    const table = main.getByRole('table', { name: 'Your policy now and with the added coverage' });
    await expect(table.getByRole('row', { name: /^Coverage/ })).toContainText(
      `${wholeDollars(policy.amount)}${wholeDollars(higher)}`,
    );
    await expect(table.getByRole('row', { name: /^Monthly premium/ })).toContainText(
      `${dollars(offer.currentMonthlyPremium)}${dollars(offer.newMonthlyPremium)}`,
    );
    const added = main.getByRole('region', { name: 'Your added coverage' });
    await expect(added).toContainText(`Added coverage${wholeDollars(higher - policy.amount)}`);
    await expect(added).toContainText(`Added monthly premium${dollars(offer.addedMonthlyPremium)}`);
    await expect(added).toContainText(`Priced at rate class${className(offer.rateClass)}`);
    await expect(added).toContainText(`Starts on${longDate(offer.effectiveOn)}, your next payment`);
    await expect(added).toContainText(`Last day to accept${longDate(offer.offerExpiresOn)}`);
    // The journey is over: no progress bar, nothing to go back to.
    await expect(progressBar(page)).toHaveCount(0);
    await expectAccessiblePage(page);
    await shot(page, info, 'confirm-update-offer');

    // The home says PENDING YOUR APPROVAL; REVIEW leads back to the price. The policy is as it was.
    await page.goto('/products/insurance');
    const banner = main.getByRole('region', { name: /PENDING YOUR APPROVAL/ });
    await expect(banner).toContainText('Your price for more coverage is ready for your approval.');
    await expect(summary).toContainText(`Coverage amount${wholeDollars(policy.amount)}`);
    await expectAccessiblePage(page);
    await banner.getByRole('link', { name: 'REVIEW' }).click();
    await heading(page, "You're approved for more coverage");

    // Accepted: a change from the next due date, in the pending details.
    await page.getByRole('button', { name: 'ACCEPT MY NEW PRICE' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/insurance/${policy.id}/pending-details$`));
    await heading(page, 'Pending policy updates');
    const pending = page.getByRole('table', { name: 'Your policy now and after the change' });
    await expect(pending.getByRole('row', { name: /^Coverage/ })).toContainText(
      `${wholeDollars(policy.amount)}${wholeDollars(higher)}`,
    );
    await expect(pending.getByRole('row', { name: /^Monthly premium/ })).toContainText(
      `${dollars(offer.currentMonthlyPremium)}${dollars(offer.newMonthlyPremium)}`,
    );
    await expect(
      pending.getByRole('columnheader', { name: `From ${longDate(offer.effectiveOn)}` }),
    ).toBeVisible();
    expect((await increaseOf(page, request)).status).toBe('ACCEPTED');
    await expectAccessiblePage(page);
    await shot(page, info, 'pending-details-increase');

    // Past the next due date: the new cover is in force and its premium is what the renewal charged. The session
    // ended while the clock moved.
    await moveClock(request, 32);
    await page.goto('/products/insurance/billing');
    await logIn(page, request, person);
    await heading(page, 'Billing');
    const plan = main.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText(`Premium${dollars(offer.newMonthlyPremium)}`);
    const history = main.getByRole('region', { name: 'Billing history' }).getByRole('listitem');
    await expect(
      history.filter({ hasText: `Amount${dollars(offer.newMonthlyPremium)}StatusPaid` }),
    ).toHaveCount(1);
    await expectAccessiblePage(page);
    await shot(page, info, 'billing-new-premium');
    await page.goto('/products/insurance');
    await expect(summary).toContainText(`Coverage amount${wholeDollars(higher)}`);
    await expect(summary).toContainText(`Monthly premium${dollars(offer.newMonthlyPremium)}`);
  });
});
