// The fulfillment journey end to end, as far as it goes without the flow screens: a new visitor starts at
// /fulfillment/start, registers (account, phone, texted code) inside the journey, goes through the honesty pledge
// and the eligibility checklist with the progress bar and the back control, reloads (the page warns, the
// journey resumes), exits with confirmation and is offered to restore on return. Then every ineligible and
// coverage-denied screen. Every page passes axe, at desktop and phone sizes.
import { expect, test, type Page } from '@playwright/test';
import { CHECKLIST, EXIT_TITLE, headerExit, PLEDGE, progressBar, RESTORE_TITLE } from './support/applying.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { heading, newPerson, PASSWORD, textMyCode } from './support/people.ts';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the fulfillment journey', () => {
  test('a new visitor registers inside the journey, moves on, reloads, exits and is offered to restore', async ({
    page,
    request,
  }) => {
    // A long walk with an axe check on most screens: more than the default 30 s on a busy machine.
    test.slow();
    const person = newPerson('journey');

    await page.goto('/fulfillment/start');
    await heading(page, 'Create your account');
    await expect(page).toHaveURL(/\/create-account$/);
    await expect(progressBar(page)).toHaveCount(0);
    await expect(headerExit(page)).toBeVisible();
    await expectAccessiblePage(page);

    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
    await page.getByRole('button', { name: 'CONFIRM INFO AND CONTINUE' }).click();

    // Registration continues with the phone (the honesty pledge comes after, in the journey).
    await heading(page, "What's your phone number?");
    await expect(tabs(page)).toHaveCount(0);
    await expectAccessiblePage(page);
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(person.national);
    await page.getByRole('button', { name: 'CONTINUE' }).click();

    await textMyCode(page, request, person.e164);

    await heading(page, PLEDGE);
    await expect(page).toHaveURL(/\/onboarding\/honesty-pledge$/);
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '3');
    await expect(tabs(page)).toHaveCount(0);
    await expectAccessiblePage(page);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('button', { name: 'I UNDERSTAND' }).click();

    await heading(page, CHECKLIST);
    await expectAccessiblePage(page);
    // The back control goes to the previous step; from the first step it asks before leaving.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, PLEDGE);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('dialog', { name: EXIT_TITLE })).toBeVisible();
    await page.getByRole('button', { name: 'NEVERMIND' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('button', { name: 'I UNDERSTAND' }).click();
    await heading(page, CHECKLIST);

    // Leaving the page warns; after a reload the journey carries on where it was, without asking.
    const warned = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.reload();
    expect(await warned).toBe('beforeunload');
    await heading(page, CHECKLIST);
    await expect(progressBar(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Exit asks first.
    await headerExit(page).click();
    const exitDialog = page.getByRole('dialog', { name: EXIT_TITLE });
    await expect(exitDialog).toBeVisible();
    await expect(exitDialog.getByText(/Your progress is saved/)).toBeVisible();
    await expectAccessible(page);
    await exitDialog.getByRole('button', { name: 'NEVERMIND' }).click();
    await expect(exitDialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/onboarding\/eligibility$/);
    await headerExit(page).click();
    await page.getByRole('dialog', { name: EXIT_TITLE }).getByRole('button', { name: 'YEAH, EXIT' }).click();
    // "/" is the dashboard of the signed-in user (no first name yet).
    await heading(page, 'Welcome!');
    await expect(page).toHaveURL(/\/$/);
    await expect(progressBar(page)).toHaveCount(0);

    // Back at the start, the saved progress is offered.
    await page.goto('/fulfillment/start');
    const offer = page.getByRole('dialog', { name: RESTORE_TITLE });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'CONTINUE' }).click();
    await heading(page, CHECKLIST);
    await expect(page).toHaveURL(/\/onboarding\/eligibility$/);

    // On into the onboarding-intro flow, in the new_policy scope.
    await page.getByRole('link', { name: 'CONTINUE' }).click();
    await expect(page).toHaveURL(/\/flow\/onboarding-intro$/);
    const scope = await page.evaluate(
      () => (window.history.state as { usr?: { flowScope?: string } } | null)?.usr?.flowScope,
    );
    expect(scope).toBe('new_policy');
  });
});

test.describe('ineligible and coverage-denied screens', () => {
  const ineligible: Array<[string, string, string[]]> = [
    ['general', 'Sorry, we can’t cover you', ["OK, LET'S DO IT", 'TRY AGAIN LATER']],
    [
      'criminal_history',
      'You might have a hard time getting coverage',
      ["I'D LIKE TO CONTINUE", 'NEVERMIND'],
    ],
    ['age_of_insured', 'We can only cover people aged 18 to 45', ['GOT IT']],
    ['state_of_residence', "We're not in your state yet", ['GOT IT']],
  ];
  for (const [reason, title, buttons] of ineligible) {
    test(`/ineligible/${reason}`, async ({ page }) => {
      await page.goto(`/ineligible/${reason}`);
      await heading(page, title);
      for (const name of buttons) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      await expectAccessiblePage(page);
    });
  }

  const denied: Array<[string, string, string[]]> = [
    ['default', "Sorry, we can't offer you coverage", ['GO TO DASHBOARD']],
    ['dob', 'Sorry, we only insure ages 18-45', ['GO TO DASHBOARD']],
    ['location', "We can't cover you where you live yet", ['SET UP WYSHES', 'TRY AGAIN LATER']],
    ['state_ineligible', "Sorry, we aren't in your state yet", ['GO TO DASHBOARD']],
    ['rejected', "Your application wasn't approved", ['GO TO DASHBOARD']],
    ['rejected_reinstatement', "We can't reinstate your policy", ['APPLY FOR A NEW POLICY', 'CLOSE']],
    ['failed', 'Operation has timed out', ['GO TO DASHBOARD']],
    ['referred_to_underwriter', 'Your application is being reviewed', ['GO TO DASHBOARD']],
  ];
  for (const [type, title, buttons] of denied) {
    test(`/coverage-denied/${type}`, async ({ page }) => {
      await page.goto(`/coverage-denied/${type}`);
      await heading(page, title);
      for (const name of buttons) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      if (type === 'state_ineligible') {
        await expect(page.getByRole('list', { name: 'States we cover' }).getByRole('listitem')).toHaveCount(
          9,
        );
      }
      await expectAccessiblePage(page);
    });
  }

  test('GOT IT leaves for the home page', async ({ page }) => {
    await page.goto('/ineligible/age_of_insured');
    await page.getByRole('button', { name: 'GOT IT' }).click();
    await heading(page, 'Cover the people and plans you love');
  });
});
