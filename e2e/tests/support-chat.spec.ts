// The support chat end to end (issue 28), in business hours (the sandbox clock moved to a weekday morning if it
// is not one): a declined card on "Last step!" opens PaymentFailed, whose CHAT WITH US opens the chat panel; the
// assistant answers a billing question with its help article; the person pays with another card, and from the
// confirmation's chat link (the same conversation, kept on the server) asks for a person. Customer service, in a
// second browser at a desk, takes the conversation in the agent console and cancels the policy inside its free
// look; the person sees the refund in the chat at once. Then an in-app message from the messaging service shows as
// a toast until dismissed. Panel, console and toast are checked with axe at 360 and 1280 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql, sessionToken } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { enterCard, onLastStep } from './support/last-step.ts';
import { heading } from './support/people.ts';
import { signInAsSupportAgent } from './support/staff.ts';
test.describe.configure({ lock: 'alone-server' });

/** Moves the sandbox clock to an hour after live support next opens, unless it is open now. */
async function inBusinessHours(request: APIRequestContext) {
  const { supportStatus } = await graphql<{ supportStatus: { open: boolean; reopensAt: string } }>(
    request,
    '{ supportStatus { open reopensAt } }',
    {},
  );
  if (supportStatus.open) return;
  const clock = (await (await request.get('/dev/clock')).json()) as { now: string };
  const seconds = (Date.parse(supportStatus.reopensAt) - Date.parse(clock.now)) / 1000 + 3600;
  expect((await request.post('/dev/clock', { data: { advanceSeconds: Math.ceil(seconds) } })).ok()).toBe(
    true,
  );
}

const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });
const conversation = (page: Page) => chatPanel(page).getByRole('log', { name: 'Conversation' });

async function say(page: Page, text: string) {
  await chatPanel(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await chatPanel(page).getByRole('button', { name: 'SEND' }).click();
}

test('a declined payment’s CHAT WITH US: the assistant answers, a person takes over and cancels in the free look', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await inBusinessHours(request);
  await onLastStep(page, request, 'chatty');

  await enterCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'SUBMIT & PAY' }).click();
  const failed = page.getByRole('dialog', { name: 'Uh-oh, something went wrong...' });
  await failed.getByRole('button', { name: 'CHAT WITH US' }).click();

  // The panel, its focus in the message box; the assistant answers a billing question with its article.
  await expect(chatPanel(page)).toBeVisible();
  await expect(chatPanel(page).getByRole('textbox', { name: 'Message' })).toBeFocused();
  await say(page, 'What happens if I miss a payment?');
  await expect(conversation(page)).toContainText('What happens if I miss a payment?');
  const article = conversation(page).getByRole('link', {
    name: /^Read: When your payment is due, and what happens if you miss one/,
  });
  await expect(article).toHaveAttribute('href', '/help/billing-and-grace-period');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('chat-assistant.png') });

  // Escape closes the panel; nothing is lost. Another card pays.
  await page.keyboard.press('Escape');
  await expect(chatPanel(page)).toBeHidden();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'SUBMIT & PAY' }).click();
  await heading(page, 'Congrats on your new policy!');
  const label = (await page.getByTestId('policy-number').textContent())!.trim();

  // The same conversation, from the confirmation's chat link; a person, please.
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(conversation(page)).toContainText('What happens if I miss a payment?');
  await chatPanel(page).getByRole('button', { name: 'TALK TO A PERSON' }).click();
  await expect(chatPanel(page)).toContainText('You joined the queue for a person on our team.');
  await expect(chatPanel(page)).toContainText(/You're number \d+ in line/);
  await say(page, 'I found cover through work. Please cancel my new policy.');

  // Customer service, at a desk, in the agent console.
  const desk = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const agent = await desk.newPage();
    await signInAsSupportAgent(agent, request);
    await agent
      .getByRole('navigation', { name: 'Customer service' })
      .getByRole('link', { name: 'Conversations' })
      .click();
    await heading(agent, 'Conversations');
    const waiting = agent
      .getByRole('region', { name: /^Waiting/ })
      .getByRole('listitem')
      .filter({ hasText: 'I found cover through work' });
    await waiting.getByRole('button', { name: /^Take the conversation with / }).click();
    const messages = agent.getByRole('log', { name: 'Messages' });
    await expect(messages).toContainText('Please cancel my new policy.');
    await expect(agent.getByRole('complementary', { name: 'About the customer' })).toContainText(label);
    await agent.getByRole('button', { name: 'Insert saved answer: Free look' }).click();
    await agent.getByRole('button', { name: 'SEND' }).click();
    await expect(messages).toContainText('You can return your policy within its free look');
    // Beside it, the person's billing, the e-mails we sent them and what agents did (the reply just now).
    const about = agent.getByRole('complementary', { name: 'About the customer' });
    await expect(about.getByRole('region', { name: 'Billing' })).toContainText('Visa ending in 4242');
    await expect(about.getByRole('region', { name: 'Open cases' })).toContainText('No open cases.');
    await expect(about.getByRole('region', { name: 'Recent e-mails' })).toContainText(
      `Your policy ${label} is active`,
    );
    await expect(about.getByRole('region', { name: 'What agents did' })).toContainText(': replied');
    await expectAccessible(agent);
    await agent.screenshot({ path: testInfo.outputPath('agent-console.png') });
    await about.screenshot({ path: testInfo.outputPath('agent-context.png') });

    await agent.getByRole('button', { name: 'CANCEL POLICY' }).click();
    await agent
      .getByRole('textbox', { name: 'Why the customer is cancelling' })
      .fill('Found cover through work');
    await agent.getByRole('button', { name: 'CONTINUE' }).click();
    await expectAccessible(agent);
    await agent.getByRole('button', { name: 'YES, CANCEL IT' }).click();
    await expect(
      agent.getByRole('status').filter({ hasText: `Policy ${label} is cancelled within its free look` }),
    ).toBeVisible();

    // The person sees it in the chat, live.
    await expect(conversation(page)).toContainText(
      new RegExp(
        `Your policy ${label} is cancelled within its free look\\. We're refunding \\$[\\d.]+ to your Visa ending in 4242\\.`,
      ),
    );
    await expect(conversation(page)).toContainText('You can return your policy within its free look');
    await expect(chatPanel(page)).toContainText(/You're chatting with \w+ from our team\./);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('chat-refund.png') });
  } finally {
    await desk.close();
  }

  // The messaging service sends an in-app message (the sandbox's /dev route, the person's own token): a toast
  // on the next page, with its kind and link, until dismissed.
  await page.getByRole('button', { name: 'Close chat' }).click();
  const sent = await request.post('/dev/messaging/in-app', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      kind: 'beneficiary',
      title: 'Thanks for chatting with us',
      body: 'Your conversation is kept: open the chat any time to pick it up.',
      link: { label: 'OPEN MY DOCUMENTS', href: '/account/documents' },
    },
  });
  expect(sent.ok()).toBe(true);
  await page.getByRole('button', { name: 'GO TO MY DASHBOARD' }).click();
  const toasts = page.getByRole('region', { name: 'Messages for you' });
  await expect(toasts).toContainText('Thanks for chatting with us');
  await expect(toasts.getByRole('link', { name: 'OPEN MY DOCUMENTS' })).toHaveAttribute(
    'href',
    '/account/documents',
  );
  await expectAccessible(page);
  await toasts.getByRole('button', { name: 'Dismiss: Thanks for chatting with us' }).click();
  await expect(toasts).toBeHidden();
});
