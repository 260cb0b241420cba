// The underwriting interview (issue 14 item 1) in real Chromium: a person with a verified session answers every
// question, one a screen, by keyboard and pointer (radios, several checkboxes, feet and inches, money), sees a
// field error for a missing part of the height, reviews every answer, changes one from the review and comes back
// to it. Every screen passes axe, at desktop and phone sizes, with screenshots kept in the test's output.
import { expect, test, type Page } from '@playwright/test';
import { registerInJourney, RESTORE_TITLE } from './support/applying.ts';
import { expectAccessiblePage } from './support/axe.ts';
import { heading } from './support/people.ts';

const continueButton = (page: Page) => page.getByRole('button', { name: 'CONTINUE', exact: true });

/** Answers the screen titled `title` with `answer`, after checking it with axe, and continues. */
async function screen(page: Page, title: string | RegExp, answer: () => Promise<void>) {
  await heading(page, title);
  await expectAccessiblePage(page);
  await answer();
  await continueButton(page).click();
}

const choose = (page: Page, group: string, option: string) => async () => {
  await page.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
  await expect(
    page.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true }),
  ).toBeChecked();
};

const tick = (page: Page, group: string, option: string) => async () => {
  await page.getByRole('group', { name: group }).getByRole('checkbox', { name: option, exact: true }).check();
};

test('the underwriting interview: every question, a field error, the review and an edit from it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await registerInJourney(page, request, 'interview');
  await page.goto('/flow/underwriting-interview');
  // The application journey this person started is offered back; they go on with the interview instead.
  await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();

  await screen(page, "Do you have a valid US driver's license?", choose(page, "Driver's license", 'Yes'));
  await screen(page, "What's your driver's license number?", async () => {
    await page.getByRole('textbox', { name: "Driver's license number" }).fill('D1234567');
    await page.getByRole('textbox', { name: 'Issuing state' }).fill('OH');
  });
  await screen(
    page,
    'Are you a US citizen or a permanent resident (green card holder)?',
    choose(page, 'Citizenship', 'Yes'),
  );
  await screen(
    page,
    'Have you applied for life insurance in the last 12 months?',
    choose(page, 'Recent applications', 'No'),
  );
  await screen(
    page,
    'Do you have any life insurance or annuities today?',
    choose(page, 'Existing cover', 'No'),
  );
  await screen(page, "What's your work situation?", choose(page, 'Work', 'Employed'));
  await screen(page, 'Are you paid to play a sport?', choose(page, 'Professional sport', 'No'));
  await screen(page, 'Are you serving in the military?', choose(page, 'Military service', 'No'));
  await screen(page, "What's your yearly income from work?", async () => {
    await page.getByRole('textbox', { name: 'Yearly income' }).fill('85000');
  });
  await screen(
    page,
    'In the last 2 years, have you done any of these, or do you plan to?',
    tick(page, 'Activities', 'None of these'),
  );
  await screen(
    page,
    'In the last 12 months, have you used nicotine in any form?',
    choose(page, 'Nicotine', 'No'),
  );
  await screen(page, 'How often do you use marijuana?', choose(page, 'Marijuana', "I don't use it"));

  // The height needs both parts: inches left empty is a field error, and nothing moves on.
  await heading(page, 'How tall are you?');
  await page.getByRole('textbox', { name: 'Feet' }).fill('5');
  await continueButton(page).click();
  await expect(page.getByRole('group', { name: /Height/ })).toContainText(/./);
  await heading(page, 'How tall are you?');
  await expectAccessiblePage(page);
  await page.getByRole('textbox', { name: 'Inches' }).fill('10');
  await continueButton(page).click();

  await screen(page, 'How much do you weigh?', async () => {
    await page.getByRole('textbox', { name: 'Weight' }).fill('170');
  });
  await screen(
    page,
    'Have you ever been diagnosed with or treated for any of these?',
    tick(page, 'Medical history', 'None of these'),
  );
  await screen(page, 'Do any of these apply to you?', tick(page, 'More medical history', 'None of these'));
  await screen(page, /treated for alcohol or drug use/, choose(page, 'Alcohol and drugs', 'No'));
  await screen(page, 'Have you ever tested positive for HIV?', choose(page, 'HIV', 'No'));
  await screen(
    page,
    'In the last 6 months, have you stayed in hospital because of COVID-19?',
    choose(page, 'COVID-19', 'No'),
  );
  await screen(page, /died of heart disease or cancer before age 60/, choose(page, 'Family history', 'None'));
  await screen(page, 'About your driving record', async () => {
    await choose(page, 'Moving violations (speeding, running a red light) in the last 3 years', 'None')();
    await choose(page, 'Driving under the influence (DUI or DWI)', 'None in the last 10 years')();
    await choose(page, 'License suspended or revoked in the last 3 years', 'No')();
  });
  await screen(page, /convicted of a felony/, choose(page, 'Criminal history', 'No'));

  await heading(page, 'Review your answers');
  await expectAccessiblePage(page);
  await page.screenshot({ path: testInfo.outputPath('interview-review.png'), fullPage: true });
  const main = page.getByRole('main');
  await expect(main).toContainText('5 ft 10 in');
  await expect(main).toContainText('$85,000');
  await expect(main).toContainText('170 lb');
  // No row for a question this person was not asked.
  await expect(main).not.toContainText('Replacing cover');

  await main.getByRole('button', { name: 'Edit Weight' }).click();
  await heading(page, 'How much do you weigh?');
  await page.getByRole('textbox', { name: 'Weight' }).fill('182');
  await continueButton(page).click();
  await heading(page, 'Review your answers');
  await expect(main).toContainText('182 lb');
  await expect(page.getByRole('button', { name: 'SUBMIT MY ANSWERS' })).toBeVisible();
});
