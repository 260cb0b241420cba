// The Wyshes pages end to end: a signed-in person with three wyshes (made through the API) opens /wyshes, opens
// one, changes its amount and sees the history, adds an individual recipient (field errors first), reprioritises
// with the keyboard alone and finds the order saved after a reload, sees the not-found page for another person's
// wysh, and removes one. Monitoring: a person's Mortgage wysh follows First Platypus Bank's Plaid Mortgage,
// linked in the sandbox's Link from the wysh's page; the amount becomes what the loan owes on the server's clock
// (which this spec does not move), CantEditMonitoredModal and UnmonitorWyshModal turn it off. Every page and
// modal passes axe, at both sizes.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { graphql, registeredUser } from './support/api.ts';
import { heading, PASSWORD, smsCode } from './support/people.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;

interface CatalogueWysh {
  id: string;
  defaultName: string;
  wyshCategory: { slug: string; name: string };
}

async function addWyshes(request: APIRequestContext, token: string, amounts: number[]) {
  const { wyshes } = await graphql<{ wyshes: CatalogueWysh[] }>(
    request,
    `
      {
        wyshes {
          id
          defaultName
          wyshCategory {
            slug
            name
          }
        }
      }
    `,
    {},
  );
  // Two from one category and one from another, so the page shows two groups.
  const first = wyshes[0]!;
  const sameCategory = wyshes.find((w) => w !== first && w.wyshCategory.slug === first.wyshCategory.slug)!;
  const otherCategory = wyshes.find((w) => w.wyshCategory.slug !== first.wyshCategory.slug)!;
  const chosen = [first, sameCategory, otherCategory];
  const ids: string[] = [];
  for (const [index, wysh] of chosen.entries()) {
    const { createWyshAllocation } = await graphql<{
      createWyshAllocation: { wyshAllocation: { id: string; name: string } };
    }>(
      request,
      `
        mutation ($input: CreateWyshAllocationInput!) {
          createWyshAllocation(input: $input) {
            wyshAllocation {
              id
              name
            }
            error {
              code
              message
            }
          }
        }
      `,
      { input: { wyshId: wysh.id, amount: amounts[index]! } },
      token,
    );
    ids.push(createWyshAllocation.wyshAllocation.id);
  }
  return chosen.map((wysh, index) => ({
    id: ids[index]!,
    name: wysh.defaultName,
    category: wysh.wyshCategory.name,
  }));
}

