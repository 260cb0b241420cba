// The coverage pages (issue 12, items 5 and 6): a signed-in person with wyshes and an estimate sees the coverage
// preview and the recommendation (the cover that reaches 100%, priced) and follows it to the editor; a visitor
// gets an instant estimate on the affiliate landing (partner logo by campaign; the deep link carries its
// parameters) and continues to the application with it kept; a partner's page frames the placement and receives
// its height. Axe-clean at desktop and phone sizes, with screenshots.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { graphqlAsPage, signUp } from './support/api.ts';
import { heading } from './support/people.ts';

/** An estimate of $500,000 for 20 years, and two wyshes of $400,000 and $220,000 ($620,000: 80% covered). */
async function giveEstimateAndWyshes(page: Page, request: APIRequestContext) {
  await graphqlAsPage(
    page,
    request,
    `mutation($input: PrequalificationInformationInput!) {
      updatePrequalificationInformation(input: $input) { error { code } } }`,
    { input: { birthdate: '1996-06-15', sex: 'male', tobacco: false, state: 'OH' } },
  );
  const created = await graphqlAsPage<{ createEstimate: { error: unknown } }>(
    page,
    request,
    `mutation($input: EstimateInput!) { createEstimate(input: $input) { error { code } } }`,
    { input: { amount: 50_000_000, termDuration: 20, termUnit: 'year' } },
  );
  expect(created.createEstimate.error).toBeNull();
  const { wyshes } = await graphqlAsPage<{ wyshes: { id: string }[] }>(page, request, '{ wyshes { id } }');
  for (const [index, amount] of [40_000_000, 22_000_000].entries()) {
    const added = await graphqlAsPage<{ createWyshAllocation: { error: unknown } }>(
      page,
      request,
      `mutation($input: CreateWyshAllocationInput!) { createWyshAllocation(input: $input) { error { code } } }`,
      { input: { wyshId: wyshes[index]!.id, amount } },
    );
    expect(added.createWyshAllocation.error).toBeNull();
  }
}

