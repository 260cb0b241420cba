import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OAUTH_CLIENT_ID: 'web-client-under-test' });
});
afterAll(() => t.close());

describe('health and client id', () => {
  it('reports ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives the web client its OAuth client id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth_client_id' });
    expect(response.json()).toEqual({ client_id: 'web-client-under-test' });
  });

  it('answers 503 {ok:false} once the database is gone, and keeps serving', async () => {
    const doomed = await startTestApp();
    await doomed.database.pool.end();
    const response = await doomed.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ok: false });
    const again = await doomed.app.inject({ method: 'GET', url: '/oauth_client_id' });
    expect(again.statusCode).toBe(200);
    await doomed.app.close();
  });
});
