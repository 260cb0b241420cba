// Manual underwriting, both sides (issue 14 item 6): an applicant the MIB reports a prior decline for (SSN ending
// 0004) is referred; the sandbox underwriter approves them in the console; the e-mail's link signs them in and the
// dashboard opens UnderwritingDecisionModal ("You've been approved!"), which leads to /fulfillment/start.
import { expect, test } from '@playwright/test';
import { graphqlAsPage } from './support/api.ts';
import { applyThroughApi } from './support/applicant.ts';
import { registerInJourney, RESTORE_TITLE } from './support/applying.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { heading, newestMessage } from './support/people.ts';
import { signInAsUnderwriter } from './support/staff.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

test.describe('manual underwriting', () => {
  test('a referred applicant is approved in the console and told by e-mail and on the dashboard', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const applicant = await registerInJourney(page, request, 'referred');
    expect(await applyThroughApi(page, request, {}, '219-09-0004')).toBe('referred_to_underwriter');
    const { cases } = await graphqlAsPage<{ cases: Array<{ id: string; result: string }> }>(
      page,
      request,
      '{ cases { id result } }',
    );
    expect(cases).toHaveLength(1);
    const caseId = cases[0]!.id;

    // The applicant's side while they wait.
    await page.goto('/products/insurance/manual-review');
    // The application journey this person started is offered back; they read about the review instead.
    await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();
    await heading(page, 'Your application is being reviewed');
    await expect(page.getByText(/about 48 working hours/)).toBeVisible();
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('manual-review.png'), fullPage: true });
    // "Why does it take longer?" explains the underwriter's review, not the few minutes of an instant quote.
    await page.getByRole('button', { name: 'Why does it take longer?' }).click();
    const why = page.getByRole('dialog', { name: 'Why a review takes longer' });
    await expect(why).toContainText('about 48 working hours');
    await expect(why).toContainText("You don't need to keep this page open.");
    await expect(why).not.toContainText('4 minutes');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('manual-review-why.png'), fullPage: true });
    await why.getByRole('button', { name: 'GOT IT' }).click();
    await expect(why).toBeHidden();

    // The underwriter signs in elsewhere and opens the queue.
    const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const staff = await staffContext.newPage();
    // The password alone does not open the console: the code texted to the underwriter's phone does.
    await signInAsUnderwriter(staff, request);
    const open = staff.locator(`a[href="/underwriting/cases/${caseId}"]`);
    await expect(open).toBeVisible();
    await expect(staff.getByRole('table')).toContainText('working hours');
    await expectAccessiblePage(staff);
    await staff.screenshot({ path: testInfo.outputPath('underwriting-queue.png'), fullPage: true });

    // The case: answers, evidence and the rule that referred it; then the decision, by keyboard.
    await open.focus();
    await staff.keyboard.press('Enter');
    await heading(staff, 'Ada Lovelace');
    await expect(staff.getByRole('region', { name: 'Rules that fired' })).toContainText(
      /Declined for life cover/,
    );
    await expect(staff.getByRole('region', { name: 'Evidence' })).toContainText('Medical Information Bureau');
    await expect(staff.getByRole('region', { name: 'Answers' })).toContainText('5 ft 10 in');
    await expect(staff.getByRole('region', { name: 'Answers' })).toContainText('$85,000');
    await expectAccessiblePage(staff);
    await staff.screenshot({ path: testInfo.outputPath('underwriting-case.png'), fullPage: true });
    await staff.getByRole('combobox', { name: 'Class' }).selectOption('preferred');
    await staff.getByRole('textbox', { name: 'Maximum cover (dollars)' }).fill('1000000');
    await staff.getByRole('button', { name: 'SUBMIT DECISION' }).focus();
    await staff.keyboard.press('Enter');
    await expect(staff.getByRole('status').first()).toContainText(/Decided: Accept: Preferred, \$1,000,000/);
    await expectAccessible(staff);
    await staffContext.close();

    // The applicant's e-mail: its link signs them in, and the dashboard tells them.
    const mail = await newestMessage(
      request,
      applicant.email,
      /An underwriter has reviewed your application/,
    );
    const link = /(https?:\/\/\S+\/deep-link\?\S+)/.exec(mail)![1]!;
    const applicantContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const fresh = await applicantContext.newPage();
    await fresh.goto(link);
    const dialog = fresh.getByRole('dialog', { name: "You've been approved!" });
    await expect(dialog).toBeVisible();
    await expectAccessible(fresh);
    await fresh.screenshot({ path: testInfo.outputPath('underwriting-decision-modal.png'), fullPage: true });
    // On to /fulfillment/start (which may move on by itself to where the journey stands: wait for the arrival).
    const arrived = fresh.waitForURL(/\/fulfillment\/start/);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await arrived;
    await applicantContext.close();
  });

  test('the console is not for applicants', async ({ page, request }) => {
    await registerInJourney(page, request, 'not-staff');
    await page.goto('/underwriting');
    await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();
    await heading(page, 'This page is for underwriters');
    await expectAccessiblePage(page);
  });
});
