import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
  // Too small for the build to make copies of.
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build's precompressed copies (apps/web/vite.config.ts).
  for (const file of ['index.html', 'assets/app-abc123.js']) {
    const source = fs.readFileSync(path.join(dist, file));
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(source));
  }
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
    // Never revalidated, so no validators.
    expect(response.headers['etag']).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
  });

  it('keeps validators on the uncached app page, so a return visit can get a 304', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['etag']).toBeDefined();
  });

  it("sends a script or stylesheet nosniff, HSTS and the referrer policy, not a page's framing headers", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const name of ['x-frame-options', 'permissions-policy', 'cross-origin-opener-policy']) {
      expect(response.headers[name], name).toBeUndefined();
    }
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

  it('lets partners frame the affiliate placement, and only that page', async () => {
    for (const url of ['/embed/estimate', '/embed/estimate?birthdate=06/15/1990&placementId=p-1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-frame-options']).toBeUndefined();
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self' https:");
      expect(csp).not.toContain("frame-ancestors 'none'");
    }
    for (const url of [
      '/',
      '/embed',
      '/embed/estimate/more',
      '/embed/estimates',
      '/coverage-preview?x=/embed/estimate',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
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

  it("serves the build's brotli or gzip copy of a file to a browser that accepts it, and says so", async () => {
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe('console.log(1)');
    }
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends a file the build made no copies of as it is, never compressing it per request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('serves the app page compressed too, still uncached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers HEAD on an app route like GET, without the body', async () => {
    for (const url of ['/', '/login', '/customer-support', '/no/such/page']) {
      // A browser's Accept, and an uptime check's (curl -I sends */*; some send none).
      for (const accept of ['text/html,application/xhtml+xml', '*/*', undefined]) {
        const headers = accept === undefined ? {} : { accept };
        const get = await t.app.inject({ method: 'GET', url, headers });
        const head = await t.app.inject({ method: 'HEAD', url, headers });
        expect(get.statusCode, `GET ${url} (${accept})`).toBe(200);
        expect(head.statusCode, `HEAD ${url} (${accept})`).toBe(200);
        expect(head.body).toBe('');
        for (const name of ['content-type', 'content-length', 'cache-control', 'content-security-policy']) {
          expect(head.headers[name], `${name} of HEAD ${url}`).toBe(get.headers[name]);
        }
      }
    }
  });

  it('answers HEAD on a file like GET, and a missing file 404 even to a client that takes anything', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String('console.log(1)'.length));
    expect(head.body).toBe('');
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of ['/assets/gone-123.js', '/robots.txt']) {
        const response = await t.app.inject({ method, url, headers: { accept: '*/*' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });
});
