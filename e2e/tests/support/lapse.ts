// A policyholder whose policy lapsed, signed in by the lapse e-mail's link (what the reinstatement journeys
// start from): the card starts declining, the sandbox clock moves past grace until the lapse e-mail is sent, and
// its REINSTATE MY POLICY link signs in on /account/policy-reinstatement after the texted code. Moves the
// server's clock: only for specs in playwright.config.ts `exclusive`.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { moveClock, policyholder, replaceCard } from './billing.ts';
import { heading, newestMessage, textMyCode, type Person } from './people.ts';

/** Lets `person`'s policy lapse: their card declines every charge and the clock runs past grace to the lapse e-mail. */
export async function lapsePolicy(page: Page, request: APIRequestContext, person: Person): Promise<string> {
  // A card that saves, then declines every charge.
  await page.goto('/products/insurance/billing');
  await heading(page, 'Billing');
  await replaceCard(page, '4000000000000341', '0341');

  // The renewal is declined, grace runs out, and the policy lapses (the day after its lapse date).
  await moveClock(request, 32);
  await moveClock(request, 1);
  await moveClock(request, 29);
  for (let day = 0; day < 8; day += 1) {
    const mail = await request.get(`/dev/outbox?to=${encodeURIComponent(person.email)}`);
    const { messages } = (await mail.json()) as { messages: { text: string }[] };
    if (messages.some((message) => /has lapsed/.test(message.text))) break;
    await moveClock(request, 1);
  }
  return newestMessage(request, person.email, /has lapsed/);
}

export async function lapsedPolicyholder(page: Page, request: APIRequestContext, label: string) {
  const { person, policy } = await policyholder(page, request, label);
  const lapsed = await lapsePolicy(page, request, person);
  const link = /REINSTATE MY POLICY: (https?:\/\/\S+\/deep-link\?\S+)/.exec(lapsed)![1]!;
  expect(link).toContain('feature=policy_reinstatement');
  await page.goto(link);
  await textMyCode(page, request, person.e164);
  await heading(page, 'Reinstate your policy');
  return { person, policy };
}
