// Deep links from e-mails, in real Chromium: a sign-in link (e-mailed by the sandbox's /dev/login-link, standing
// in for the e-mails that will carry them) signs the person in and opens its page, once; a link missing its
// data says so instead of loading for ever. Every page passes axe.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessiblePage } from './support/axe.ts';

const PASSWORD = 'correct horse battery staple';

async function register(request: APIRequestContext, email: string) {
  const response = await request.post('/graphql', {
    data: {
      query: `mutation ($input: CreateCredentialInput!) {
        registerUser(input: $input) { credential { status } error { code message } }
      }`,
      variables: { input: { email, password: PASSWORD, attestedOver18: true } },
    },
  });
  const body = (await response.json()) as { data: { registerUser: { error: unknown } } };
  expect(body.data.registerUser.error).toBeNull();
}

/** The link of the newest e-mail to `to` with `subject` (waits for it to arrive). */
async function linkIn(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as {
        messages: Array<{ subject: string | null; text: string }>;
      };
      const message = messages.find((candidate) => candidate.subject === subject);
      link = message ? (/https?:\/\/\S+/.exec(message.text)?.[0] ?? null) : null;
      return link;
    })
    .not.toBeNull();
  return link!;
}

test.describe('deep links', () => {
  test('an e-mailed sign-in link signs the person in and opens its page, once', async ({ page, request }) => {
    const email = `link-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await register(request, email);
    const sent = await request.post('/dev/login-link', {
      data: { email, purpose: 'login', path: '/onboarding/honesty-pledge' },
    });
    expect(sent.status()).toBe(202);
    const link = await linkIn(request, email, 'Your sign-in link');
    expect(link).toContain('/deep-link?feature=login&token=');

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Two things to know before you apply' }),
    ).toBeVisible();
    // Signed in, and the token is gone from the address bar.
    await expect(page).toHaveURL(/\/onboarding\/honesty-pledge$/);
    await expectAccessiblePage(page);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't open this link" })).toBeVisible();
    await expect(page.getByText('This link is no longer valid. Please ask for a new one.')).toBeVisible();
    await expectAccessiblePage(page);
  });

  test('a link missing its data says so', async ({ page }) => {
    await page.goto('/deep-link?feature=login');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't open this link" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'GO TO HOME' })).toBeVisible();
    await expectAccessiblePage(page);
  });
});
