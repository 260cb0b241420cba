// Error reporting: an unexpected server error is reported through the service's SDK to the sandbox endpoint of
// this same server (the default DSN) and shown at /dev/errors, with the user's id and without the personal data
// its message held. The app listens on a port of its own, since the SDK posts to it over loopback.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSources } from '../src/modules/dashboard/dashboard.types.ts';
import { NO_DASHBOARD_DATA } from '../src/modules/dashboard/dashboard.types.ts';
import { registered, userIdOf } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type DevReport = {
  project: string;
  title: string;
  userId: string | null;
  tags: Record<string, string>;
  event: Record<string, unknown>;
};

// The dashboard fails with what an careless error message might hold: an SSN, a card number and an e-mail.
const personalMessage = 'lookup failed for jane.doe@example.com, SSN 123-45-6789, card 4242 4242 4242 4242';
const failingDashboard: DashboardSources = {
  ...NO_DASHBOARD_DATA,
  latestEstimate: async () => {
    throw new Error(personalMessage);
  },
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
beforeAll(async () => {
  const port = await freePort();
  t = await startTestApp({ PORT: String(port) }, { ports: { dashboard: failingDashboard } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function devReports(): Promise<DevReport[]> {
  const response = await t.app.inject({ method: 'GET', url: '/dev/errors' });
  expect(response.statusCode).toBe(200);
  return response.json().reports;
}

async function reportsArriving(count: number): Promise<DevReport[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const reports = await devReports();
    if (reports.length >= count) return reports;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} error reports at /dev/errors`);
}

describe('server error reports', () => {
  it('reports an unexpected error with the user id and without the SSN, card number or e-mail', async () => {
    const user = await registered(t);
    const id = await userIdOf(t, user.tokens.accessToken);
    const result = await t.graphql(
      '{ dashboardHome { insurance { state } } }',
      {},
      {
        token: user.tokens.accessToken,
      },
    );
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');

    const [report] = await reportsArriving(1);
    expect(report).toMatchObject({ project: '1', userId: id, tags: { source: 'server' } });
    expect(report!.title).toContain('lookup failed for [email], SSN [ssn], card [card number]');
    const sent = JSON.stringify(report!.event);
    for (const personal of ['jane.doe@example.com', '123-45-6789', '4242 4242 4242 4242', user.email]) {
      expect(sent).not.toContain(personal);
    }
    expect(report!.event['user']).toEqual({ id });
  });

  it('refuses an envelope for an unknown key or project, and one that is not an envelope', async () => {
    const envelope = `{"event_id":"a"}\n{"type":"event"}\n{"event_id":"a","message":"x"}\n`;
    const post = (url: string, payload = envelope) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect((await post('/sandbox/errors/api/2/envelope/?sentry_key=other')).statusCode).toBe(403);
    expect((await post('/sandbox/errors/api/9/envelope/?sentry_key=sandbox')).statusCode).toBe(403);
    expect(
      (await post('/sandbox/errors/api/2/envelope/?sentry_key=sandbox', '{}\nnot json')).statusCode,
    ).toBe(400);
    expect((await post('/sandbox/errors/api/2/envelope/?sentry_key=sandbox')).statusCode).toBe(200);
  });

  it('shows the reports at /dev/errors to the operator only, as a page to a browser', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/errors', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox error reports');
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/dev/errors',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
