// Wyshes builder (issue 12, item 3): a visitor builds a list (one wysh by a chip), removes one, adds another,
// signs up and finds the list on the account; a signed-in person adds and removes a wysh. Axe-clean at both
// viewports; screenshots of the builder and AddWyshModal go to test-results for looking at.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { heading, newPerson, PASSWORD } from './support/people.ts';

test.describe.configure({ timeout: 180_000 });

async function openCategory(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Categories of Wyshes' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function addWysh(page: Page, wysh: string, amount: { chip?: string; typed?: string }) {
  await page.getByRole('button', { name: `Add ${wysh}` }).click();
  const dialog = page.getByRole('dialog', { name: wysh });
  await expect(dialog).toBeVisible();
  if (amount.chip) await dialog.getByRole('button', { name: amount.chip }).click();
  if (amount.typed) await dialog.getByRole('textbox').fill(amount.typed);
  await dialog.getByRole('button', { name: 'ADD TO MY WYSHES' }).click();
  await expect(dialog).toBeHidden();
}

async function removeWysh(page: Page, wysh: string) {
  const toggle = page.getByRole('button', { name: 'Show your wysh List' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: `Remove ${wysh}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this wysh?' });
  await expect(dialog.getByRole('button', { name: 'REMOVE' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'REMOVE' }).click();
  await expect(dialog).toBeHidden();
}

async function expectList(page: Page, count: string, total: string) {
  await expect(page.getByTestId('wysh-list-count')).toHaveText(count);
  await expect(page.getByRole('button', { name: `CONTINUE WITH ${total}` })).toBeVisible();
}

test('a visitor builds a wysh List, signs up and finds it on the account', async ({ page }, testInfo) => {
  const shot = (name: string) =>
    // Phones: what the screen shows (a full-page picture misplaces the sticky header and wysh List sheet).
    page.screenshot({
      path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
      fullPage: testInfo.project.name === 'desktop',
    });

  await page.goto('/wysh-builder');
  await heading(page, 'Need help figuring out your coverage needs?');
  // No journey runs: only the one way in.
  await expect(page.getByRole('link', { name: 'NO, I KNOW HOW MUCH I WANT' })).toHaveCount(0);
  await expectAccessiblePage(page);
  await shot('setup-intro');
  await page.getByRole('link', { name: 'YES, SET UP WYSHES' }).click();

  await heading(page, 'Calculate your coverage with Wyshes');
  await expect(page.getByText('Get your estimate in under a minute!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'CONTINUE WITH $0' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectAccessiblePage(page);
  await shot('builder-empty');

  // One by a chip, and the chip pressed again clears the amount first.
  await page.getByRole('button', { name: 'Add Mortgage' }).click();
  const mortgage = page.getByRole('dialog', { name: 'Mortgage' });
  const chip = mortgage.getByRole('button', { name: '$250K' });
  await chip.click();
  await expect(mortgage.getByRole('textbox')).toHaveValue('250000');
  await chip.click();
  await expect(mortgage.getByRole('textbox')).toHaveValue('');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await shot('add-wysh-modal');
  await mortgage.getByRole('button', { name: 'ADD TO MY WYSHES' }).click();
  await expect(mortgage).toBeHidden();
  await expectList(page, '1 wysh', '$250,000');

  await openCategory(page, 'Family');
  await addWysh(page, "Kids' college", { typed: '100,000' });
  await openCategory(page, 'Pets and more');
  await addWysh(page, 'Pets', { typed: '15000' });
  await expectList(page, '3 wyshes', '$365,000');

  await removeWysh(page, 'Pets');
  await expectList(page, '2 wyshes', '$350,000');
  await openCategory(page, 'Final expenses');
  await addWysh(page, 'Funeral costs', { chip: 'Traditional' });
  await expectList(page, '3 wyshes', '$362,000');
  await expectAccessiblePage(page);
  await shot('builder-list');

  // The list survives a reload: it is kept in the browser.
  await page.reload();
  await expectList(page, '3 wyshes', '$362,000');

  const person = newPerson('wyshes');
  await page.goto('/create-account');
  await heading(page, 'Create your account');
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
  await page.getByRole('button', { name: 'CONFIRM INFO AND CONTINUE' }).click();
  await heading(page, 'Two things to know before you apply');

  // Saved to the account: the builder now reads it from the API, and the browser's copy is gone.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('wysh.visitorWyshes'))).toBeNull();
  await page.goto('/wysh-builder/list');
  await heading(page, 'Calculate your coverage with Wyshes');
  await expectList(page, '3 wyshes', '$362,000');
  const saved = await page.evaluate(async () => {
    const session = JSON.parse(window.localStorage.getItem('authentication') ?? '{}') as {
      accessToken?: string;
    };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ query: '{ wyshAllocations { name amount } }' }),
    });
    return ((await response.json()) as { data: { wyshAllocations: unknown[] } }).data.wyshAllocations;
  });
  expect(saved).toEqual([
    { name: 'Mortgage', amount: 25_000_000 },
    { name: "Kids' college", amount: 10_000_000 },
    { name: 'Funeral costs', amount: 1_200_000 },
  ]);
});

test('a signed-in person adds and removes a wysh', async ({ page }) => {
  const person = newPerson('wyshes-signed-in');
  await page.goto('/create-account');
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
  await page.getByRole('button', { name: 'CONFIRM INFO AND CONTINUE' }).click();
  await heading(page, 'Two things to know before you apply');

  await page.goto('/wysh-builder/debts');
  await heading(page, 'Calculate your coverage with Wyshes');
  await expectList(page, '0 wyshes', '$0');
  // aria-disabled, still pressable: it says why nothing happens.
  await page.getByRole('button', { name: 'CONTINUE WITH $0' }).click({ force: true });
  const none = page.getByRole('dialog', { name: 'No wyshes added yet' });
  await expect(none.getByRole('button', { name: 'GOT IT' })).toBeVisible();
  await expectAccessible(page);
  await none.getByRole('button', { name: 'GOT IT' }).click();

  await addWysh(page, 'Credit cards', { chip: '$10K' });
  await addWysh(page, 'Car loan', { typed: '18000' });
  await expectList(page, '2 wyshes', '$28,000');
  await expect(page.getByText('Added · $10,000')).toBeVisible();
  await removeWysh(page, 'Credit cards');
  await expectList(page, '1 wysh', '$18,000');
  await page.reload();
  await expectList(page, '1 wysh', '$18,000');
  await expectAccessiblePage(page);

  await page.getByRole('button', { name: 'CONTINUE WITH $18,000' }).click();
  await expect(page).toHaveURL(/\/coverage-preview$/);
});
