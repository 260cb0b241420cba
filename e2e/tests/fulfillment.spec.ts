// Applying, in real Chromium against the production build: a new person goes from /fulfillment/start through the
// onboarding intro and the insurance profile (address found by autocomplete, SSN encrypted in the browser),
// reviews it with the SSN masked, edits an answer from the review and continues to the beneficiary step; a reload mid-flow resumes on
// the same form with the answers kept; exiting mid-profile and coming back offers to restore; a 17-year-old
// ends on /ineligible/age_of_insured and a Texas address on the unsupported-state path. Every page passes axe,
// at desktop and phone sizes.
import { expect, test, type Page } from '@playwright/test';
import {
  chooseAddressSuggestion,
  EXIT_TITLE,
  headerExit,
  passPledgeAndChecklist,
  progressBar,
  registerInJourney,
  RESTORE_TITLE,
} from './support/applying.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { heading } from './support/people.ts';

const SSN = '078-05-1120';
const NAME_TITLE = "What's your legal name?";
const BIRTHDATE_TITLE = "When's your birthday?";
const GENDER_TITLE = "What's your gender?";
const ADDRESS_TITLE = 'Where do you live?';
const PHONE_TITLE = "What's your phone number?";
const SSN_TITLE = "What's your Social Security number?";
const REVIEW_TITLE = 'Verify & continue';

const continueButton = (page: Page) => page.getByRole('button', { name: 'CONTINUE', exact: true });

/** The three onboarding-intro screens, each checked by axe. */
async function throughOnboardingIntro(page: Page) {
  await heading(page, 'Applying takes about 10 minutes');
  await expectAccessiblePage(page);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await heading(page, 'Have these handy');
  await expectAccessiblePage(page);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await heading(page, 'Your answers stay private');
  await expectAccessiblePage(page);
  await page.getByRole('button', { name: "LET'S GO" }).click();
}

async function answerName(page: Page, first: string, last: string) {
  await heading(page, NAME_TITLE);
  await page.getByRole('textbox', { name: 'First name' }).fill(first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(last);
  await continueButton(page).click();
}

async function answerBirthdate(page: Page, birthdate: string) {
  await heading(page, BIRTHDATE_TITLE);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(birthdate);
  await continueButton(page).click();
}

/** Taps the rectangle labelled `gender` (the radio itself is drawn by its label), and checks it took. */
async function chooseGender(page: Page, gender: 'Female' | 'Male') {
  await page.getByText(gender, { exact: true }).click();
  await expect(page.getByRole('radio', { name: gender, exact: true })).toBeChecked();
}

/** Types a street and picks the suggestion in `cityState` ("Phoenix, AZ") by keyboard. */
async function pickAddress(page: Page, street: string, cityState: string) {
  await heading(page, ADDRESS_TITLE);
  await chooseAddressSuggestion(page, street, new RegExp(cityState));
}

/** Eighteen years ago less a few days: a person who is 17. */
function seventeenYearOldBirthdate(): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - 18);
  date.setDate(date.getDate() + 5);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
}

