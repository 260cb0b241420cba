// Maintenance screens, scheduled and unscheduled. Maintenance is the whole sandbox's state, so this file runs
// alone, after the journeys (see "exclusive" in playwright.config.ts).
import { expect, test } from '@playwright/test';
import { expectAccessiblePage } from './support/axe.ts';

// The alone server's clock and state are this spec's while it runs (playwright.config.ts).
test.describe.configure({ lock: 'alone-server' });

const WELCOME_TITLE = 'Cover the people and plans you love';

test.describe('maintenance', () => {
  test.use({ timezoneId: 'America/New_York' });

  test.afterEach(async ({ request }) => {
    await request.delete('/dev/maintenance');
  });

  test('scheduled maintenance shows "We\'ll BRB!" with the return time', async ({ page, request }) => {
    const started = await request.post('/dev/maintenance', {
      data: { kind: 'SCHEDULED', returnsAt: '2030-12-02T22:00:00.000Z' },
    });
    expect(started.ok()).toBe(true);

    await page.goto('/customer-support');
    await expect(page.getByRole('heading', { level: 1, name: "We'll BRB!" })).toBeVisible();
    await expect(page.getByText("We'll be back at 5 PM EST, Monday, December 2.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need Help?' })).toBeHidden();
    await expectAccessiblePage(page);

    // Still in maintenance: trying again keeps the screen. It asks, then goes to "/" (which leads on to the
    // welcome page's route): once it has left /customer-support, the answer (still in maintenance) is in, and
    // maintenance can end below without racing it.
    const tryAgain = page.getByRole('button', { name: 'TRY AGAIN LATER' });
    await tryAgain.click();
    await page.waitForURL((url) => url.pathname !== '/customer-support');
    await expect(page.getByRole('heading', { level: 1, name: "We'll BRB!" })).toBeVisible();

    // Over: trying again goes to "/" and the app.
    await request.delete('/dev/maintenance');
    await tryAgain.click();
    await expect(page.getByRole('heading', { level: 1, name: WELCOME_TITLE })).toBeVisible();
  });

  test('unscheduled maintenance shows "Be back soon!"', async ({ page, request }) => {
    await request.post('/dev/maintenance', { data: { kind: 'UNSCHEDULED' } });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Be back soon!' })).toBeVisible();
    await expectAccessiblePage(page);
    await request.delete('/dev/maintenance');
    await page.getByRole('button', { name: 'GOT IT' }).click();
    await expect(page.getByRole('heading', { level: 1, name: WELCOME_TITLE })).toBeVisible();
  });
});
