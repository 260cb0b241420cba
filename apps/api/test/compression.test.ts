// Dynamic answers of 1 KB or more go out compressed to a client that accepts brotli or gzip, smaller ones as
// they are; answers that carry tokens or codes (OAuth, the sandbox's /dev/ routes) never, against BREACH.
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../src/http/compression.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const translations = { query: '{ translations(slug: "web") { slug locale entries { key value } } }' };

describe('compressing dynamic answers', () => {
  it('sends a large GraphQL answer (the translations) in brotli to a browser that accepts it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      payload: translations,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    const body = zlib.brotliDecompressSync(response.rawPayload);
    expect(response.rawPayload.length).toBeLessThan(body.length / 2);
    expect(JSON.parse(body.toString()).data.translations.entries.length).toBeGreaterThan(10);
  });

  it('sends gzip to a client that accepts only gzip, and plain JSON to one that accepts neither', async () => {
    const gzip = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-encoding': 'gzip' },
      payload: translations,
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).data.translations.slug).toBe('web');
    const plain = await t.app.inject({ method: 'POST', url: '/graphql', payload: translations });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.translations.slug).toBe('web');
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { query: '{ countries { alpha2 } }' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ data: { countries: [{ alpha2: 'US' }] } });
  });
});

describe('answers that carry secrets', () => {
  // A bare server with the same registration: the real OAuth and sandbox answers are all under 1 KB today, so
  // large ones stand in for them to show the exclusion holds whatever their size.
  const app = Fastify();
  const large = { token: 'x'.repeat(4096) };
  beforeAll(async () => {
    await registerCompression(app);
    app.post('/oauth/token', async () => large);
    app.get('/dev/login-link', async () => large);
    app.get('/graphql', async () => large);
    await app.ready();
  });
  afterAll(() => app.close());

  it('never compresses the OAuth and sandbox answers', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/oauth/token' },
      { method: 'GET' as const, url: '/dev/login-link' },
    ]) {
      const response = await app.inject({ ...request, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual(large);
    }
  });

  it('compresses the same answer elsewhere', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });
});
