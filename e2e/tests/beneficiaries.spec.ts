// Beneficiaries in the application, in real Chromium at desktop and phone sizes: an applicant in the fulfillment
// journey reaches the beneficiary step after the insurance profile, adds two primary beneficiaries (an
// individual and a trust) and a contingent minor, splits 100 evenly, edits the split to 70/30, is refused 0% and
// a 101% total in the spec's words, removes the last primary while a backup exists (offered to promote it), and
// the journey moves on to the interview. Every page passes axe; screenshots are kept in the test's output.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  passPledgeAndChecklist,
  pickAddressByKeyboard,
  progressBar,
  registerInJourney,
  throughInsuranceProfile,
} from './support/applying.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { heading } from './support/people.ts';

const INTRO_TITLE = 'Who should receive your benefit?';
const REVIEW_TITLE = 'Your beneficiaries';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/** From the review: pick the kind on the select-type page, then its form. */
async function chooseKind(page: Page, kind: 'Individual' | 'Minor' | 'Organization' | 'Trust') {
  await page.getByText(kind, { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${kind}`) })).toBeChecked();
  await button(page, 'CONTINUE').click();
}

const allocation = (page: Page, name: string) => page.getByRole('textbox', { name: `${name} (%)` });

test.describe('beneficiaries in the application', () => {
  test('two primaries and a contingent minor, split, refused, removed, and the journey moves on', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const person = await registerInJourney(page, request, 'beneficiaries');
    await passPledgeAndChecklist(page);
    await throughInsuranceProfile(page, person, 'Ada', 'Lovelace');

    // The journey's beneficiary step: the intro, then the review with nobody on it yet.
    await heading(page, INTRO_TITLE);
    await expect(page).toHaveURL(/\/flow\/beneficiary$/);
    await expect(progressBar(page)).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, info, 'intro');
    await button(page, 'CONTINUE').click();
    await heading(page, REVIEW_TITLE);
    await expect(page.getByText("You haven't named a primary beneficiary yet.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CONTINGENT BENEFICIARY' })).toBeVisible();
    await expectAccessiblePage(page);
    // Nobody named: the journey waits.
    await button(page, 'CONTINUE').click();
    await expect(page.getByText('Add a primary beneficiary to continue.')).toBeVisible();

    // An individual, checked in the browser first (21+), then saved; another primary is offered.
    await button(page, 'ADD PRIMARY BENEFICIARY').click();
    await heading(page, 'Who is your primary beneficiary?');
    await expectAccessiblePage(page);
    await shot(page, info, 'select-type');
    await chooseKind(page, 'Individual');
    await heading(page, 'Add an individual');
    await page.getByRole('textbox', { name: /^First name/ }).fill('Grace');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
    await page.getByRole('textbox', { name: /^Relationship/ }).fill('Sister');
    await page.getByRole('textbox', { name: /^Date of birth/ }).fill('01/01/2010');
    await page.getByRole('textbox', { name: /^Email/ }).fill('grace@example.com');
    await page.getByRole('textbox', { name: /^Phone number/ }).fill('6145550123');
    await pickAddressByKeyboard(page, '100 Main St Colu', /Columbus, OH/);
    await button(page, 'SAVE BENEFICIARY').click();
    await expect(page.getByRole('textbox', { name: /^Date of birth/ })).toHaveAccessibleDescription(
      /Your beneficiary must be 21\+/,
    );
    await page.getByRole('textbox', { name: /^Date of birth/ }).fill('05/20/1985');
    await expectAccessiblePage(page);
    await shot(page, info, 'individual-form');
    await button(page, 'SAVE BENEFICIARY').click();
    const another = page.getByRole('dialog', { name: 'Add another beneficiary?' });
    await expect(another).toBeVisible();
    await expectAccessible(page);

    // A trust as the second primary.
    await another.getByRole('button', { name: 'ADD ANOTHER' }).click();
    await heading(page, 'Who is your primary beneficiary?');
    // By keyboard this time: the arrow keys move along the kinds, Enter goes on.
    await page.getByRole('radio', { name: /^Individual/ }).focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Trust/ })).toBeChecked();
    await page.keyboard.press('Enter');
    await heading(page, 'Add a trust');
    await page.getByRole('textbox', { name: /^Name of the trust/ }).fill('Lovelace Family Trust');
    await page.getByRole('textbox', { name: /^Trustee's first name/ }).fill('Charles');
    await page.getByRole('textbox', { name: /^Trustee's last name/ }).fill('Babbage');
    await page.getByRole('textbox', { name: /^Date of trust/ }).fill('02/02/2015');
    // The trustee's SSN: checked in the browser, masked as typed, sent encrypted and never shown again.
    const trusteeSsn = page.getByRole('textbox', { name: /^Trustee's Social Security number/ });
    await trusteeSsn.fill('07805');
    await button(page, 'SAVE BENEFICIARY').click();
    await expect(trusteeSsn).toHaveAccessibleDescription(/This should be a 9-digit number/);
    await trusteeSsn.fill('078051120');
    await expect(trusteeSsn).toHaveValue('078-05-1120');
    await expectAccessiblePage(page);
    await button(page, 'SAVE BENEFICIARY').click();
    await page
      .getByRole('dialog', { name: 'Add another beneficiary?' })
      .getByRole('button', { name: "NO, I'M DONE" })
      .click();

    // Back on the flow's review: both primaries, split evenly by the server.
    await heading(page, REVIEW_TITLE);
    await expect(page).toHaveURL(/\/flow\/beneficiary$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Lovelace Family Trust' })).toBeVisible();
    await expect(main).toContainText('grace@example.com');
    await expect(main).toContainText('100 Main St');

    // A contingent minor.
    await button(page, 'ADD CONTINGENT BENEFICIARY').click();
    await heading(page, 'Who is your contingent beneficiary?');
    await chooseKind(page, 'Minor');
    await heading(page, 'Add a minor');
    await page.getByRole('textbox', { name: /^First name/ }).fill('Ada');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('King');
    await page.getByRole('textbox', { name: /^Date of birth/ }).fill('07/04/2015');
    await page.getByRole('textbox', { name: /^Parent or guardian/ }).fill('William King');
    await pickAddressByKeyboard(page, '100 Main St Colu', /Columbus, OH/);
    await button(page, 'SAVE BENEFICIARY').click();
    await heading(page, REVIEW_TITLE);
    await expect(main.getByRole('heading', { name: 'Ada King' })).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, info, 'review');

    // The allocations: divide evenly, then 70/30; 0% and a 101% total are refused in the spec's words.
    await button(page, 'EDIT ALLOCATIONS').click();
    await heading(page, 'Edit allocations');
    await allocation(page, 'Grace Hopper').fill('abc');
    await expect(page.getByText('Total: 50%')).toBeVisible();
    await button(page, 'DIVIDE EVENLY').click();
    await expect(allocation(page, 'Grace Hopper')).toHaveValue('50');
    await expect(allocation(page, 'Lovelace Family Trust')).toHaveValue('50');
    await expectAccessiblePage(page);
    await allocation(page, 'Grace Hopper').fill('0');
    await allocation(page, 'Lovelace Family Trust').fill('100');
    await button(page, 'SAVE ALLOCATIONS').click();
    await expect(allocation(page, 'Grace Hopper')).toHaveAccessibleDescription(
      /Added beneficiaries cannot have 0% allocation/,
    );
    await expectAccessiblePage(page);
    await allocation(page, 'Grace Hopper').fill('71');
    await allocation(page, 'Lovelace Family Trust').fill('30');
    await button(page, 'SAVE ALLOCATIONS').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Allocations must add up to 100%' }),
    ).toBeVisible();
    await shot(page, info, 'allocation-errors');
    await allocation(page, 'Grace Hopper').fill('70');
    await button(page, 'SAVE ALLOCATIONS').click();
    await heading(page, REVIEW_TITLE);
    await expect(main.getByRole('listitem').filter({ hasText: 'Grace Hopper' })).toContainText('70%');
    await expect(main.getByRole('listitem').filter({ hasText: 'Lovelace Family Trust' })).toContainText(
      '30%',
    );

    // Removing the trust leaves Grace with all of it, then the allocations page.
    await main.getByRole('link', { name: 'Edit Lovelace Family Trust' }).click();
    await heading(page, 'Edit Lovelace Family Trust');
    await expect(page.getByRole('textbox', { name: /^Trustee's Social Security number/ })).toHaveValue('');
    await expect(page.getByText('One is on file (***-**-****).', { exact: false })).toBeVisible();
    expect(await page.content()).not.toContain('078051120');
    expect(await page.content()).not.toContain('078-05-1120');
    await expectAccessiblePage(page);
    await button(page, 'REMOVE BENEFICIARY').click();
    const remove = page.getByRole('dialog', { name: 'Remove this beneficiary?' });
    await expect(remove).toBeVisible();
    await expectAccessible(page);
    await remove.getByRole('button', { name: 'YES, REMOVE' }).click();
    await heading(page, 'Edit allocations');
    await expect(allocation(page, 'Grace Hopper')).toHaveValue('100');
    await page.getByRole('link', { name: 'Back' }).click();
    await heading(page, REVIEW_TITLE);

    // The last primary, while a backup exists: promote the backup.
    await main.getByRole('link', { name: 'Edit Grace Hopper' }).click();
    await heading(page, 'Edit Grace Hopper');
    await button(page, 'REMOVE BENEFICIARY').click();
    const last = page.getByRole('dialog', { name: "You can't have a backup without a primary" });
    await expect(last).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, 'remove-last');
    await last.getByRole('button', { name: 'MAKE CONTINGENT PRIMARY' }).click();
    await heading(page, 'Edit allocations');
    await expect(allocation(page, 'Ada King')).toHaveValue('100');
    await page.getByRole('link', { name: 'Back' }).click();
    await heading(page, REVIEW_TITLE);
    await expect(main.getByText('No contingent beneficiary yet.')).toBeVisible();

    // Valid allocations: the journey moves on to the underwriting interview.
    await button(page, 'CONTINUE').click();
    await heading(page, "Do you have a valid US driver's license?");
    await expect(page).toHaveURL(/\/flow\/underwriting-interview$/);
    await expectAccessiblePage(page);
  });
});
