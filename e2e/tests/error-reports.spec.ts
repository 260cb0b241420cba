// Error reports from the browser: a forced client error (?sandboxError, the sandbox only) reaches the sandbox
// error-reporting service through the official SDK with the user id and the visit's utm parameters, and
// without the e-mail, SSN or card number its message held; /dev/errors shows it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { graphqlAsPage, signUp } from './support/api.ts';
import { expectAccessiblePage } from './support/axe.ts';

type DevReport = { project: string; title: string; userId: string | null; tags: Record<string, string> };

const personalData = ['jane.doe@example.com', '123-45-6789', '4242 4242 4242 4242'];

async function reportOf(request: APIRequestContext, userId: string): Promise<DevReport> {
  let found: DevReport | undefined;
  await expect(async () => {
    const response = await request.get('/dev/errors');
    const { reports } = (await response.json()) as { reports: DevReport[] };
    found = reports.find((report) => report.userId === userId && report.project === '2');
    expect(found).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

test.describe('error reports', () => {
  test('a forced client error arrives at /dev/errors with the user id and utm tags, and no personal data', async ({
    page,
    request,
  }) => {
    const person = await signUp(page, 'errors');
    const { currentUser } = await graphqlAsPage<{ currentUser: { id: string } }>(
      page,
      request,
      '{ currentUser { id } }',
    );

    await page.goto('/?utm_source=partner-site&utm_campaign=ladder&sandboxError=1');
    await expect(page.getByText('Something went wrong.').first()).toBeVisible();

    const report = await reportOf(request, currentUser.id);
    expect(report.tags).toMatchObject({
      source: 'browser',
      utm_source: 'partner-site',
      utm_campaign: 'ladder',
    });
    expect(report.title).toContain('Sandbox error for [email], SSN [ssn], card [card number]');

    await page.goto('/dev/errors');
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox error reports' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: currentUser.id }).first();
    await expect(item).toContainText('utm_source');
    await expect(item).toContainText('partner-site');
    const text = await page.locator('body').innerText();
    for (const personal of [...personalData, person.email]) expect(text).not.toContain(personal);
    const full = await page.content();
    for (const personal of [...personalData, person.email]) expect(full).not.toContain(personal);
    await expectAccessiblePage(page);
  });
});
