// Extending a term to 65 (issue 27 item 4) in real Chromium at phone and desktop sizes. A term policy reaches its
// last year only after 9 to 19 years of the sandbox clock: the sandbox's /dev/policies/term-in-last-year stands the
// new policyholder's own policy in it at once (a one-year term), as the API tests do. Then the home offers it: the
// card says for how many years, from and until when; EXTEND MY TERM opens ExtendTermModal, whose START MY
// CHECK-UP starts the interview in the coverage_adjustment scope of the term-extension journey. The answers are
// given through the API with the browser's session (healthy: approved at once; the interview's screens have their
// own spec), the review reloaded, SUBMIT MY ANSWERS: confirm-update shows today's premium beside the premium from
// the anniversary, the years added and the new last day of cover, as the API answers them. The home's banner says
// PENDING YOUR APPROVAL with REVIEW back to it; accepted, the pending details show the premium from the
// anniversary and the policy covers to 65. Axe on each page at both sizes.
// Only the person's own policy moves, not the clock: this spec shares the server.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphqlAsPage, sessionToken } from './support/api.ts';
import { answerInterviewToReview } from './support/applicant.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { dollars, longDate, policyholder, shot } from './support/billing.ts';
import { heading } from './support/people.ts';

type Extension = {
  available: boolean;
  years: number | null;
  extendsFrom: string | null;
  coverEndsOn: string | null;
  request: { status: string; currentMonthlyPremium: number; newMonthlyPremium: number | null } | null;
};

async function policyOf(page: Page, request: APIRequestContext) {
  const { userPolicy } = await graphqlAsPage<{
    userPolicy: { terminatesAt: string; termExtension: Extension };
  }>(
    page,
    request,
    `{ userPolicy { terminatesAt termExtension { available years extendsFrom coverEndsOn
      request { status currentMonthlyPremium newMonthlyPremium } } } }`,
  );
  return userPolicy;
}

test.describe('extending a term to 65', () => {
  test('in the term’s last year: the home’s card, ExtendTermModal, the check-up, the new price on confirm-update, accepted', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const { policy } = await policyholder(page, request, 'term-extension');
    const main = page.getByRole('main');

    // Before its last year, the policy is not offered the extension.
    expect((await policyOf(page, request)).termExtension.available).toBe(false);
    const moved = await request.post('/dev/policies/term-in-last-year', {
      headers: { authorization: `Bearer ${(await sessionToken(page))!}` },
      data: { policyId: policy.id },
    });
    expect(moved.ok()).toBe(true);
    const { termExtension: offered } = await policyOf(page, request);
    expect(offered).toMatchObject({ available: true, request: null });
    const years = offered.years!;
    const from = longDate(offered.extendsFrom!);
    const until = longDate(offered.coverEndsOn!);

    // The home's card: for how many years, from and until when, and that a check-up comes first.
    await page.goto('/products/insurance');
    await heading(page, 'Your policy');
    const card = main.getByRole('region', { name: 'Extend your term to 65' });
    await expect(card).toContainText(`Keep your coverage ${years} more years: from ${from} until ${until}.`);
    await expect(card).toContainText('It takes a short health check-up');
    await expectAccessiblePage(page);
    await shot(page, info, 'home-extension-card');

    await card.getByRole('button', { name: 'EXTEND MY TERM' }).click();
    const modal = page.getByRole('dialog', { name: 'Extend your term to 65' });
    await expect(modal).toContainText(
      `Extending adds ${years} years to your policy: your coverage continues from ${from} until ${until}.`,
    );
    await expectAccessible(page);
    await shot(page, info, 'extend-term-modal');
    await modal.getByRole('button', { name: 'START MY CHECK-UP' }).click();

    // The check-up: the interview in the coverage_adjustment scope.
    await heading(page, "Do you have a valid US driver's license?");
    await expect(page).toHaveURL(/\/flow\/underwriting-interview$/);
    expect((await policyOf(page, request)).termExtension.request?.status).toBe('UNDERWRITING');
    await answerInterviewToReview(page, request, 'COVERAGE_ADJUSTMENT');
    await page.getByRole('button', { name: 'SUBMIT MY ANSWERS', exact: true }).click();

    // confirm-update: decided at once, the premium from the anniversary beside today's.
    await expect(page).toHaveURL(/\/products\/insurance\/confirm-update$/);
    await heading(page, "You're approved to extend your term to 65");
    const priced = (await policyOf(page, request)).termExtension.request!;
    expect(priced.status).toBe('OFFERED');
    const table = main.getByRole('table', { name: 'Your policy now and once extended' });
    await expect(table.getByRole('columnheader', { name: `From ${from}` })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Monthly premium/ })).toContainText(
      `${dollars(priced.currentMonthlyPremium)}${dollars(priced.newMonthlyPremium!)}`,
    );
    const details = main.getByRole('region', { name: 'Your extended term' });
    await expect(details).toContainText(`Years added${years} years`);
    await expect(details).toContainText(`Covered until${until}`);
    await expect(details).toContainText(`New premium starts on${from}`);
    await expectAccessiblePage(page);
    await shot(page, info, 'confirm-update-extension');

    // The home says PENDING YOUR APPROVAL; REVIEW leads back to the price. The term is as it was.
    await page.goto('/products/insurance');
    const banner = main.getByRole('region', { name: /PENDING YOUR APPROVAL/ });
    await expect(banner).toContainText(
      'Your price for extending your term to 65 is ready for your approval.',
    );
    expect((await policyOf(page, request)).terminatesAt).not.toBe(offered.coverEndsOn);
    await expectAccessiblePage(page);
    await banner.getByRole('link', { name: 'REVIEW' }).click();
    await heading(page, "You're approved to extend your term to 65");

    // Accepted: the change waits for the anniversary in the pending details (not the next payment: it is later),
    // confirm-update says the term is extended, and the policy covers to 65.
    await page.getByRole('button', { name: 'ACCEPT MY NEW PRICE' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/insurance/${policy.id}/pending-details$`));
    await heading(page, 'Pending policy updates');
    await expect(main).toContainText(
      `Your change starts on ${from}. Until then your policy stays as it is now.`,
    );
    const pending = main.getByRole('table', { name: 'Your policy now and after the change' });
    await expect(pending.getByRole('columnheader', { name: `From ${from}` })).toBeVisible();
    await expect(pending.getByRole('row', { name: /^Monthly premium/ })).toContainText(
      `${dollars(priced.currentMonthlyPremium)}${dollars(priced.newMonthlyPremium!)}`,
    );
    await expectAccessiblePage(page);
    await shot(page, info, 'extension-pending-details');
    await page.goto('/products/insurance/confirm-update');
    await heading(page, 'Your term is extended');
    await expect(main).toContainText(`Your coverage now runs until ${until}.`);
    await expectAccessiblePage(page);
    const extended = await policyOf(page, request);
    expect(extended.terminatesAt).toBe(offered.coverEndsOn);
    expect(extended.termExtension.request?.status).toBe('ACCEPTED');
    await page.goto('/products/insurance');
    await heading(page, 'Your policy');
    await expect(main.getByRole('region', { name: /PENDING YOUR APPROVAL/ })).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Extend your term to 65' })).toHaveCount(0);
  });
});