test.describe('applying for cover', () => {
  test('the insurance profile: autocomplete, SSN, reload, masked review, an edit from the review', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const person = await registerInJourney(page, request, 'profile');
    await passPledgeAndChecklist(page);
    await throughOnboardingIntro(page);

    await heading(page, NAME_TITLE);
    await expect(progressBar(page)).toBeVisible();
    await expectAccessiblePage(page);
    // Nothing typed is lost when the server would refuse it: the browser says why first.
    await continueButton(page).click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(/Required/);
    await answerName(page, 'Ada', 'Lovelace');

    await heading(page, BIRTHDATE_TITLE);
    await expectAccessiblePage(page);
    await answerBirthdate(page, '03/14/1990');

    await heading(page, GENDER_TITLE);
    await expectAccessiblePage(page);
    await chooseGender(page, 'Female');
    await continueButton(page).click();

    await heading(page, ADDRESS_TITLE);
    await expectAccessiblePage(page);
    await pickAddress(page, '100 Main St Phoe', 'Phoenix, AZ');
    await expect(page.getByRole('group', { name: 'Verified address' })).toContainText('100 Main St');
    await expectAccessiblePage(page);
    await continueButton(page).click();

    // A reload mid-flow resumes on the same form, the answers before it kept.
    await heading(page, PHONE_TITLE);
    await page.reload();
    await heading(page, PHONE_TITLE);
    await expect(progressBar(page)).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, ADDRESS_TITLE);
    // The address on file was verified when it was saved: it shows as verified.
    await expect(page.getByRole('group', { name: 'Verified address' })).toContainText('Phoenix, AZ 85004');
    await continueButton(page).click();

    await heading(page, PHONE_TITLE);
    await expectAccessiblePage(page);
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    if ((await phone.inputValue()) === '') await phone.fill(person.national);
    await continueButton(page).click();

    await heading(page, SSN_TITLE);
    await expectAccessiblePage(page);
    await page.getByRole('textbox', { name: 'Social Security number' }).fill(SSN);
    await continueButton(page).click();

    // The review: every answer, the SSN masked and nowhere in clear.
    await heading(page, REVIEW_TITLE);
    await expectAccessiblePage(page);
    const main = page.getByRole('main');
    await expect(main).toContainText('Ada Lovelace');
    await expect(main).toContainText('***-**-****');
    await expect(main).toContainText('100 Main St');
    expect(await page.content()).not.toContain(SSN.replace(/-/g, ''));
    expect(await page.content()).not.toContain(SSN);

    // Edit the name from the review; CONTINUE comes back to the review with the new answer.
    await main.getByRole('button', { name: 'Edit Name' }).click();
    await heading(page, NAME_TITLE);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await page.getByRole('textbox', { name: 'First name' }).fill('Augusta');
    await continueButton(page).click();
    await heading(page, REVIEW_TITLE);
    await expect(main).toContainText('Augusta Lovelace');

    // The eligibility check finds nothing against this applicant: the journey moves on to the beneficiary step
    // (beneficiaries.spec.ts walks it to the journey's end). Leaving there keeps the progress.
    await main.getByRole('button', { name: REVIEW_TITLE }).click();
    await heading(page, 'Who should receive your benefit?');
    await expect(page).toHaveURL(/\/flow\/beneficiary$/);
    await expect(progressBar(page)).toBeVisible();
    await expectAccessiblePage(page);
    await headerExit(page).click();
    const exitDialog = page.getByRole('dialog', { name: EXIT_TITLE });
    await expect(exitDialog).toBeVisible();
    await exitDialog.getByRole('button', { name: 'YEAH, EXIT' }).click();
    // Home: the dashboard greets the applicant by the first name they gave.
    await heading(page, 'Hi, Augusta!');
    await expect(page).toHaveURL(/\/$/);
    await expectAccessiblePage(page);
  });

  test('exiting mid-profile offers to restore on return, on the same form', async ({ page, request }) => {
    test.slow();
    await registerInJourney(page, request, 'restore');
    await passPledgeAndChecklist(page);
    await throughOnboardingIntro(page);
    await answerName(page, 'Grace', 'Hopper');
    await heading(page, BIRTHDATE_TITLE);

    await headerExit(page).click();
    const exitDialog = page.getByRole('dialog', { name: EXIT_TITLE });
    await expect(exitDialog).toBeVisible();
    await expectAccessible(page);
    await exitDialog.getByRole('button', { name: 'YEAH, EXIT' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/fulfillment/start');
    const offer = page.getByRole('dialog', { name: RESTORE_TITLE });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'CONTINUE' }).click();
    await heading(page, BIRTHDATE_TITLE);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, NAME_TITLE);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  });

  test('a 17-year-old ends on /ineligible/age_of_insured', async ({ page, request }) => {
    test.slow();
    await registerInJourney(page, request, 'young');
    await passPledgeAndChecklist(page);
    await throughOnboardingIntro(page);
    await answerName(page, 'Kim', 'Young');
    await answerBirthdate(page, seventeenYearOldBirthdate());

    // The too-young form is terminal: it finishes the flow at once (spec 001 §2.4) and its button's way out is
    // taken without a tap.
    await expect(page).toHaveURL(/\/ineligible\/age_of_insured$/);
    await heading(page, 'We can only cover people aged 18 to 45');
    await expectAccessiblePage(page);
  });

  test('an address in Texas ends on the unsupported-state path', async ({ page, request }) => {
    test.slow();
    await registerInJourney(page, request, 'texas');
    await passPledgeAndChecklist(page);
    await throughOnboardingIntro(page);
    await answerName(page, 'Sam', 'Houston');
    await answerBirthdate(page, '07/04/1988');
    await heading(page, GENDER_TITLE);
    await chooseGender(page, 'Male');
    await continueButton(page).click();

    await pickAddress(page, '100 Main St Hous', 'Houston, TX');
    const dialog = page.getByRole('dialog', { name: "Sorry, we aren't in your state yet" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('link', { name: 'GOT IT' }).click();
    await expect(page).toHaveURL(/\/coverage-denied\/state_ineligible$/);
    await heading(page, "Sorry, we aren't in your state yet");
    await expectAccessiblePage(page);
  });
});
