// The underwriter's case page in words and the guidelines in the console (issue 23 items 4 and 15): a referred
// student's case shows the answers as the applicant saw them ("5 ft 10 in", "160 lb"), the four reports and the
// reasons without stored keys or JSON; the underwriter's header has the console and no customer tabs; the form
// offers the classes and the cover the guidelines allow, and a cover above the student's $500,000 is refused
// with the guideline's words.
import { expect, test } from '@playwright/test';
import { graphqlAsPage } from './support/api.ts';
import { applyThroughApi } from './support/applicant.ts';
import { registerInJourney } from './support/applying.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { heading } from './support/people.ts';
import { signInAsUnderwriter } from './support/staff.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

test('an underwriter reads a case in words, has staff navigation, and is held to the guidelines', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerInJourney(page, request, 'student');
  // A student (no earned income: term cover up to $500,000) whom the MIB reports a prior decline for: referred.
  expect(await applyThroughApi(page, request, { employed_status: 'student' }, '219-09-0004')).toBe(
    'referred_to_underwriter',
  );
  const { cases } = await graphqlAsPage<{ cases: Array<{ id: string }> }>(page, request, '{ cases { id } }');
  const caseId = cases[0]!.id;

  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signInAsUnderwriter(staff, request);
  await staff.goto(`/underwriting/cases/${caseId}`);
  await heading(staff, 'Ada Lovelace');

  // Staff navigation: the console, no customer tabs (in the tab bar at 1280 px, in the menu at 360 px).
  const banner = staff.getByRole('banner');
  for (const tab of ['HOME', 'INSURANCE', 'WYSHES'])
    await expect(banner.getByRole('link', { name: tab, exact: true })).toHaveCount(0);
  const menuButton = banner.getByRole('button', { name: 'Menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    const menu = banner.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Underwriting console' })).toHaveAttribute(
      'href',
      '/underwriting',
    );
    await expect(menu.getByRole('link', { name: /^(Home|Insurance|Wyshes)$/ })).toHaveCount(0);
    await staff.keyboard.press('Escape');
  } else {
    await expect(banner.getByRole('link', { name: 'CONSOLE' })).toHaveAttribute('href', '/underwriting');
  }

  // The answers as the applicant saw them, the reports and the reasons in words.
  const answers = staff.getByRole('region', { name: 'Answers' });
  await expect(answers).toContainText('How tall are you?');
  await expect(answers).toContainText('5 ft 10 in');
  await expect(answers).toContainText('160 lb');
  await expect(answers).toContainText('Student');
  await expect(answers).toContainText('ending in 4567');
  const reports = staff.getByRole('region', { name: 'Evidence' });
  for (const title of [
    'Identity verification',
    'Prescription history',
    'Medical Information Bureau',
    'Motor vehicle record',
  ])
    await expect(reports.getByRole('heading', { name: title })).toBeVisible();
  await expect(reports).toContainText(/A prior decline, reported [A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(staff.getByRole('region', { name: 'Rules that fired' })).toContainText(
    'Medical Information Bureau: 1 report on record.',
  );
  const text = await staff.locator('main').innerText();
  for (const raw of [
    'employ_prosport',
    'employed_status',
    'medical_history',
    '1778',
    '72575',
    '{"',
    '"status"',
  ])
    expect(text).not.toContain(raw);
  await expectAccessiblePage(staff);
  await staff.screenshot({ path: testInfo.outputPath('case-in-words.png'), fullPage: true });

  // The form offers what the guidelines allow; a cover above them is refused with the guideline's words.
  const classes = staff.getByRole('combobox', { name: 'Class' });
  await expect(classes.getByRole('option')).toHaveText([
    'Preferred Plus',
    'Preferred',
    'Standard Plus',
    'Standard',
  ]);
  const cover = staff.getByRole('textbox', { name: 'Maximum cover (dollars)' });
  await expect(cover).toHaveValue('500000');
  await expect(staff.getByText(/^Up to \$500,000\./)).toBeVisible();
  await cover.fill('2000000');
  await staff.getByRole('button', { name: 'SUBMIT DECISION' }).click();
  await expect(staff.getByRole('alert')).toContainText(
    'This decision is outside the underwriting guidelines. The guidelines allow term cover up to $500,000',
  );
  await expect(cover).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(staff);
  await staff.screenshot({ path: testInfo.outputPath('case-refused.png'), fullPage: true });

  await cover.fill('500000');
  await staff.getByRole('button', { name: 'SUBMIT DECISION' }).click();
  await expect(staff.getByRole('status').first()).toContainText(/Decided: Accept: Preferred Plus, \$500,000/);
  await staffContext.close();
});
