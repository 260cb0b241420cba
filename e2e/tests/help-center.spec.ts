// The help centre end to end: from the support modal's help-centre tile to a search, its results with the words
// found highlighted, an article with its updated date and related articles, and the empty state; by keyboard
// where a person would use one. Every page passes axe, at desktop and phone sizes; screenshots are kept.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('help centre', () => {
  // Four pages, each checked by axe: 27 to 37 s on a busy 2-core machine, past Playwright's default 30 s (one CI
  // run timed out on its last search with every check before it passed).

  test('the support modal leads to the help centre, where a search finds the article that answers it', async ({
    page,
  }) => {
    await page.goto('/products/insurance/welcome');
    await page.getByRole('banner').getByRole('button', { name: 'Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Need Help?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'VISIT HELP CENTER' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Browse by topic' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Premiums and billing' })).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, 'help-centre');

    const search = page.getByRole('searchbox', { name: 'Search the help center' });
    await search.fill('when is my payment due');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/help\?q=when\+is\+my\+payment\+due$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Results for “when is my payment due”' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /articles? found/ })).toBeVisible();
    const results = page.getByRole('main').getByRole('listitem');
    const first = results.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(
      'When your payment is due, and what happens if you miss one',
    );
    await expect(first.locator('mark').first()).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, 'help-results');

    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/help\/billing-and-grace-period$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'When your payment is due, and what happens if you miss one',
      }),
    ).toBeVisible();
    await expect(page.getByText(/^Updated [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'What happens if I miss a payment?' }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toContainText('31-day grace period');
    const related = page.getByRole('navigation', { name: 'Related articles' });
    await expect(related.getByRole('link', { name: 'Reinstating a lapsed policy' })).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, 'help-article');

    await related.getByRole('link', { name: 'Reinstating a lapsed policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reinstating a lapsed policy' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('(800) 555-0100');
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue(
      'when is my payment due',
    );
  });

  test('a search by keyboard that finds nothing says so and offers the topics and support', async ({
    page,
  }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the help center' }).focus();
    await page.keyboard.type('xylophone zeppelin');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'SEARCH' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('heading', { level: 2, name: 'No articles match “xylophone zeppelin”' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Try other words' })).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, 'help-empty');

    await page.getByRole('link', { name: 'BROWSE ALL TOPICS' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Browse by topic' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue('');
  });

  test('an unknown article says so and leads back to the help centre', async ({ page }) => {
    await page.goto('/help/no-such-article');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that article" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'GO TO THE HELP CENTER' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });
});
