// The documents area in real Chromium at desktop and phone sizes (spec 001 routes /account/documents,
// /account/documents/{category}, /account/document/{id}). A user whose application was made (the shortest API
// path: documents(slugs: ["application"]), what the application's "show" link does) reaches it from the account
// page by keyboard, opens the Applications category, then the document: its HTML in a sandboxed frame, and the
// PDF link answers a real PDF. Axe on every page, screenshots kept in the test's output.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { graphql, registeredUser } from './support/api.ts';
import { expectAccessiblePage } from './support/axe.ts';
import { heading, PASSWORD, textMyCode } from './support/people.ts';

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

async function logIn(page: Page, request: APIRequestContext, email: string, e164: string) {
  await heading(page, 'Log in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await textMyCode(page, request, e164);
}

test.describe('the documents area', () => {
  test('an application document: the categories, the category, the document and its PDF', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const { person, token } = await registeredUser(request, 'documents');
    const { documents } = await graphql<{ documents: Array<{ id: string; name: string }> }>(
      request,
      '{ documents(slugs: ["application"]) { id name } }',
      {},
      token,
    );
    const [application] = documents;
    expect(application?.name).toBe('Insurance Application');

    await page.goto('/account');
    await logIn(page, request, person.email, person.e164);
    await heading(page, 'Account');
    const main = page.getByRole('main');

    // From the account page to the documents, by keyboard.
    const documentsLink = main.getByRole('link', { name: /^Documents/ });
    await documentsLink.focus();
    await page.keyboard.press('Enter');
    await heading(page, 'Documents');
    await expect(page).toHaveURL(/\/account\/documents$/);
    const categories = main.getByRole('list', { name: 'Document categories' });
    await expect(categories.getByRole('link')).toHaveCount(1);
    await expect(categories.getByRole('link')).toHaveText(/Applications\s*1 document/);
    await expectAccessiblePage(page);
    await shot(page, info, 'documents');

    // The category: the application with its two links.
    await categories.getByRole('link', { name: /Applications/ }).click();
    await heading(page, 'Applications');
    await expect(page).toHaveURL(/\/account\/documents\/application$/);
    const item = main.getByRole('listitem').filter({ hasText: 'Insurance Application' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Version 1');
    const view = item.getByRole('link', { name: /^View Insurance Application/ });
    const html = await request.get((await view.getAttribute('href'))!);
    expect(html.status()).toBe(200);
    expect(await html.text()).toContain('Insurance Application');
    await expectAccessiblePage(page);
    await shot(page, info, 'category');

    // The document: its HTML in a sandboxed frame and the PDF download.
    await item.getByRole('link', { name: 'Insurance Application', exact: true }).click();
    await heading(page, 'Insurance Application');
    await expect(page).toHaveURL(new RegExp(`/account/document/${application!.id}$`));
    const frame = main.locator('iframe[title="Insurance Application"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(
      page.frameLocator('iframe[title="Insurance Application"]').getByRole('heading', { level: 1 }),
    ).toHaveText('Insurance Application');
    const download = main.getByRole('link', { name: 'Download PDF' });
    await expect(download).toHaveAttribute('download', 'application-v1.pdf');
    const pdf = await request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectAccessiblePage(page);
    await shot(page, info, 'document');

    // Back to the category by its link.
    await main.getByRole('link', { name: 'Applications' }).click();
    await heading(page, 'Applications');
  });
});
