// The marketing sandboxes in real Chromium (issue 28 item 4): a person who registers in the journey, is approved
// (through the API) and buys the term quote on "Last step!" is, at the attribution sandbox (/dev/attribution),
// one COMPLETE_REGISTRATION, one VIEW_ITEM and one PURCHASE with the monthly premium and the term in months;
// at the messaging sandbox (/dev/messaging) they are identified by id and their page views arrive, never one of
// /login (visited signed in, which sends them home) nor of /fulfillment*.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphqlAsPage } from './support/api.ts';
import { enterCard, onLastStep } from './support/last-step.ts';
import { heading } from './support/people.ts';

type AttributionEvent = { event: string | null; userId: string | null; properties: Record<string, unknown> };
type MessagingRequest = {
  kind: string;
  customerId: string;
  name: string | null;
  body: Record<string, unknown>;
};

async function devList<T>(request: APIRequestContext, url: string, key: string): Promise<T[]> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, T[]>)[key]!;
}

/** A client-side move to `path` (React Router hears popstate), without loading the page again. */
async function moveTo(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('marketing sandboxes', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a purchase is PURCHASE with its price and term in months; no page view of /login reaches messaging', async ({
    page,
    request,
  }) => {
    await onLastStep(page, request, 'attributed');
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'SUBMIT & PAY' }).click();
    await heading(page, 'Congrats on your new policy!');

    const { currentUser, userPolicy } = await graphqlAsPage<{
      currentUser: { id: string };
      userPolicy: { monthlyPremium: number; termDuration: number };
    }>(page, request, '{ currentUser { id } userPolicy { monthlyPremium termDuration } }');
    // Signed in, /login sends the person home: a route change the messaging service never hears of.
    await moveTo(page, '/login');
    await expect(page).toHaveURL(/\/$/);

    let events: AttributionEvent[] = [];
    await expect(async () => {
      events = (await devList<AttributionEvent>(request, '/dev/attribution?limit=500', 'events')).filter(
        (event) => event.userId === currentUser.id,
      );
      expect(events.map((event) => event.event).sort()).toEqual([
        'COMPLETE_REGISTRATION',
        'PURCHASE',
        'VIEW_ITEM',
      ]);
    }).toPass({ timeout: 20_000 });
    expect(events.find((event) => event.event === 'PURCHASE')!.properties).toMatchObject({
      price: userPolicy.monthlyPremium / 100,
      currency: 'USD',
      term_months: userPolicy.termDuration * 12,
    });

    let requests: MessagingRequest[] = [];
    await expect(async () => {
      requests = (await devList<MessagingRequest>(request, '/dev/messaging?limit=500', 'requests')).filter(
        (item) => item.customerId === currentUser.id,
      );
      // The home page after /login: the last page view, so every earlier one has been handed on by now.
      expect(requests.some((item) => item.kind === 'page' && item.name === '/')).toBe(true);
    }).toPass({ timeout: 20_000 });
    expect(requests.filter((item) => item.kind === 'identify').map((item) => item.body)).toEqual([{}]);
    const pages = requests.filter((item) => item.kind === 'page').map((item) => item.name!);
    expect(pages).toContain('/review-quote');
    expect(pages).not.toContain('/login');
    expect(pages.filter((path) => path.startsWith('/fulfillment'))).toEqual([]);
  });
});
