import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Wysh</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["app.tsx"]}');
  t = await startTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any page route with the app, uncached, so the client router decides', async () => {
    for (const url of ['/', '/disclosure/terms-of-service', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve source maps in production, even one left in the build', async () => {
    for (const headers of [{}, { accept: 'text/html' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map', headers });
      expect(response.body).not.toContain('"sources"');
    }
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(response.statusCode).toBe(404);
  });

  it('serves them outside production, for debugging a local build', async () => {
    const dev = await startTestApp({ NODE_ENV: 'development', WEB_DIST_DIR: dist });
    const response = await dev.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(response.statusCode).toBe(200);
    await dev.close();
  });

  it('never answers an API path with the app', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/nothing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('sends security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('asks browsers for HTTPS only, a window of its own and no powerful features, in production', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/health' },
      { method: 'GET' as const, url: '/', headers: { accept: 'text/html' } },
      { method: 'POST' as const, url: '/graphql', payload: { query: '{ countries { alpha2 } }' } },
    ]) {
      const response = await t.app.inject(request);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });

  it('sends no HSTS outside production (http://localhost), the other headers all the same', async () => {
    const dev = await startTestApp({ NODE_ENV: 'development', WEB_DIST_DIR: dist });
    const response = await dev.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    await dev.close();
  });
});
