// The billing page in real Chromium at desktop and phone sizes (issue 24 "Done when"): a policyholder opens
// it from the policyholder home and sees the plan, the card and the first invoice; replaces the card with one
// that saves and then declines every charge (4000 0000 0000 0341); the sandbox clock moves a month and the
// renewal is declined (the policy is in grace), and a day later the written grace notice sets the lapse date.
// Signed in again, the page shows the past-due balance and PastDueBalanceModal with that date; the policyholder
// replaces the card with 4242, pays now, sees the success modal close itself, the balance gone and the policy
// active again. Then receipts and the account area: a renewal paid on time has a receipt that opens as a PDF
// naming the policy and the amount; a premium past due shows the account area's payment prompt with the balance
// and lapse date, a declined PAY NOW there leads (UPDATE CARD) to the billing page's card form, and with a good
// card the prompt pays it with the Settings billing success modal. Axe on each state. The sandbox clock is the
// server's: this spec runs alone (playwright.config.ts `exclusive`).
import { expect, test } from '@playwright/test';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import {
  dollars,
  logIn,
  longDate,
  moveClock,
  policyholder,
  policyOf,
  replaceCard,
  shot,
} from './support/billing.ts';
import { pdfText } from './support/pdf-text.ts';
import { heading } from './support/people.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

