// Issue 23, items 8, 9 and 16 in real Chromium at 1280 and 360 px: a visitor's estimate and wysh List read the
// same in the editor, on /coverage-preview and in the builder (an estimate seen without touching a slider is an
// estimate; $200,000 of $300,000 of wyshes is 66%); the disabled CONTINUE WITH $0 looks disabled; the editor's
// title names the wysh total and the term slider says "Lock rate until age" once; an approved quote's working
// explains its class and the rules behind it, as the final price, never in an estimate's words.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { applyThroughApi } from './support/applicant.ts';
import { registerInJourney, RESTORE_TITLE } from './support/applying.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { graphqlAsPage, signUp } from './support/api.ts';
import { heading } from './support/people.ts';

test.describe.configure({ timeout: 120_000 });

const ESTIMATE_NOTE = 'An estimate assumes average health';
const FINAL_PRICE = 'This is your final price';

/** The editor's sticky header figure of that name ("Wyshes covered", "Coverage"). */
const figure = (page: Page, name: string) =>
  page.locator('dl[aria-label="Your coverage"] > div', { hasText: name }).locator('dd').first();

const shot = (page: Page, name: string, project: string, path: (name: string) => string) =>
  page.screenshot({ path: path(`${name}-${project}.png`), fullPage: project === 'desktop' });

/** What the primary button looks like when it acts: to compare a disabled one against. */
async function looks(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color };
  });
}

async function addWysh(page: Page, wysh: string, typed: string) {
  await page.getByRole('button', { name: `Add ${wysh}` }).click();
  const dialog = page.getByRole('dialog', { name: wysh });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(typed);
  await dialog.getByRole('button', { name: 'ADD TO MY WYSHES' }).click();
  await expect(dialog).toBeHidden();
}

test('a visitor: one estimate and one wysh List, read the same in the editor, the preview and the builder', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const path = (name: string) => testInfo.outputPath(name);

  // The builder: the disabled CONTINUE WITH $0 looks disabled (it stays focusable to say why when pressed).
  await page.goto('/wysh-builder/list');
  await heading(page, 'Calculate your coverage with Wyshes');
  const empty = page.getByRole('button', { name: 'CONTINUE WITH $0' });
  await expect(empty).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Get your estimate in under a minute!')).toBeVisible();
  const disabledLook = await looks(empty);
  await expectAccessiblePage(page);
  await shot(page, 'builder-empty', project, path);

  await addWysh(page, 'Mortgage', '300000');
  const full = page.getByRole('button', { name: 'CONTINUE WITH $300,000' });
  await expect(full).not.toHaveAttribute('aria-disabled', 'true');
  // The button's colours ease over 150 ms, so the enabled look is read once the transition has run.
  await expect.poll(async () => (await looks(full)).background).not.toBe(disabledLook.background);
  await expect.poll(async () => (await looks(full)).color).not.toBe(disabledLook.color);

  // The estimate, without touching a slider: $500,000 is 166% of the $300,000.
  await page.goto('/edit-coverage/estimate');
  await heading(page, 'Get your estimate in under a minute!');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('06/15/1991');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'SEE MY ESTIMATE' }).click();
  await heading(page, 'Your wysh total is $300,000');
  await expect(figure(page, 'Wyshes covered')).toHaveText('166%');
  // "Lock rate until age" is said once: the value under it is the age alone (its full words are the slider's).
  const term = page.getByRole('slider', { name: 'Lock rate until age' });
  await expect(term).toHaveAttribute('aria-valuetext', /^Lock rate until age \d+$/);
  await expect(page.getByText(/^Lock rate until age \d+$/)).toHaveCount(0);
  await expect(page.getByText('Lock rate until age', { exact: true })).toHaveCount(1);
  await expectAccessiblePage(page);
  await shot(page, 'visitor-editor-untouched', project, path);

  await page.goto('/coverage-preview');
  await heading(page, 'Your coverage preview');
  await expect(page.getByText('Your coverage pays for 166% of your wyshes.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No estimate yet' })).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: '$500,000' })).toBeVisible();
  await expectAccessiblePage(page);

  // The builder's hint is gone once an estimate exists.
  await page.goto('/wysh-builder/list');
  await expect(page.getByRole('button', { name: 'CONTINUE WITH $300,000' })).toBeVisible();
  await expect(page.getByText('Get your estimate in under a minute!')).toHaveCount(0);

  // $200,000 against $300,000 of wyshes: 66%, in the editor and on the preview.
  await page.goto('/edit-coverage/estimate');
  await heading(page, 'Your wysh total is $300,000');
  const typed = page.getByRole('textbox', { name: 'Type a coverage amount' });
  await typed.fill('200000');
  await typed.press('Enter');
  await expect(page.getByRole('slider', { name: 'Coverage amount' })).toHaveAttribute(
    'aria-valuetext',
    '$200,000',
  );
  await expect(figure(page, 'Wyshes covered')).toHaveText('66%');
  await expect(page.getByText('Updating your price...')).toHaveCount(0);
  await shot(page, 'visitor-editor-66', project, path);

  // The estimate's working keeps an estimate's words.
  await page.getByRole('button', { name: 'Learn how we calculate monthly premiums' }).click();
  const working = page.getByRole('dialog', { name: 'How we calculate your premium' });
  await expect(working).toContainText(ESTIMATE_NOTE);
  await expect(working).not.toContainText(FINAL_PRICE);
  await working.getByRole('button', { name: 'GOT IT' }).click();

  await page.goto('/coverage-preview');
  await expect(page.getByText('Your coverage pays for 66% of your wyshes.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$200,000' })).toBeVisible();
});

