// Cancelling in the free look by customer service, in real Chromium (issue 27 item 5): a policyholder's policy
// (bought through the API) is found by its number in the servicing console, which says what cancelling today
// means; the agent writes the customer's reason, confirms, and sees the policy cancelled and the card refunded
// at the provider (its refund id); the owner is e-mailed, the cancellation notice is among their documents, and
// their insurance home says the policy is void and the card refunded.
// Runs at desktop size (a desk's console); every page checked is checked at phone size too.
import { expect, test } from '@playwright/test';
import { expectAccessiblePage } from './support/axe.ts';
import { dollars, policyholder, shot } from './support/billing.ts';
import { heading, newestMessage } from './support/people.ts';
import { signInAsSupportAgent } from './support/staff.ts';

test('customer service cancels a policy in its free look: the card is refunded and the owner told', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const { person, policy } = await policyholder(page, request, 'freelook');

  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signInAsSupportAgent(staff, request);
  await expect(staff.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['SERVICING']);
  await staff.getByRole('textbox', { name: 'Policy number' }).fill(policy.label.toLowerCase());
  await staff.getByRole('button', { name: 'FIND POLICY' }).click();
  const details = staff.getByRole('region', { name: `Policy ${policy.label}` });
  await expect(details).toContainText('StatusActive');
  await expect(staff).toHaveURL(new RegExp(`/servicing\\?number=${policy.label}$`));
  const section = staff.getByRole('region', { name: "Cancel at the customer's request" });
  await expect(section).toContainText(
    `every premium paid, ${dollars(policy.monthlyPremium)}, is refunded to the card or bank account it came from`,
  );
  await expectAccessiblePage(staff);

  await section
    .getByRole('textbox', { name: 'Why the customer is cancelling' })
    .fill('Found cover through work');
  await section.getByRole('button', { name: 'CANCEL POLICY' }).click();
  const confirm = section.getByRole('group', { name: new RegExp(`Cancel policy ${policy.label}\\?`) });
  await expect(confirm).toBeFocused();
  await expectAccessiblePage(staff);
  await confirm.getByRole('button', { name: 'YES, CANCEL IT' }).click();
  await expect(section).toContainText(
    `within the free look: the policy is void and ${dollars(policy.monthlyPremium)} is refunded.`,
  );
  await expect(details).toContainText('StatusCancelled');
  // The payments.refund job sends the refund to the card provider; the console shows its id once it has.
  const refunds = staff.getByRole('region', { name: 'Refunds' });
  await expect(async () => {
    await staff.reload();
    await expect(refunds).toContainText(
      new RegExp(
        `${dollars(policy.monthlyPremium).replace('$', '\\$')} to Visa ending in 4242: refunded \\(provider refund re_`,
      ),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 60_000 });
  await expect(staff.getByRole('region', { name: 'History' })).toContainText('Returned in its free look');
  await expectAccessiblePage(staff);
  await shot(staff, info, 'servicing-cancelled');
  await staffContext.close();

  await newestMessage(
    request,
    person.email,
    /is cancelled within its free look: it is void from the beginning/,
  );
  await page.goto('/account/documents/policy');
  await heading(page, 'Policy documents');
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'Cancellation Notice' }),
  ).toHaveCount(1);
  await expectAccessiblePage(page);

  // The insurance home says what became of the policy, above the way to new cover.
  await page.goto('/products/insurance');
  const notice = page.getByRole('region', { name: `Your policy ${policy.label} is cancelled` });
  await expect(notice).toContainText('You returned it within its free look on');
  await expect(notice).toContainText(
    `We refunded ${dollars(policy.monthlyPremium)} to your Visa ending in 4242.`,
  );
  await expect(notice.getByRole('link', { name: /Cancellation notice \(PDF\)/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'GET STARTED' })).toBeVisible();
  await expectAccessiblePage(page);
  await shot(page, info, 'insurance-home-cancelled');
});
