// The marketing services: analytics events reported through trackEvents reach the sandbox messaging and
// attribution services through their official clients (customerio-node, @segment/analytics-node), which post to
// this same server over loopback; the sandboxes show what they received at /dev/messaging and /dev/attribution.
// The app listens on a port of its own for that.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered, userIdOf } from './support/accounts.ts';
import { sandboxCardPort } from './support/cards.ts';
import { buyTermPolicy } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type MessagingRequest = {
  kind: string;
  customerId: string;
  name: string | null;
  body: Record<string, unknown>;
};
type AttributionEvent = {
  type: string;
  event: string | null;
  userId: string | null;
  properties: Record<string, unknown>;
  message: Record<string, unknown>;
};

const track = `mutation ($events: [TrackEventInput!]!) { trackEvents(events: $events) { recorded } }`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let cardPort: number;
beforeAll(async () => {
  const port = await freePort();
  t = await startTestApp({ PORT: String(port) });
  await t.app.listen({ port, host: '127.0.0.1' });
  cardPort = await sandboxCardPort(t);
}, 120_000);
afterAll(() => t.close());

async function dev<T>(url: string, key: string): Promise<T[]> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json()[key];
}

const messagingOf = async (userId: string) =>
  (await dev<MessagingRequest>('/dev/messaging?limit=500', 'requests')).filter(
    (r) => r.customerId === userId,
  );
const attributionOf = async (userId: string) =>
  (await dev<AttributionEvent>('/dev/attribution?limit=500', 'events')).filter((e) => e.userId === userId);

/** Polls until `found` holds of what arrived (the clients send in the background). */
async function arriving<T>(read: () => Promise<T[]>, found: (items: T[]) => boolean): Promise<T[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const items = await read();
    if (found(items)) return items;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('expected events did not arrive at the sandbox');
}

async function signedIn() {
  const user = await registered(t);
  const id = await userIdOf(t, user.tokens.accessToken);
  const report = (events: Array<{ name: string; properties?: Record<string, unknown> }>) =>
    t.graphql(track, { events }, { token: user.tokens.accessToken });
  return { user, id, report };
}

describe('attribution', () => {
  it("sends PURCHASE with the issued policy's price and term in months once per user, and COMPLETE_REGISTRATION once", async () => {
    const bought = await buyTermPolicy(t, cardPort);
    const id = await userIdOf(t, bought.token);
    const report = (events: Array<{ name: string; properties?: Record<string, unknown> }>) =>
      t.graphql(track, { events }, { token: bought.token });
    // The browser's own purchase report, with a price of its choosing: no PURCHASE comes of it.
    await report([
      { name: 'purchase', properties: { price: 1, termMonths: 12 } },
      { name: 'registration_2fa' },
    ]);
    await report([{ name: 'registration_2fa' }, { name: 'fulfillment_quote_displayed_pageview' }]);
    // The policy's packet job records policy_created: the PURCHASE, with the policy's own figures.
    await t.jobs.drain();
    await t.jobs.drain();

    await arriving(
      () => attributionOf(id),
      (events) => events.some((e) => e.event === 'PURCHASE') && events.some((e) => e.event === 'VIEW_ITEM'),
    );
    // Longer than the client's batching interval: a second PURCHASE, had it been sent, would be here by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const events = await attributionOf(id);
    expect(events.map((e) => e.event).sort()).toEqual(['COMPLETE_REGISTRATION', 'PURCHASE', 'VIEW_ITEM']);
    const { data } = await t.graphql<{ userPolicy: { monthlyPremium: number; termDuration: number } }>(
      '{ userPolicy { monthlyPremium termDuration } }',
      {},
      { token: bought.token },
    );
    const sent = events.find((e) => e.event === 'PURCHASE')!;
    expect(sent.properties).toEqual({
      price: data!.userPolicy.monthlyPremium / 100,
      revenue: data!.userPolicy.monthlyPremium / 100,
      currency: 'USD',
      term_months: data!.userPolicy.termDuration * 12,
      product: 'wysh-term-life',
    });
    expect(sent.message).toMatchObject({
      type: 'track',
      context: { library: { name: '@segment/analytics-node' } },
    });
  });

  it("sends nothing for a visitor's events or for the browser's own purchase report", async () => {
    await t.graphql(track, { events: [{ name: 'fulfillment_quote_displayed_pageview' }] });
    const { id, report } = await signedIn();
    await report([{ name: 'purchase', properties: { price: 'free', termMonths: 240 } }]);
    await report([{ name: 'fulfillment_quote_displayed_pageview' }]);
    const events = await arriving(
      () => attributionOf(id),
      (items) => items.length > 0,
    );
    expect(events.map((e) => e.event)).toEqual(['VIEW_ITEM']);
    expect((await dev<AttributionEvent>('/dev/attribution', 'events')).every((e) => e.userId !== null)).toBe(
      true,
    );
  });
});

describe('messaging', () => {
  it('identifies the user by id only and never hears of a page view of /login or /fulfillment*', async () => {
    const { user, id, report } = await signedIn();
    await report([
      { name: 'page_view', properties: { path: '/login' } },
      { name: 'page_view', properties: { path: '/fulfillment/start' } },
      { name: 'home_view' },
      { name: 'page_view', properties: { path: '/wyshes' } },
    ]);
    const requests = await arriving(
      () => messagingOf(id),
      (items) => items.length >= 3,
    );
    expect(requests.map((r) => [r.kind, r.name]).sort()).toEqual([
      ['event', 'home_view'],
      ['identify', null],
      ['page', '/wyshes'],
    ]);
    expect(requests.find((r) => r.kind === 'identify')!.body).toEqual({});
    const names = (await dev<MessagingRequest>('/dev/messaging?limit=500', 'requests')).map((r) => r.name);
    expect(names).not.toContain('/login');
    expect(names.some((name) => name?.startsWith('/fulfillment'))).toBe(false);
    expect(user.email).toContain('@');
  });

  it('receives no e-mail, name or phone number, whatever the events carried', async () => {
    const { user, id, report } = await signedIn();
    const personal = { email: user.email, firstName: 'Adalyn', phone: '+1 312 555 0199' };
    await report([
      { name: 'home_view', properties: personal },
      { name: 'page_view', properties: { path: '/account/profile', ...personal } },
      { name: 'registration_2fa', properties: personal },
    ]);
    await arriving(
      () => messagingOf(id),
      (items) => items.length >= 3,
    );
    await arriving(
      () => attributionOf(id),
      (items) => items.length >= 1,
    );
    const received = JSON.stringify([await messagingOf(id), await attributionOf(id)]);
    for (const value of [user.email, 'Adalyn', '312 555 0199', '3125550199']) {
      expect(received).not.toContain(value);
    }
  });
});

describe('the sandbox services', () => {
  it('refuse a client without their keys', async () => {
    const wrong = `Basic ${Buffer.from('someone:else').toString('base64')}`;
    const identify = await t.app.inject({
      method: 'PUT',
      url: '/sandbox/messaging/api/v1/customers/abc',
      headers: { authorization: wrong },
      payload: {},
    });
    expect(identify.statusCode).toBe(401);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/sandbox/attribution/v1/batch',
      headers: { authorization: wrong },
      payload: { batch: [] },
    });
    expect(batch.statusCode).toBe(401);
  });

  it('show what they received to the operator only, as a page to a browser', async () => {
    for (const url of ['/dev/messaging', '/dev/attribution']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/Sandbox (messaging|attribution)/);
      const stranger = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(stranger.statusCode).toBe(404);
    }
  });
});
