// The sandbox card provider's card field in Chromium, before any purchase page uses it: its page loaded on its
// own (formatting as typed, the brand, the messages, axe), and framed by the app's own page (which its CSP
// allows), where it speaks postMessage to that page only and answers a token for 4242 4242 4242 4242.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { graphql } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';

type CardProvider = { mode: string; publishableKey: string; frameUrl: string | null };

async function frameUrlOf(page: Page): Promise<string> {
  const { appSettings } = await graphql<{ appSettings: { cardProvider: CardProvider } }>(
    page.request,
    '{ appSettings { cardProvider { mode publishableKey frameUrl } } }',
    {},
  );
  expect(appSettings.cardProvider.mode).toBe('SANDBOX');
  return appSettings.cardProvider.frameUrl!;
}

// The field's message line (hidden while empty, so found by id rather than by role).
const alert = (page: Page) => page.locator('#card-error');

test.describe('the sandbox card field', () => {
  test('formats the number, names the brand and says what is wrong', async ({ page }) => {
    const frameUrl = await frameUrlOf(page);
    await page.goto(`${frameUrl}?origin=${encodeURIComponent(baseURL)}`);
    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiration date');
    const cvc = page.getByLabel('Security code');

    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByText('Visa', { exact: true })).toBeVisible();
    // A number typed to its end moves on to the expiry.
    await expect(expiry).toBeFocused();
    await expiry.pressSequentially('1230');
    await expect(expiry).toHaveValue('12 / 30');
    await expect(cvc).toBeFocused();
    await cvc.pressSequentially('123');
    await expect(alert(page)).toHaveText('');
    await expectAccessible(page);

    await number.fill('');
    await number.pressSequentially('1234123412341234');
    await expect(alert(page)).toHaveText('Your card number is invalid.');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await number.fill('');
    await number.pressSequentially('378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(page.getByText('American Express', { exact: true })).toBeVisible();
    await expect(alert(page)).toHaveText("Your card's security code is incomplete.");

    await number.fill('');
    await number.pressSequentially('4242');
    await page.keyboard.press('Tab');
    await expect(alert(page)).toHaveText('Your card number is incomplete.');

    await number.fill('');
    await number.pressSequentially('4242424242424242');
    await expiry.fill('');
    await expiry.pressSequentially('0120');
    await expect(alert(page)).toHaveText("Your card's expiration date is in the past.");
  });

  test("tokenises when the app's page asks, and tells that page only", async ({ page }) => {
    const frameUrl = await frameUrlOf(page);
    await page.goto('/');
    const frameOrigin = new URL(frameUrl).origin;
    await page.evaluate(
      ({ src, origin }) => {
        const messages: unknown[] = [];
        Object.assign(window, { cardFieldMessages: messages });
        window.addEventListener('message', (event) => {
          if (event.origin === origin) messages.push(event.data);
        });
        const frame = document.createElement('iframe');
        frame.title = 'Card details';
        frame.src = src;
        document.body.append(frame);
      },
      { src: `${frameUrl}?origin=${encodeURIComponent(baseURL)}`, origin: frameOrigin },
    );
    const messages = () =>
      page.evaluate(
        () => (window as unknown as { cardFieldMessages: Array<{ type: string }> }).cardFieldMessages,
      );
    await expect.poll(async () => (await messages()).map((message) => message.type)).toContain('ready');

    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').pressSequentially('4242424242424242');
    await frame.getByLabel('Expiration date').pressSequentially('1230');
    await frame.getByLabel('Security code').pressSequentially('123');
    await expect
      .poll(async () => (await messages()).filter((message) => message.type === 'change').at(-1))
      .toEqual({
        source: 'wysh-card-field',
        type: 'change',
        empty: false,
        complete: true,
        error: null,
        brand: 'visa',
      });

    await page.evaluate(
      (origin) =>
        document
          .querySelector<HTMLIFrameElement>('iframe[title="Card details"]')!
          .contentWindow!.postMessage({ type: 'tokenize', name: 'Ada Lovelace' }, origin),
      frameOrigin,
    );
    await expect
      .poll(async () => (await messages()).find((message) => message.type === 'token'))
      .toMatchObject({
        type: 'token',
        paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      });
    const all = JSON.stringify(await messages());
    expect(all).not.toContain('4242424242424242');
    expect(all).not.toContain('"123"');
  });
});
