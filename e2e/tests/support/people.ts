// New people for each run, and what the sandbox sends them: every test signs up with an e-mail address and a
// US mobile number nobody has used, and reads its codes and links from the sandbox outbox (/dev/outbox).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery staple';

export interface Person {
  email: string;
  /** Ten digits, as typed. */
  national: string;
  e164: string;
}

let sequence = 0;

/** A new address and US number ("415" + an exchange starting 2-9), unique per run and per call. */
export function newPerson(label: string): Person {
  sequence += 1;
  const n = Date.now() * 10 + sequence + Math.floor(Math.random() * 10);
  const national = `415${2 + (n % 8)}${String(n).slice(-6)}`;
  return { email: `${label}-${n}@example.com`, national, e164: `+1${national}` };
}

interface OutboxMessage {
  text: string;
  subject: string | null;
}

/** The newest message the sandbox sent to `to` whose text matches `pattern` (waits for it to arrive). */
export async function newestMessage(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages.map((message) => message.text).find((text) => pattern.test(text)) ?? null;
        return found;
      },
      { message: `a message to ${to} matching ${pattern}` },
    )
    .not.toBeNull();
  return found!;
}

/** The six-digit code last texted to `e164`. */
export async function smsCode(request: APIRequestContext, e164: string): Promise<string> {
  const text = await newestMessage(request, e164, /\b\d{6}\b/);
  return /\b(\d{6})\b/.exec(text)![1]!;
}

/** "Two-step verification": Text my code, then the code texted to `e164`, typed as a person types it. */
export async function textMyCode(page: Page, request: APIRequestContext, e164: string) {
  await heading(page, 'Two-step verification');
  await page.getByRole('button', { name: 'Text my code' }).click();
  await heading(page, 'Your code is on the way');
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .pressSequentially(await smsCode(request, e164));
}

/** Waits for the page's h1 to read `name`. */
export async function heading(page: Page, name: string | RegExp) {
  const title = page.getByRole('heading', { level: 1, name });
  await expect(title).toBeVisible();
  return title;
}
