// Reinstatement with the arrears alone in real Chromium at desktop and phone sizes (issue 26, first path): a
// policyholder's card starts declining, the sandbox clock moves past grace and the policy lapses; the lapse
// e-mail's REINSTATE MY POLICY link signs them in on /account/policy-reinstatement (after the texted code),
// which lists the policy with what it takes; REINSTATE opens the offer ("You're approved...again!"), REINSTATE
// THIS POLICY the purchase screen, and a new card (4242) pays the missed premiums: the policy is active again
// under its original number. Due today is computed here from the premium and the months missed. The
// reinstatement endorsement is then under the policy's documents, opens, and ends the packet's PDF. Axe on each
// screen. The sandbox clock is the server's: this spec runs alone (playwright.config.ts `exclusive`).
import { expect, test } from '@playwright/test';
import { expectAccessiblePage } from './support/axe.ts';
import { dollars, policyOf, shot } from './support/billing.ts';
import { lapsedPolicyholder } from './support/lapse.ts';
import { pdfText } from './support/pdf-text.ts';
import { heading, newestMessage } from './support/people.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

test.describe('reinstating a lapsed policy', () => {
  test('with the arrears alone, from the lapse e-mail to the policy active under its number', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(360_000);
    // The lapse e-mail's button signs in on the reinstatement page, after the texted code (support/lapse.ts).
    const { person, policy } = await lapsedPolicyholder(page, request, 'reinstate');

    // Listed: its number, cover, the day it lapsed and what it takes.
    await expect(page).toHaveURL(/\/account\/policy-reinstatement$/);
    const { status, invoices } = await policyOf(page, request);
    expect(status).toBe('lapsed');
    // The missed premiums: the one declined and each period begun since, through today's (computed here).
    const missed = invoices.filter((invoice) => invoice.kind === 'premium').length;
    const dueToday = dollars(policy.monthlyPremium * missed);
    const card = page.getByRole('main').getByRole('listitem');
    await expect(card).toContainText(`Policy ${policy.label}`);
    await expect(card).toContainText(/Lapsed on[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(card).toContainText(`Pay the ${missed} missed premiums, ${dueToday}`);
    await expectAccessiblePage(page);
    await shot(page, info, 'reinstatement-list');

    // The offer: the spec's rows, no interest on the arrears alone.
    await card.getByRole('button', { name: 'REINSTATE' }).click();
    await heading(page, "You're approved...again!");
    const figures = page.getByRole('region', { name: `Policy ${policy.label}` });
    await expect(figures).toContainText(`Total missed payments${dueToday}`);
    await expect(figures).toContainText('Interest due$0.00');
    await expect(figures).toContainText(`Due today${dueToday}`);
    await expect(figures).toContainText(/Total coverageUntil you're \d+ y\/o\$[\d,]+/);
    await expectAccessiblePage(page);
    await shot(page, info, 'reinstatement-offer');

    // The purchase screen: due today, the monthly premium, the legal bullets, a new card.
    await page.getByRole('button', { name: 'REINSTATE THIS POLICY' }).click();
    await heading(page, 'Reinstate your policy');
    await expect(page.getByRole('main')).toContainText(`Due today${dueToday}`);
    await expect(page.getByRole('main')).toContainText(`Monthly premium${dollars(policy.monthlyPremium)}`);
    await page.getByRole('radio', { name: 'A new card' }).check();
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').pressSequentially('4242424242424242');
    await frame.getByLabel('Expiration date').pressSequentially('1230');
    await frame.getByLabel('Security code').pressSequentially('123');
    await expectAccessiblePage(page);
    await shot(page, info, 'reinstatement-purchase');
    await page.getByRole('button', { name: `PAY ${dueToday}` }).click();

    // Active again, under its original number.
    await heading(page, 'Your policy is active again!');
    await expect(page.getByRole('main')).toContainText(`Policy number${policy.label}`);
    await expect(page.getByRole('main')).toContainText('StatusActive');
    await expect(page.getByRole('main')).toContainText(/Total coverage\$[\d,]{6,}/);
    await expectAccessiblePage(page);
    await shot(page, info, 'reinstatement-confirmation');
    expect((await policyOf(page, request)).status).toBe('active');
    await newestMessage(request, person.email, new RegExp(`policy ${policy.label} is reinstated`));

    // The reinstatement endorsement (kept just before that e-mail, which attaches it): under the policy's
    // documents with its date, it opens, and the packet's PDF now ends with it.
    await page.goto('/account/documents/policy');
    await heading(page, 'Policy documents');
    const main = page.getByRole('main');
    const endorsement = main.getByRole('listitem').filter({ hasText: 'Reinstatement Endorsement' });
    await expect(endorsement).toContainText(/Added [A-Z][a-z]+ \d{1,2}, \d{4}/);
    const packetPdf = main
      .getByRole('listitem')
      .filter({ hasText: 'Policy Packet' })
      .getByRole('link', { name: /^Download PDF/ });
    const packet = pdfText(await (await request.get((await packetPdf.getAttribute('href'))!)).body());
    expect(packet.indexOf('Reinstatement endorsement')).toBeGreaterThan(
      packet.indexOf('Your 10-day free look'),
    );
    await expectAccessiblePage(page);
    await shot(page, info, 'reinstatement-endorsement-listed');
    await endorsement.getByRole('link', { name: 'Reinstatement Endorsement', exact: true }).click();
    await heading(page, 'Reinstatement Endorsement');
    const document = page.frameLocator('iframe[title="Reinstatement Endorsement"]');
    await expect(document.getByRole('heading', { level: 1 })).toHaveText('Reinstatement endorsement');
    await expect(document.getByRole('row', { name: /Policy number/ })).toContainText(policy.label);
    await expect(document.getByRole('row', { name: /Total paid/ })).toContainText(dueToday);
    await expectAccessiblePage(page);
    await shot(page, info, 'reinstatement-endorsement');
  });
});