async function logInWithCode(page: Page, request: APIRequestContext, email: string, e164: string) {
  await heading(page, 'Log in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await heading(page, 'Two-step verification');
  await page.getByRole('button', { name: 'Text my code' }).click();
  await heading(page, 'Your code is on the way');
  const code = await smsCode(request, e164);
  await page.getByRole('textbox', { name: 'Verification code' }).pressSequentially(code);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/**
 * What the sandbox's Plaid Mortgage owes on the server's clock, as the page shows it: $250,000 opened on
 * 2024-01-01, less $1,250 taken on the 1st of every month since (apps/api sandbox-loan-balances.ts).
 */
async function mortgageOwed(request: APIRequestContext) {
  const clock = await request.get('/dev/clock');
  expect(clock.ok()).toBe(true);
  const now = new Date(((await clock.json()) as { now: string }).now);
  const payments = (now.getUTCFullYear() - 2024) * 12 + now.getUTCMonth();
  return `$${Math.max(0, 250_000 - 1_250 * payments).toLocaleString('en-US')}`;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('wyshes pages', () => {
  test.describe.configure({ timeout: 240_000 });

  test('list, details, amount and history, recipient, prioritise by keyboard, not found, removal', async ({
    page,
    request,
  }) => {
    const { person, token } = await registeredUser(request, 'wyshes');
    const [a, b, c] = await addWyshes(request, token, [1_000_000, 2_500_000, 500_000]);
    const stranger = await registeredUser(request, 'stranger');
    const [theirs] = await addWyshes(request, stranger.token, [700_000, 100, 100]);

    // The list, after logging in (the page asked for is where the log-in leads).
    await page.goto('/wyshes');
    await logInWithCode(page, request, person.email, person.e164);
    await heading(page, 'Wyshes');
    await expect(page).toHaveURL(/\/wyshes$/);
    for (const wysh of [a!, b!, c!])
      await expect(page.getByRole('link', { name: new RegExp(wysh.name) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: a!.category })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: c!.category })).toBeVisible();
    await expect(page.getByText('$40,000')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`${b!.name}.*\\$25,000`) })).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, 'wyshes-list');

    // Details: change the amount and see it in the history.
    await page.getByRole('link', { name: new RegExp(a!.name) }).click();
    await heading(page, a!.name);
    await expect(page.getByText('$10,000', { exact: true })).toBeVisible();
    // Adding the wysh was its first change.
    await expect(page.getByText('Increased by $10,000 to $10,000')).toBeVisible();
    await expectAccessiblePage(page);
    await page.getByRole('button', { name: 'Edit amount' }).click();
    const amount = page.getByRole('textbox', { name: 'Amount (whole dollars)' });
    await amount.fill('12.5');
    await page.getByRole('button', { name: 'SAVE', exact: true }).click();
    await expect(
      page.getByText('Enter a whole number of dollars').or(page.getByText(/whole/i)).first(),
    ).toBeVisible();
    await amount.fill('15,000');
    await page.getByRole('button', { name: 'SAVE', exact: true }).click();
    await expect(page.getByText('$15,000', { exact: true })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Increased by $5,000 to $15,000')).toBeVisible();
    await expect(history.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toHaveCount(2);

    // An individual recipient: the form's field errors first, then saved.
    await page.getByRole('button', { name: 'ADD RECIPIENT' }).click();
    await page.getByRole('radio', { name: 'Individual' }).check();
    const recipient = page.getByRole('region', { name: 'Recipient' });
    await recipient.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'SAVE RECIPIENT' }).click();
    await expect(recipient.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(recipient.getByText('Required')).toBeVisible();
    await expect(recipient.getByText('Invalid email')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wyshes-recipient-form');
    await recipient.getByRole('textbox', { name: /Name/ }).fill('Ana Diaz');
    await recipient.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
    await recipient.getByRole('textbox', { name: 'Phone number' }).fill('3125550100');
    await recipient.getByRole('textbox', { name: 'Relationship' }).fill('Sister');
    await page.getByRole('button', { name: 'SAVE RECIPIENT' }).click();
    await expect(recipient.getByText('Ana Diaz')).toBeVisible();
    await expect(recipient.getByText('Individual')).toBeVisible();
    await expect(recipient.getByText('Sister')).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, 'wyshes-details');

    // Prioritise with the keyboard alone: the first wysh moves two places down.
    await page.goto('/wyshes/prioritize');
    await heading(page, 'Prioritize your Wyshes');
    const names = () => page.getByTestId('prioritize-item').locator('span:nth-child(3)').allInnerTexts();
    expect(await names()).toEqual([a!.name, b!.name, c!.name]);
    await expectAccessiblePage(page);
    await shot(page, 'wyshes-prioritize');
    const handle = page.getByRole('button', { name: `Move ${a!.name}, place 1` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await expect(page.getByText(`${a!.name} dropped at place 3 of 3.`)).toBeAttached();
    await expect.poll(names).toEqual([b!.name, c!.name, a!.name]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'SAVE ORDER' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your order is saved.' })).toBeVisible();
    await page.reload();
    await heading(page, 'Prioritize your Wyshes');
    await expect.poll(names).toEqual([b!.name, c!.name, a!.name]);

    // Another person's wysh is not found, and shows nothing of theirs.
    await page.goto(`/wyshes/${theirs!.id}/details`);
    await heading(page, "Oops! We must've moved whatever was here");
    await expect(page.getByText('$7,000')).toHaveCount(0);
    await expectAccessiblePage(page);

    // Removing a wysh from its details.
    await page.goto(`/wyshes/${b!.id}/details`);
    await heading(page, b!.name);
    await page.getByRole('button', { name: 'REMOVE FROM WYSHES' }).click();
    const remove = dialog(page, 'Remove this wysh?');
    await expect(remove).toBeVisible();
    await expectAccessible(page);
    await remove.getByRole('button', { name: 'REMOVE' }).click();
    await heading(page, 'Wyshes');
    await expect(page).toHaveURL(/\/wyshes$/);
    await expect(page.getByRole('link', { name: new RegExp(b!.name) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(a!.name) })).toBeVisible();
  });

  test("monitoring: a Mortgage wysh follows First Platypus Bank's Plaid Mortgage, then monitoring is turned off", async ({
    page,
    request,
  }) => {
    const { person, token } = await registeredUser(request, 'monitored');
    const { wyshes } = await graphql<{ wyshes: Array<{ id: string; slug: string }> }>(
      request,
      '{ wyshes { id slug } }',
      {},
    );
    const { createWyshAllocation } = await graphql<{
      createWyshAllocation: { wyshAllocation: { id: string } };
    }>(
      request,
      `
        mutation ($input: CreateWyshAllocationInput!) {
          createWyshAllocation(input: $input) {
            wyshAllocation {
              id
            }
            error {
              code
              message
            }
          }
        }
      `,
      { input: { wyshId: wyshes.find((wysh) => wysh.slug === 'mortgage')!.id, amount: 30_000_000 } },
      token,
    );
    const mortgageId = createWyshAllocation.wyshAllocation.id;
    const owed = await mortgageOwed(request);

    await page.goto(`/wyshes/${mortgageId}/details`);
    await logInWithCode(page, request, person.email, person.e164);
    await heading(page, 'Mortgage');
    await expect(page.getByText('$300,000', { exact: true })).toBeVisible();
    const monitoring = page.getByRole('region', { name: 'Monitoring' });
    await expect(monitoring).toContainText('its amount will follow what you still owe');
    await expectAccessiblePage(page);
    await shot(page, 'wyshes-monitoring-off');

    await monitoring.getByRole('button', { name: 'FOLLOW A LOAN ACCOUNT' }).click();
    const follow = dialog(page, 'Follow a loan for Mortgage');
    await expect(follow).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wyshes-follow-loan');
    await follow.getByRole('button', { name: 'LINK A LOAN ACCOUNT' }).click();

    const link = dialog(page, 'Link a loan account');
    await expect(link.getByRole('heading', { name: 'Select your bank' })).toBeFocused();
    await link.getByRole('searchbox', { name: 'Search for your bank' }).fill('platypus');
    await link.getByRole('button', { name: 'First Platypus Bank' }).click();
    await expect(link.getByRole('heading', { name: 'Sign in to First Platypus Bank' })).toBeFocused();
    await link.getByRole('textbox', { name: 'Username' }).fill('user_good');
    await link.getByLabel('Password', { exact: true }).fill('pass_good');
    await link.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(link.getByRole('heading', { name: 'Enter the code your bank sent you' })).toBeFocused();
    await link.getByRole('textbox', { name: 'Code' }).fill('1234');
    await link.getByRole('button', { name: 'SUBMIT' }).click();
    // Only the loans are offered here: no checking or savings account.
    await expect(link.getByRole('heading', { name: 'Choose an account' })).toBeFocused();
    await expect(link.getByRole('radio')).toHaveCount(3);
    await expect(link.getByRole('radio', { name: /Plaid Checking/ })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'wyshes-link-loan');
    await link.getByRole('radio', { name: 'Plaid Mortgage ending in 8888' }).check();
    await link.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(link).toHaveCount(0);
    await expect(follow).toHaveCount(0);

    // The amount is what the mortgage owes now, and the page names the loan it follows.
    await expect(page.getByText(owed, { exact: true })).toBeVisible();
    await expect(page.getByText('Monitored', { exact: true })).toBeVisible();
    await expect(monitoring).toContainText('Follows First Platypus Bank Plaid Mortgage ••8888');
    await expect(page.getByRole('region', { name: 'History' }).getByText(`Decreased by`)).toBeVisible();
    await expectAccessiblePage(page);
    await shot(page, 'wyshes-monitored');

    // Monitored, its amount can't be edited until monitoring is off.
    await page.getByRole('button', { name: 'Edit amount' }).click();
    const cantEdit = dialog(page, 'You can’t edit this wysh');
    await expect(cantEdit).toBeVisible();
    await expect(cantEdit).toContainText('tied to your monitored account');
    await expectAccessible(page);
    await shot(page, 'wyshes-cant-edit-monitored');
    await cantEdit.getByRole('button', { name: 'TURN OFF MONITORING' }).click();
    const unmonitor = dialog(page, 'Turn off monitoring?');
    await expect(unmonitor).toBeVisible();
    await expectAccessible(page);
    await unmonitor.getByRole('button', { name: 'TURN OFF' }).click();
    await expect(unmonitor).toBeHidden();
    await expect(page.getByText('Monitored', { exact: true })).toBeHidden();
    await expect(page.getByText(owed, { exact: true })).toBeVisible();
    await expect(monitoring.getByRole('button', { name: 'FOLLOW A LOAN ACCOUNT' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit amount' }).click();
    await expect(page.getByRole('textbox', { name: 'Amount (whole dollars)' })).toBeVisible();
    await page.getByRole('button', { name: 'CANCEL' }).click();
  });

  test('nothing yet: the way to the builder', async ({ page, request }) => {
    const { person } = await registeredUser(request, 'nowyshes');
    await page.goto('/wyshes');
    await logInWithCode(page, request, person.email, person.e164);
    await heading(page, 'Wyshes');
    await expect(page.getByRole('heading', { level: 2, name: 'No wyshes yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SET UP WYSHES' })).toHaveAttribute('href', '/wysh-builder');
    await expectAccessiblePage(page);
    await shot(page, 'wyshes-empty');
  });
});
