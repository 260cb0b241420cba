import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';

// The accessibility check every journey relies on (support/axe.ts drives axe-core itself): it must fail a page
// with a fault, not only pass clean ones.
test('the accessibility check fails a page with an image that has no text alternative', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveCount(1);
  await expectAccessible(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(image);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);
});
