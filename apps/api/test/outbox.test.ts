import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMessage } from '../src/modules/sandbox-mailbox/sandbox-mailbox.repository.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 15, minute));
  await recordMessage(t.database.db, {
    channel: 'email',
    recipient: 'Ada@Example.com',
    subject: 'Verify your e-mail <script>alert(1)</script>',
    text: 'Open https://app.example/verify-email/abc to verify.',
    html: '<p>Open <a href="https://app.example/verify-email/abc">this link</a></p>',
    createdAt: at(1),
  });
  await recordMessage(t.database.db, {
    channel: 'sms',
    recipient: '+18005550100',
    text: 'Your code is 123456',
    createdAt: at(2),
  });
  await recordMessage(t.database.db, {
    channel: 'email',
    recipient: 'ada@example.com',
    subject: 'Welcome',
    text: 'Hi',
    createdAt: at(3),
  });
});
afterAll(() => t.close());

describe('sandbox outbox', () => {
  it('lists every message newest first as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages.map((m: { subject: string | null }) => m.subject)).toEqual([
      'Welcome',
      null,
      'Verify your e-mail <script>alert(1)</script>',
    ]);
  });

  it('filters by recipient, ignoring case', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=ADA@example.com' });
    const { messages } = response.json();
    expect(messages).toHaveLength(2);
    expect(
      messages.every((m: { recipient: string }) => m.recipient.toLowerCase() === 'ada@example.com'),
    ).toBe(true);

    const sms = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=%2B18005550100' });
    expect(sms.json().messages[0].text).toBe('Your code is 123456');
  });

  it('shows a browser a page with the messages, escaping their content', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { accept: 'text/html' },
    });
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<h1>Sandbox outbox</h1>');
    expect(response.body).toContain('Verify your e-mail &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it('opens one message, and answers 404 for an unknown or malformed id', async () => {
    const { messages } = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=%2B18005550100' })).json();
    const one = await t.app.inject({ method: 'GET', url: `/dev/outbox/${messages[0].id}` });
    expect(one.json().message.text).toBe('Your code is 123456');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await t.app.inject({ method: 'GET', url: `/dev/outbox/${id}` })).statusCode).toBe(404);
    }
  });

  it('refuses a bad limit with a clear 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?limit=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
  });

  it('does not exist when real providers are configured', async () => {
    const live = await startTestApp({ PROVIDERS: 'live' });
    expect((await live.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    await live.close();
  });
});