test("a signed-in person's editor names their wysh total in its title", async ({
  page,
  request,
}, testInfo) => {
  await signUp(page, 'editor-title');
  await graphqlAsPage(
    page,
    request,
    `mutation($input: PrequalificationInformationInput!) {
      updatePrequalificationInformation(input: $input) { error { code } } }`,
    { input: { birthdate: '1996-06-15', sex: 'male', tobacco: false, state: 'OH' } },
  );
  const { wyshes } = await graphqlAsPage<{ wyshes: { id: string }[] }>(page, request, '{ wyshes { id } }');
  for (const [index, amount] of [40_000_000, 22_000_000].entries())
    await graphqlAsPage(
      page,
      request,
      `mutation($input: CreateWyshAllocationInput!) { createWyshAllocation(input: $input) { error { code } } }`,
      { input: { wyshId: wyshes[index]!.id, amount } },
    );

  await page.goto('/edit-coverage/estimate');
  await heading(page, 'Your wysh total is $620,000');
  await expect(figure(page, 'Wyshes covered')).toHaveText('80%');
  await expect(page.getByText('Lock rate until age', { exact: true })).toHaveCount(1);
  await expect(page.getByText(/^Lock rate until age \d+$/)).toHaveCount(0);
  await expectAccessiblePage(page);
  await shot(page, 'signed-in-editor', testInfo.project.name, (name) => testInfo.outputPath(name));
});

test("an approved smoker's quote explains its class and the rules behind it, as the final price", async ({
  page,
  request,
}, testInfo) => {
  await registerInJourney(page, request, 'quote-rules');
  expect(await applyThroughApi(page, request, { tobacco: 'yes' })).toBe('accepted');

  await page.goto('/review-quote');
  await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();
  await heading(page, 'Your quote is ready for review');
  const main = page.getByRole('main');
  await expect(main).toContainText(/Tobacco (Preferred|Standard)/);
  await main
    .getByRole('region', { name: 'Term life policy' })
    .getByRole('button', { name: 'Learn how we calculate monthly premiums' })
    .click();
  const working = page.getByRole('dialog', { name: 'How we calculate your premium' });
  await expect(working.getByRole('heading', { name: /^Why Tobacco (Preferred|Standard)$/ })).toBeVisible();
  await expect(working).toContainText(/nicotine/i);
  await expect(working.getByRole('heading', { name: 'The rules behind your quote' })).toBeVisible();
  await expect(working).toContainText('No rule limited your coverage or your term.');
  await expect(working).toContainText(/Decided under our underwriting rules, version \d{4}-\d{2}-v\d+\./);
  await expect(working).toContainText(FINAL_PRICE);
  await expect(working).not.toContainText(ESTIMATE_NOTE);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`quote-working-${testInfo.project.name}.png`) });
  await working.getByRole('button', { name: 'GOT IT' }).click();

  // The quote's editor says the same: a quote is not an estimate.
  // The offer to pick the application up again may open at any moment after the page shows (its check is a
  // request of its own): whenever it does, decline it, rather than racing it.
  const restore = page.getByRole('dialog', { name: RESTORE_TITLE });
  await page.addLocatorHandler(restore, () => restore.getByRole('button', { name: 'NOT NOW' }).click());
  await page.goto('/edit-coverage/quote');
  const learnHow = page.getByRole('button', { name: 'Learn how we calculate monthly premiums' });
  await learnHow.click();
  const editorWorking = page.getByRole('dialog', { name: 'How we calculate your premium' });
  await expect(editorWorking).toContainText(FINAL_PRICE);
  await expect(editorWorking).toContainText(/nicotine/i);
  await expect(editorWorking).not.toContainText(ESTIMATE_NOTE);
  await expectAccessible(page);
});
