import { expect, test } from '@playwright/test';
import { expectAccessiblePage } from './support/axe.ts';

test.describe('sandbox outbox', () => {
  test('a person can read what the sandbox providers sent, and filter it by recipient', async ({
    page,
    request,
  }) => {
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox outbox' })).toBeVisible();
    await expectAccessiblePage(page);

    const recipient = `nobody-${Date.now()}@example.com`;
    await page.getByLabel('Recipient').fill(recipient);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`to=${encodeURIComponent(recipient)}`));
    await expect(page.getByRole('status')).toHaveText('No messages yet.');

    const json = await request.get(`/dev/outbox?to=${encodeURIComponent(recipient)}`);
    expect(await json.json()).toEqual({ messages: [] });
  });
});
