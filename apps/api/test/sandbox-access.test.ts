// The sandbox's /dev/* routes (outbox, sign-in links, maintenance) answer the machine's own operator only: a
// request from elsewhere, relayed by a proxy, or addressed to another name finds nothing there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMessage } from '../src/modules/sandbox-mailbox/sandbox-mailbox.repository.ts';
import { registered } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const operatorKey = 'a-long-operator-key-for-the-staging-sandbox';
let t: TestApp;
let email: string;
let messageId: string;
beforeAll(async () => {
  t = await startTestApp({ SANDBOX_OPERATOR_KEY: operatorKey });
  email = (await registered(t)).email;
  messageId = (
    await recordMessage(t.database.db, { channel: 'sms', recipient: '+13125550100', text: 'Code 123456' })
  ).id;
});
afterAll(() => t.close());

type Request = { remoteAddress?: string; headers?: Record<string, string> };

const routes = () => [
  { method: 'GET' as const, url: '/dev/outbox' },
  { method: 'GET' as const, url: `/dev/outbox/${messageId}` },
  { method: 'POST' as const, url: '/dev/login-link', payload: { email } },
  { method: 'POST' as const, url: '/dev/maintenance', payload: { kind: 'UNSCHEDULED' } },
  { method: 'DELETE' as const, url: '/dev/maintenance' },
];

async function outboxSize(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from sandbox_mailbox',
  );
  return rows[0]!.n;
}

async function inMaintenance(): Promise<boolean> {
  const status = await t.graphql<{ maintenance: { kind: string } | null }>('{ maintenance { kind } }');
  return status.data!.maintenance !== null;
}

describe('sandbox routes', () => {
  const strangers: Array<[string, Request]> = [
    ['another machine', { remoteAddress: '203.0.113.9' }],
    ['a proxy on this machine relaying a client', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
    ['a proxy saying Forwarded', { headers: { forwarded: 'for=203.0.113.9' } }],
    ['a page that rebinds its name to 127.0.0.1', { headers: { host: 'attacker.example:3000' } }],
    [
      'another machine with a wrong key',
      { remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer nope' } },
    ],
  ];

  it.each(strangers)('find nothing and change nothing for %s', async (_name, from) => {
    const messagesBefore = await outboxSize();
    for (const route of routes()) {
      const response = await t.app.inject({ ...route, ...from });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.body).not.toContain('Code 123456');
    }
    expect(await outboxSize()).toBe(messagesBefore);
    expect(await inMaintenance()).toBe(false);
  });

  it('answer the operator on this machine', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const response = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().messages.map((m: { text: string }) => m.text)).toContain('Code 123456');
    }
    const sent = await t.app.inject({ method: 'POST', url: '/dev/login-link', payload: { email } });
    expect(sent.statusCode).toBe(202);
  });

  it('answer another machine bearing the operator key', async () => {
    const from = { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${operatorKey}` } };
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox', ...from });
    expect(outbox.statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: '/dev/maintenance',
      payload: { kind: 'UNSCHEDULED' },
      ...from,
    });
    expect(started.statusCode).toBe(201);
    expect(await inMaintenance()).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: '/dev/maintenance', ...from })).statusCode).toBe(200);
  });
});
