// The app shell end to end, on the production build served by the API: start-up, header and footer,
// support, disclosures, not-found and co-branding (maintenance is maintenance.spec.ts). Runs at desktop and phone sizes.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';

const WELCOME_TITLE = 'Cover the people and plans you love';
const NOT_FOUND_TITLE = "Oops! We must've moved whatever was here";

async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? (element.getAttribute('aria-label') ?? element.innerText).trim() : '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test.describe('app shell', () => {
  test('"/" lands a visitor on the welcome page, with header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/products\/insurance\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: WELCOME_TITLE })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(`© 2021-${new Date().getFullYear()}`)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Price' })).toContainText('starting at $9/mo');
    await expectAccessiblePage(page);
  });

  test('the support modal opens by keyboard and gives focus back on Escape', async ({ page }) => {
    await page.goto('/products/insurance/welcome');
    await expect(page.getByRole('heading', { level: 1, name: WELCOME_TITLE })).toBeVisible();
    await tabTo(page, 'Support');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Need Help?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      'Chat with us',
      'Call us',
      'Help center',
    ]);
    await expect(dialog.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    await expect(dialog.getByText('Mon-Fri 9am-5pm Eastern').first()).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Support' })).toBeFocused();
  });

  test('/customer-support shows the three tiles under "Need Help?"', async ({ page }) => {
    await page.goto('/customer-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Need Help?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Chat with us',
      'Call us',
      'Help center',
    ]);
    // HELP_CENTER_URL unset: the help centre is our own /help, opened in the app (not a new tab).
    const help = page.getByRole('main').getByRole('link', { name: 'VISIT HELP CENTER', exact: true });
    await expect(help).toHaveAttribute('href', '/help');
    await expect(help).not.toHaveAttribute('target', '_blank');
    await expectAccessiblePage(page);
    // CHAT WITH US opens the support chat; a visitor is asked to sign in first.
    await page.getByRole('main').getByRole('button', { name: 'CHAT WITH US', exact: true }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(chat.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/customer-support?chat=open')}`,
    );
    await expectAccessible(page);
  });

  test('a disclosure shows its name, last-updated date and body', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/disclosure\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText(/^Last updated [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
    const body = page.frameLocator('iframe[title="Terms of Service"]');
    await expect(body.getByText(/These terms govern your use/)).toBeVisible();
    await expectAccessiblePage(page);
  });

  test('an unknown disclosure shows the fallback with a way to support', async ({ page }) => {
    await page.goto('/disclosure/no-such-document');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't open this document" }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'TRY AGAIN' })).toBeVisible();
    await expectAccessiblePage(page);
    await page.getByRole('link', { name: 'CONTACT SUPPORT' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Need Help?' })).toBeVisible();
  });

  test('an unknown route shows the not-found page, and its button goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(
      page.getByText("Let's get you back on track and pretend this never happened."),
    ).toBeVisible();
    await expectAccessiblePage(page);
    await page.getByRole('link', { name: 'FORGET YOU SAW THIS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: WELCOME_TITLE })).toBeVisible();
    await expect(page).toHaveURL(/\/products\/insurance\/welcome$/);
  });

  test('an affiliate campaign shows the partner logo, kept across navigation', async ({ page }) => {
    await page.goto('/?utm_campaign=ladder&utm_source=partner');
    const partner = page.getByRole('banner').getByRole('img', { name: 'In partnership with Ladder' });
    await expect(partner).toBeVisible();
    await expectAccessiblePage(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Customer support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Need Help?' })).toBeVisible();
    await expect(partner).toBeVisible();
    await page.reload();
    await expect(partner).toBeVisible();
  });
});