test.describe('the coverage pages', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a signed-in person sees the preview and the recommendation, and follows it to the editor', async ({
    page,
    request,
  }, testInfo) => {
    await signUp(page, 'coverage');
    await giveEstimateAndWyshes(page, request);

    await page.goto('/coverage-preview');
    await heading(page, 'Your coverage preview');
    await expect(page.getByText('Your coverage pays for 80% of your wyshes.')).toBeVisible();
    const figures = page.getByRole('definition');
    await expect(figures.filter({ hasText: '$620,000' })).toBeVisible();
    await expect(figures.filter({ hasText: '$500,000' })).toBeVisible();
    await expect(figures.filter({ hasText: /^\$\d+\.\d\d$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wysh List (2 wyshes)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'EDIT COVERAGE' })).toHaveAttribute(
      'href',
      '/edit-coverage/estimate',
    );
    await expect(page.getByRole('link', { name: 'EDIT WYSHES' })).toHaveAttribute(
      'href',
      '/wysh-builder/list',
    );
    await expect(page.getByRole('link', { name: 'START APPLICATION' })).toHaveAttribute(
      'href',
      '/fulfillment/start',
    );
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('coverage-preview.png'), fullPage: true });

    await page.getByRole('link', { name: 'SEE RECOMMENDATIONS' }).click();
    await heading(page, 'Our recommendations');
    await expect(page.getByText('Increase your coverage to $650,000')).toBeVisible();
    await expect(page.getByText(/^\$\d+\.\d\d per month$/)).toBeVisible();
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('recommendations.png'), fullPage: true });

    await page.getByRole('link', { name: 'INCREASE MY COVERAGE' }).click();
    await expect(page).toHaveURL(/\/edit-coverage\/estimate\?amount=65000000$/);
    await heading(page, /Your estimates are in!|Your wysh total is/);
    // The editor starts at the proposed cover, ready to save.
    await expect(page.getByRole('slider', { name: 'Coverage amount' })).toHaveValue('65000000');
    await expect(page.getByRole('button', { name: 'START APPLICATION' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('a signed-in person without wyshes or an estimate sees the empty states', async ({ page }) => {
    await signUp(page, 'coverage-empty');
    await page.goto('/coverage-preview');
    await heading(page, 'Your coverage preview');
    await expect(page.getByRole('heading', { name: 'No estimate yet' })).toBeVisible();
    await expect(page.getByText("You haven't added any wyshes yet.", { exact: false })).toBeVisible();
    await expectAccessiblePage(page);
    await page.goto('/recommendations');
    await heading(page, 'Our recommendations');
    await expect(page.getByRole('link', { name: 'GET MY ESTIMATE' })).toBeVisible();
  });

  test("a visitor sees the partial preview from this browser's list and estimate", async ({
    page,
  }, testInfo) => {
    await page.goto('/products/insurance/welcome');
    await page.evaluate(() => {
      localStorage.setItem(
        'wysh.visitorWyshes',
        JSON.stringify([
          { id: 'visitor-1', wyshId: 'w', slug: 'mortgage', name: 'Mortgage', amount: 40_000_000 },
        ]),
      );
      localStorage.setItem(
        'wysh.visitor-estimate',
        JSON.stringify({
          birthdate: '1990-06-15',
          sex: 'female',
          tobacco: false,
          amount: 50_000_000,
          termDuration: 20,
        }),
      );
    });
    await page.goto('/coverage-preview');
    await heading(page, 'Your coverage preview');
    // $500,000 of cover for $400,000 of wyshes: 125%.
    await expect(page.getByText('Your coverage pays for 125% of your wyshes.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wysh List (1 wysh)' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^\$\d+\.\d\d$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SEE RECOMMENDATIONS' })).toHaveCount(0);
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('visitor-preview.png'), fullPage: true });
  });

  test('a visitor gets an instant estimate on the affiliate landing and continues with it', async ({
    page,
    request,
  }, testInfo) => {
    // The deep link carries its parameters to the landing.
    await page.goto(
      '/deep-link?feature=affiliate-estimate&campaign=ladder&birthdate=06/15/1990&gender=female&coverageAmount=500000',
    );
    await expect(page).toHaveURL(/\/products\/insurance\/get-wysh-estimate\?.*coverageAmount=500000/);
    await heading(page, 'Get your wysh estimate');
    await expect(page.getByRole('img', { name: 'In partnership with Ladder' })).toBeVisible();
    await expect(page.getByText(/^\$\d+\.\d\d\/month$/)).toBeVisible();
    await expect(page.getByText('for $500,000 of term life coverage for 20 years')).toBeVisible();
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('affiliate.png'), fullPage: true });

    await page.getByRole('combobox', { name: 'Coverage amount' }).selectOption({ label: '$750,000' });
    await page.getByRole('button', { name: 'SEE MY ESTIMATE' }).click();
    await expect(page.getByText('for $750,000 of term life coverage for 20 years')).toBeVisible();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    // A visitor's application starts by creating the account.
    await expect(page).toHaveURL(/\/(fulfillment\/start|create-account)$/);
    const kept = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('wysh.visitor-estimate') ?? 'null'),
    );
    expect(kept).toMatchObject({
      birthdate: '1990-06-15',
      sex: 'female',
      tobacco: false,
      amount: 75_000_000,
    });

    // An unknown campaign shows no partner; a bad birth date says so.
    await page.goto('/products/insurance/get-wysh-estimate?campaign=nobody');
    await heading(page, 'Get your wysh estimate');
    await expect(page.getByRole('img', { name: /In partnership with/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('13/45/1990');
    await page.getByText('Male', { exact: true }).click();
    await page.getByRole('button', { name: 'SEE MY ESTIMATE' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter your date of birth as MM/DD/YYYY.');
    await expectAccessiblePage(page);

    // Signing up saves the estimate kept in the browser to the new account.
    await signUp(page, 'affiliate');
    await expect
      .poll(async () => {
        const data = await graphqlAsPage<{ latestEstimate: { amount: number } | null }>(
          page,
          request,
          '{ latestEstimate { amount } }',
        );
        return data.latestEstimate?.amount ?? null;
      })
      .toBe(75_000_000);
  });

  test("a partner's page frames the placement and receives its height", async ({
    page,
    baseURL,
  }, testInfo) => {
    const embed =
      '/embed/estimate?birthdate=06/15/1990&coverageAmount=500000&gender=male&environment=sandbox&placementId=p-42';
    await page.route(`${baseURL}/partner-test.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width">
          <title>Partner</title><main><h1>Partner</h1>
          <script>
            window.received = [];
            addEventListener('message', (event) => {
              window.received.push(event.data);
              if (event.data?.type === 'wysh:estimate-embed')
                document.querySelector('iframe').style.height = event.data.height + 'px';
            });
          </script>
          <iframe title="Wysh estimate" src="${embed}" width="320" height="100" style="border:1px solid #ccc"></iframe></main></html>`,
      }),
    );
    await page.goto('/partner-test.html');
    const frame = page.frameLocator('iframe[title="Wysh estimate"]');
    await expect(frame.getByText(/^\$\d+\.\d\d\/month$/)).toBeVisible();
    await expect(frame.getByRole('link', { name: /GET MY ESTIMATE/ })).toHaveAttribute('target', '_blank');
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            window as unknown as { received: { type: string; placementId: string; height: number }[] }
          ).received.filter((message) => message.type === 'wysh:estimate-embed'),
        ),
      )
      .toContainEqual(expect.objectContaining({ placementId: 'p-42', scrollY: 0 }));
    // The partner fits the frame to the placement's content: everything shows, the link included.
    await expect
      .poll(() => page.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().height))
      .toBeGreaterThan(200);
    await expect(frame.getByRole('link', { name: /GET MY ESTIMATE/ })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('partner-frame.png') });

    await page.goto(embed);
    await heading(page, 'Term life insurance from wysh');
    await expect(page.getByText('for $500,000 of term life coverage for 20 years')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('embed.png'), fullPage: true });
  });
});