test.describe('the billing page', () => {
  test('a policyholder replaces the card, falls behind when it fails, and pays the past-due balance', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const { person, policy } = await policyholder(page, request, 'billing');
    const premium = dollars(policy.monthlyPremium);

    // From the policyholder home's next payment to the billing page.
    await page.goto('/products/insurance');
    await heading(page, 'Your policy');
    await page
      .getByRole('region', { name: 'Next payment' })
      .getByRole('link', { name: 'MANAGE BILLING' })
      .click();
    await heading(page, 'Billing');
    await expect(page).toHaveURL(/\/products\/insurance\/billing$/);
    const main = page.getByRole('main');
    const plan = main.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText(`Policy number${policy.label}`);
    await expect(plan).toContainText(`Premium${premium}`);
    await expect(plan).toContainText('Billing frequencyMonthly');
    await expect(plan).toContainText(/Next payment[A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(main.getByRole('region', { name: 'Payment method' })).toContainText(
      'CardVisa ending in 4242',
    );
    const history = main.getByRole('region', { name: 'Billing history' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(`Amount${premium}StatusPaidPaid on`);
    await expect(main.getByRole('region', { name: 'Past due' })).toHaveCount(0);
    await expectAccessiblePage(page);
    await shot(page, info, 'billing');

    // A card that saves, and declines every charge from then on.
    await replaceCard(page, '4000000000000341', '0341');
    await expectAccessiblePage(page);

    // A month passes: the renewal is invoiced, charged to that card and declined; the next day's run sends the
    // written grace notice, which sets the lapse date. The session ended meanwhile.
    await moveClock(request, 32);
    await moveClock(request, 1);
    await page.goto('/products/insurance/billing');
    await logIn(page, request, person);
    await heading(page, 'Billing');
    const { status, lapsesAt } = await policyOf(page, request);
    expect(status).toBe('grace');
    expect(lapsesAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Back on the billing page: the warning opens by itself, with the lapse date.
    const warning = page.getByRole('dialog', { name: 'Your payment is past due' });
    await expect(warning).toContainText(`Your past-due balance is ${premium}.`);
    await expect(warning).toContainText(
      `Your policy will be cancelled if payment is not received by ${longDate(lapsesAt!)}.`,
    );
    await expectAccessiblePage(page);
    await shot(page, info, 'past-due-modal');
    await warning.getByRole('button', { name: 'NOT NOW' }).click();
    await expect(warning).toHaveCount(0);

    const owed = main.getByRole('region', { name: 'Past due' });
    await expect(owed).toContainText(`${premium} is past due`);
    await expect(owed).toContainText(`by ${longDate(lapsesAt!)}.`);
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText(`Amount${premium}StatusPast duePaid onNot paid`);
    await expectAccessiblePage(page);
    await shot(page, info, 'past-due');

    // A good card, then PAY NOW by keyboard: the success modal names the amount and the card, and closes itself.
    await replaceCard(page, '4242424242424242', '4242');
    await owed.getByRole('button', { name: 'PAY NOW' }).focus();
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Payment received' });
    await expect(success).toContainText(
      `We received your payment of ${premium} from your Visa ending in 4242.`,
    );
    await expectAccessible(page);
    await shot(page, info, 'payment-received');
    await expect(success).toHaveCount(0, { timeout: 5_000 });
    await expect(owed).toHaveCount(0);
    await expect(history.first()).toContainText(/StatusPaidPaid on[A-Z][a-z]{2} \d{2}, \d{4}/);
    await expectAccessiblePage(page);
    await shot(page, info, 'paid-up');

    // Paid during grace: active again once the payment's job has run.
    await expect.poll(async () => (await policyOf(page, request)).status).toBe('active');
  });
});

test.describe('receipts and the account area', () => {
  test("a paid renewal's receipt opens, and /account's prompt pays a past-due premium", async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const { person, policy } = await policyholder(page, request, 'receipts');
    const premium = dollars(policy.monthlyPremium);
    // Paid up: no prompt on the account area.
    await page.reload();
    await heading(page, 'Account');
    await expect(page.getByRole('main').getByRole('link', { name: /Billing/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('region', { name: 'Past due' })).toHaveCount(0);

    // A month on, the renewal is charged to the card on file and paid: its receipt is on the billing page.
    await moveClock(request, 32);
    await page.goto('/products/insurance/billing');
    await logIn(page, request, person);
    await heading(page, 'Billing');
    const main = page.getByRole('main');
    const history = main.getByRole('region', { name: 'Billing history' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText(`Amount${premium}StatusPaidPaid on`);
    const receipt = history.first().getByRole('link', { name: /^Download receipt for .+ \(PDF\)/ });
    await expect(receipt).toHaveAttribute('target', '_blank');
    await expectAccessiblePage(page);
    await shot(page, info, 'receipts');
    // The link opens the PDF in a new tab: the receipt names the policy and what was paid.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), receipt.click()]);
    const opened = await request.get((await receipt.getAttribute('href'))!);
    expect(opened.ok()).toBe(true);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await opened.body());
    expect(text).toContain(`Policy number\n${policy.label}`);
    expect(text).toContain(`Amount paid\n${premium}`);
    expect(text).toContain('Payment method\nVisa ending in 4242');
    expect(tab.url()).toMatch(/\/documents\/[0-9a-f-]{36}\.pdf\?/);
    await tab.close();

    // The card starts failing; a month on the renewal is declined, a day later the lapse date is set.
    await replaceCard(page, '4000000000000341', '0341');
    await moveClock(request, 32);
    await moveClock(request, 1);
    await page.goto('/account');
    await logIn(page, request, person);
    await heading(page, 'Account');
    const { status, lapsesAt } = await policyOf(page, request);
    expect(status).toBe('grace');

    // The account area's payment prompt: the balance, the lapse date and PAY NOW.
    const prompt = page.getByRole('main').getByRole('region', { name: 'Past due' });
    await expect(prompt).toContainText(`${premium} is past due`);
    await expect(prompt).toContainText(
      `Your policy will be cancelled if payment is not received by ${longDate(lapsesAt!)}.`,
    );
    await expect(prompt).toContainText('Paying now charges your Visa ending in 0341.');
    await expectAccessiblePage(page);
    await shot(page, info, 'account-past-due');

    // Declined: the Settings billing failure modal offers to update the card, which the billing page does.
    await prompt.getByRole('button', { name: 'PAY NOW' }).click();
    const failure = page.getByRole('dialog', { name: "Your payment didn't go through" });
    await expect(failure).toContainText(`We couldn't charge ${premium} to your Visa ending in 0341.`);
    await expectAccessible(page);
    await failure.getByRole('button', { name: 'UPDATE CARD' }).click();
    await heading(page, 'Billing');
    const method = page.getByRole('main').getByRole('region', { name: 'Payment method' });
    await method.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').pressSequentially('4242424242424242');
    await frame.getByLabel('Expiration date').pressSequentially('1230');
    await frame.getByLabel('Security code').pressSequentially('123');
    await method.getByRole('button', { name: 'SAVE CARD' }).click();
    await expect(method).toContainText('CardVisa ending in 4242');

    // Back on the account area, PAY NOW by keyboard: the Settings billing success modal, and the prompt goes.
    await page.goto('/account');
    await heading(page, 'Account');
    await expect(prompt).toContainText('Paying now charges your Visa ending in 4242.');
    await prompt.getByRole('button', { name: 'PAY NOW' }).focus();
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Payment received' });
    await expect(success).toContainText(
      `We received your payment of ${premium} from your Visa ending in 4242.`,
    );
    await expectAccessible(page);
    await shot(page, info, 'account-payment-received');
    await expect(success).toHaveCount(0, { timeout: 5_000 });
    await expect(prompt).toHaveCount(0);
    await expectAccessiblePage(page);
    await expect.poll(async () => (await policyOf(page, request)).status).toBe('active');
  });
});
