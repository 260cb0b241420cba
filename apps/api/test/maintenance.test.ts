import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const query = '{ maintenance { kind returnsAt } }';

describe('maintenance windows', () => {
  it('shows none, then the window started, then none once it ends', async () => {
    expect((await t.graphql(query)).data).toEqual({ maintenance: null });

    const started = await t.app.inject({
      method: 'POST',
      url: '/dev/maintenance',
      payload: { kind: 'SCHEDULED', returnsAt: '2026-11-21T22:00:00Z' },
    });
    expect(started.statusCode).toBe(201);
    expect((await t.graphql(query)).data).toEqual({
      maintenance: { kind: 'SCHEDULED', returnsAt: '2026-11-21T22:00:00.000Z' },
    });

    await t.app.inject({ method: 'POST', url: '/dev/maintenance', payload: { kind: 'UNSCHEDULED' } });
    expect((await t.graphql(query)).data).toEqual({ maintenance: { kind: 'UNSCHEDULED', returnsAt: null } });

    const ended = await t.app.inject({ method: 'DELETE', url: '/dev/maintenance' });
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await t.graphql(query)).data).toEqual({ maintenance: null });
  });

  it('refuses a window of an unknown kind and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/maintenance',
      payload: { kind: 'FOREVER' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
    expect((await t.graphql(query)).data).toEqual({ maintenance: null });
  });

  it('has no switches when real providers are configured', async () => {
    const live = await startTestApp({ PROVIDERS: 'live' });
    const response = await live.app.inject({
      method: 'POST',
      url: '/dev/maintenance',
      payload: { kind: 'SCHEDULED' },
    });
    expect(response.statusCode).toBe(404);
    await live.close();
  });
});
