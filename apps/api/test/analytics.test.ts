// Analytics: events reported through trackEvents land in the sandbox sink (/dev/analytics, newest first), with
// the signed-in user attached by the server, once-per-user events kept once, and nothing personal kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered, userIdOf } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const track = `mutation ($events: [TrackEventInput!]!) {
  trackEvents(events: $events) { recorded dropped error { code message fields { field message } } }
}`;

type Tracked = {
  trackEvents: {
    recorded: number | null;
    dropped: number | null;
    error: { code: string; fields: Array<{ field: string; message: string }> } | null;
  };
};

type DevEvent = {
  name: string;
  userId: string | null;
  properties: Record<string, unknown>;
  createdAt: string;
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function devEvents(query = ''): Promise<DevEvent[]> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/analytics${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().events;
}

describe('trackEvents', () => {
  it('records a visitor event without a user, and a signed-in one with the user id', async () => {
    const user = await registered(t);
    const id = await userIdOf(t, user.tokens.accessToken);
    const visitor = await t.graphql<Tracked>(track, {
      events: [{ name: 'page_view', properties: { path: '/products/insurance/welcome' } }],
    });
    expect(visitor.data!.trackEvents).toEqual({ recorded: 1, dropped: 0, error: null });
    t.clock.advance(1000);
    const signedIn = await t.graphql<Tracked>(
      track,
      { events: [{ name: 'page_view', properties: { path: '/' } }] },
      { token: user.tokens.accessToken },
    );
    expect(signedIn.data!.trackEvents.recorded).toBe(1);
    const [newest, older] = await devEvents('?name=page_view');
    expect(newest).toMatchObject({ userId: id, properties: { path: '/' } });
    expect(older).toMatchObject({ userId: null, properties: { path: '/products/insurance/welcome' } });
  });

  it('keeps a once-per-user event once per user, and home_view every time', async () => {
    const a = await registered(t);
    const b = await registered(t);
    const ids = [await userIdOf(t, a.tokens.accessToken), await userIdOf(t, b.tokens.accessToken)];
    const twice = [{ name: 'wysh_builder_view' }, { name: 'wysh_builder_view' }, { name: 'home_view' }];
    const first = await t.graphql<Tracked>(track, { events: twice }, { token: a.tokens.accessToken });
    expect(first.data!.trackEvents.recorded).toBe(2);
    const again = await t.graphql<Tracked>(track, { events: twice }, { token: a.tokens.accessToken });
    expect(again.data!.trackEvents.recorded).toBe(1);
    await t.graphql<Tracked>(track, { events: twice }, { token: b.tokens.accessToken });

    const builder = (await devEvents('?name=wysh_builder_view')).filter((e) => ids.includes(e.userId!));
    expect(builder.map((e) => e.userId).sort()).toEqual([...ids].sort());
    const homes = (await devEvents('?name=home_view')).filter((e) => e.userId === ids[0]);
    expect(homes).toHaveLength(2);
  });

  it('drops properties that look personal and keeps an e-mail only as a hash', async () => {
    const result = await t.graphql<Tracked>(track, {
      events: [
        {
          name: 'estimate_coverage_editor_cta_click',
          properties: {
            termMonths: 240,
            email: 'ada@example.com',
            note: 'ada@example.com',
            phoneNumber: '4155550100',
            firstName: 'Ada',
            emailHash: 'a9993e364706816aba3e25717850c26c9cd0d89d',
          },
        },
      ],
    });
    expect(result.data!.trackEvents).toMatchObject({ recorded: 1, dropped: 4 });
    const [event] = await devEvents('?name=estimate_coverage_editor_cta_click');
    expect(event!.properties).toEqual({
      termMonths: 240,
      emailHash: 'a9993e364706816aba3e25717850c26c9cd0d89d',
    });
    expect(JSON.stringify(await devEvents())).not.toContain('ada@example.com');
    expect(t.logs.join('')).not.toContain('ada@example.com');
  });

  it('refuses unknown events, non-object properties and oversized batches, recording nothing', async () => {
    const before = (await devEvents('?limit=500')).length;
    const unknown = await t.graphql<Tracked>(track, {
      events: [{ name: 'home_view' }, { name: 'made_up' }, { name: 'page_view', properties: [1, 2] }],
    });
    expect(unknown.data!.trackEvents.error).toMatchObject({
      code: 'CREDENTIAL_INVALID',
      fields: [
        { field: 'events.1.name', message: 'Unknown event.' },
        { field: 'events.2.properties', message: 'Properties must be an object.' },
      ],
    });
    const many = await t.graphql<Tracked>(track, {
      events: Array.from({ length: 21 }, () => ({ name: 'page_view' })),
    });
    expect(many.data!.trackEvents.error!.fields[0]!.field).toBe('events');
    expect((await devEvents('?limit=500')).length).toBe(before);
  });
});

describe('/dev/analytics', () => {
  it('answers newest first and refuses a bad query', async () => {
    const events = await devEvents();
    const times = events.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const bad = await t.app.inject({ method: 'GET', url: '/dev/analytics?limit=0' });
    expect(bad.statusCode).toBe(400);
  });

  it('is not there for a stranger, nor outside sandbox mode', async () => {
    const remote = await t.app.inject({
      method: 'GET',
      url: '/dev/analytics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(remote.statusCode).toBe(404);
    const live = await startTestApp({ PROVIDERS: 'live' });
    expect((await live.app.inject({ method: 'GET', url: '/dev/analytics' })).statusCode).toBe(404);
    await live.close();
  });
});
