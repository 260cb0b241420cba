// The home dashboard end to end: a new signed-in user lands on "/", is welcomed, sees the marketing insurance
// card and the Wyshes card, moves between HOME and INSURANCE with the header by mouse and by keyboard (tabs on a
// desktop, the menu on a phone), and the sandbox analytics (/dev/analytics) has one home_view for them. Once
// they add a wysh in the builder, the Wyshes card lists it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessiblePage } from './support/axe.ts';
import { signUp } from './support/api.ts';
import { heading } from './support/people.ts';

type DevEvent = { id: string; name: string; userId: string | null; properties: Record<string, unknown> };

async function devEvents(request: APIRequestContext, name: string): Promise<DevEvent[]> {
  const response = await request.get(`/dev/analytics?name=${name}&limit=500`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: DevEvent[] }).events;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 960;

/** Presses Tab until the focused element reads `name`. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? (element.getAttribute('aria-label') ?? element.innerText).trim() : '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** The header's way to a page: its tab on a desktop, its menu item on a phone. */
async function headerLink(page: Page, tab: 'HOME' | 'INSURANCE') {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: tab });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const label = tab === 'HOME' ? 'Home' : 'Insurance';
  return page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: label });
}

async function byKeyboard(page: Page, tab: 'HOME' | 'INSURANCE'): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().focus();
  if (isPhone(page)) {
    await tabTo(page, 'Menu');
    await page.keyboard.press('Enter');
    await tabTo(page, tab === 'HOME' ? 'Home' : 'Insurance');
  } else {
    await tabTo(page, tab);
  }
  await page.keyboard.press('Enter');
}

test.describe('the home dashboard', () => {
  test('a new signed-in user lands on "/" and moves between HOME and INSURANCE', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const before = new Set((await devEvents(request, 'home_view')).map((event) => event.id));
    await signUp(page, 'dashboard');

    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await heading(page, 'Welcome!');
    const insurance = page.getByRole('article', { name: 'Term Life Insurance' });
    await expect(insurance).toContainText('Ensure financial protection for your loved ones');
    await expect(insurance.getByRole('link', { name: 'Learn more about term life insurance' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Wyshes' })).toContainText('Wyshes is a free feature');
    await expect(page.getByRole('heading', { level: 2, name: 'Need Help?' })).toBeVisible();
    await expect(page.getByText(/Coverage can be obtained, cancelled, increased or decreased/)).toBeVisible();
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });

    // home_view, once for this visit, with the user and nothing else.
    let mine: DevEvent[] = [];
    await expect
      .poll(async () => {
        mine = (await devEvents(request, 'home_view')).filter((event) => !before.has(event.id));
        return mine.length;
      })
      .toBe(1);
    const userId = mine[0]!.userId;
    expect(userId).not.toBeNull();
    expect(mine[0]!.properties).toEqual({});

    // HOME is the current tab; INSURANCE by mouse.
    if (!isPhone(page)) {
      const tabs = page.getByRole('navigation', { name: 'Main' });
      await expect(tabs.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
      await expect(tabs.getByRole('link', { name: 'WYSHES' })).toHaveAttribute('href', '/wyshes');
    }
    await (await headerLink(page, 'INSURANCE')).click();
    await expect(page).toHaveURL(/\/products\/insurance$/);
    await heading(page, 'Protect the people and plans you love');
    await expect(page.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute(
      'href',
      '/fulfillment/start',
    );
    await expect(
      page.getByRole('link', { name: 'Need help figuring out your coverage needs?' }),
    ).toHaveAttribute('href', '/wysh-builder');
    await expect(await headerLink(page, 'INSURANCE')).toHaveAttribute('aria-current', 'page');
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('insurance.png'), fullPage: true });
    if (isPhone(page)) await page.keyboard.press('Escape');

    // HOME by keyboard.
    await byKeyboard(page, 'HOME');
    await expect(page).toHaveURL(/\/$/);
    await heading(page, 'Welcome!');
    // INSURANCE by keyboard, and the card's body leads there too.
    await byKeyboard(page, 'INSURANCE');
    await heading(page, 'Protect the people and plans you love');
    await page.goBack();
    await page
      .getByRole('article', { name: 'Term Life Insurance' })
      .getByText(/Ensure financial/)
      .click();
    await expect(page).toHaveURL(/\/products\/insurance$/);

    // page_view for the insurance home, with the same user.
    await expect
      .poll(async () =>
        (await devEvents(request, 'page_view')).some(
          (event) => event.userId === userId && event.properties.path === '/products/insurance',
        ),
      )
      .toBe(true);
  });

  test('the Wyshes card lists the wyshes the person added in the builder', async ({ page }, testInfo) => {
    test.slow();
    await signUp(page, 'dashboard');
    await page.goto('/wysh-builder/debts');
    await page.getByRole('button', { name: 'Add Car loan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Car loan' });
    await dialog.getByRole('textbox').fill('18000');
    await dialog.getByRole('button', { name: 'ADD TO MY WYSHES' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/');
    await heading(page, 'Welcome!');
    const wyshes = page.getByRole('article', { name: 'Wyshes' }).getByRole('list', { name: 'Your wyshes' });
    await expect(wyshes.getByRole('listitem')).toHaveCount(1);
    await expect(wyshes.getByRole('listitem')).toContainText('$18,000');
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('owned.png'), fullPage: true });
    await page.getByRole('article', { name: 'Wyshes' }).getByRole('link', { name: 'Wyshes' }).click();
    // /wyshes needs a verified session (spec 000 §6): this person has not added a phone yet, so they are asked
    // for one first and come back to /wyshes after.
    await expect(page).toHaveURL(/\/create-phone\?redirect=%2Fwyshes$/);
  });
});
