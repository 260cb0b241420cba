// Applying for new cover with a lapsed policy (issue 26 item 2; spec 001 §4.5, 000 §8) in real Chromium at
// desktop and phone sizes: a policyholder's policy lapses (the sandbox clock moves past grace) and the lapse
// e-mail signs them in. Starting an application, ReinstatementActivePolicyModal warns that reinstating will be
// rejected once a new policy is in force; APPLY ANYWAY starts the application. Once they ask to reinstate (an
// offer under way), starting an application is blocked: "Sorry, you can’t apply for new coverage right now."
// with the server's words, OK back to /account/policy-reinstatement. Signed out, the offer's review link
// (reinstatement_quote_review) signs in on the offer. Axe on each. Moves the sandbox clock: runs alone
// (playwright.config.ts `exclusive`).
import { expect, test } from '@playwright/test';
import { expectAccessiblePage } from './support/axe.ts';
import { shot } from './support/billing.ts';
import { lapsedPolicyholder } from './support/lapse.ts';
import { heading, newestMessage, textMyCode } from './support/people.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

test.describe('applying for new cover with a lapsed policy', () => {
  test('warns first (apply anyway), and is blocked once a reinstatement is under way', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(360_000);
    const { person, policy } = await lapsedPolicyholder(page, request, 'apply-lapsed');

    // Reinstateable, nothing asked yet: a warning, and the choice to apply anyway.
    await page.goto('/fulfillment/start');
    const warning = page.getByRole('dialog', { name: 'You can still reinstate your policy' });
    await expect(warning).toContainText(`Policy ${policy.label} lapsed, and you can still reinstate it`);
    await expect(warning).toContainText(
      'If you apply for new coverage and it starts, a request to reinstate your lapsed policy will be rejected.',
    );
    await expectAccessiblePage(page);
    await shot(page, info, 'apply-warning');
    await warning.getByRole('button', { name: 'APPLY ANYWAY' }).click();
    await expect(warning).toBeHidden();
    await heading(page, 'Two things to know before you apply');
    await shot(page, info, 'apply-anyway');

    // The person asks to reinstate after all: the offer is under way.
    await page.goto('/account/policy-reinstatement');
    await heading(page, 'Reinstate your policy');
    await page.getByRole('main').getByRole('listitem').getByRole('button', { name: 'REINSTATE' }).click();
    await heading(page, "You're approved...again!");
    const offerPath = new URL(page.url()).pathname;
    expect(offerPath).toMatch(/^\/fulfillment\/reinstatement\/[\w-]+$/);

    // Now applying is blocked, in the server's words; OK goes back to the reinstatement page.
    await page.goto('/fulfillment/start');
    const blocked = page.getByRole('dialog', { name: 'Sorry, you can’t apply for new coverage right now.' });
    await expect(blocked).toContainText(
      `Policy ${policy.label} is being reinstated. Finish its reinstatement first: a new policy in force would stop it.`,
    );
    await expectAccessiblePage(page);
    await shot(page, info, 'apply-blocked');
    await blocked.getByRole('link', { name: 'OK' }).click();
    await heading(page, 'Reinstate your policy');
    await expect(page).toHaveURL(/\/account\/policy-reinstatement$/);
    await expect(blocked).toBeHidden();

    // The offer's review link (an underwriter's approval e-mails it: reinstatement_quote_review) signs a signed-out
    // reader in and leads to the offer itself.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const sent = await request.post('/dev/login-link', {
      data: { email: person.email, purpose: 'reinstatement_quote_review', path: offerPath },
    });
    expect(sent.status()).toBe(202);
    const mail = await newestMessage(request, person.email, /SEE MY OFFER: /);
    const link = /SEE MY OFFER: (https?:\/\/\S+\/deep-link\?\S+)/.exec(mail)![1]!;
    expect(link).toContain('feature=reinstatement_quote_review');
    await page.goto(link);
    // Paying asks for a verified session, as the lapse e-mail's link does: the texted code, then the offer.
    await textMyCode(page, request, person.e164);
    await heading(page, "You're approved...again!");
    await expect(page).toHaveURL(new RegExp(`${offerPath}$`));
    await expectAccessiblePage(page);
    await shot(page, info, 'offer-from-review-link');
  });
});
