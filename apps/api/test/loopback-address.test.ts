import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Found trying the app as a new user: `npm start` said 127.0.0.1, sign-in worked only at APP_URL (localhost).
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const page = (host: string, accept = 'text/html,application/xhtml+xml') => ({
  method: 'GET' as const,
  url: '/login?next=%2Fprofile',
  headers: { host, accept },
});

describe('the two spellings of this machine, when APP_URL names it (npm start runs in production mode)', () => {
  it('send a page opened at the other spelling to the same page at APP_URL', async () => {
    t = await startTestApp({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' });
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const response = await t.app.inject(page(host));
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe('http://localhost:3000/login?next=%2Fprofile');
    }
  });

  it('work the other way round when APP_URL names 127.0.0.1', async () => {
    t = await startTestApp({ APP_URL: 'http://127.0.0.1:3000' });
    const response = await t.app.inject(page('localhost:3000'));
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('http://127.0.0.1:3000/login?next=%2Fprofile');
  });

  it('leave APP_URL itself, API calls, other ports and other names alone', async () => {
    t = await startTestApp({ APP_URL: 'http://localhost:3000' });
    for (const request of [
      page('localhost:3000'),
      page('127.0.0.1:3000', 'application/json'),
      page('127.0.0.1:5173'),
      page('example.test:3000'),
      { ...page('127.0.0.1:3000'), method: 'POST' as const },
    ]) {
      const response = await t.app.inject(request);
      expect(
        response.statusCode,
        `${request.method} ${request.headers.host} ${request.headers.accept}`,
      ).not.toBe(307);
    }
  });
});

describe('a deployment', () => {
  it('is left alone: its APP_URL is a public name', async () => {
    t = await startTestApp({ NODE_ENV: 'production', APP_URL: 'https://app.wysh.example' });
    const response = await t.app.inject(page('127.0.0.1:3000'));
    expect(response.statusCode).not.toBe(307);
  });
});
