import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanAnalyticsProperties, hashedEmail, looksPersonal, sha1Hex } from './analytics.ts';

describe('sha1Hex', () => {
  it('matches the FIPS test vectors', () => {
    expect(sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(sha1Hex('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(sha1Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    );
  });

  it('agrees with node:crypto on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(sha1Hex(text)).toBe(createHash('sha1').update(text, 'utf8').digest('hex'));
      }),
    );
  });
});

describe('hashedEmail', () => {
  it('hashes the trimmed, lower-cased address', () => {
    expect(hashedEmail(' Ada@Example.com ')).toBe(sha1Hex('ada@example.com'));
  });
});

describe('cleanAnalyticsProperties', () => {
  it('keeps small scalars and drops personal data, objects and long strings', () => {
    const { properties, dropped } = cleanAnalyticsProperties({
      path: '/products/insurance',
      count: 3,
      ok: true,
      email: 'x',
      contact: 'ada@example.com',
      note: 'call 415-555-0100',
      firstName: 'Ada',
      emailHash: sha1Hex('ada@example.com'),
      nested: { a: 1 },
      long: 'x'.repeat(201),
      'bad key': 1,
    });
    expect(properties).toEqual({
      path: '/products/insurance',
      count: 3,
      ok: true,
      emailHash: sha1Hex('ada@example.com'),
    });
    expect(dropped.sort()).toEqual(['bad key', 'contact', 'email', 'firstName', 'long', 'nested', 'note']);
  });

  it('never keeps a value that looks like an e-mail or a phone number', () => {
    expect(looksPersonal('plan', 'someone@somewhere.org')).toBe(true);
    expect(looksPersonal('plan', '+1 (415) 555 0100')).toBe(true);
    expect(looksPersonal('termMonths', 240)).toBe(false);
    expect(looksPersonal('page', '/wyshes/3/details')).toBe(false);
    expect(looksPersonal('emailHash', 'a9993e364706816aba3e25717850c26c9cd0d89d')).toBe(false);
    expect(looksPersonal('emailHash', 'ada@example.com')).toBe(true);
  });
});

describe('the event catalogue', () => {
  it('logs home and page views every time, and the spec 7.7 events once per user', async () => {
    const { ANALYTICS_EVENTS, isAnalyticsEventName } = await import('./analytics.ts');
    expect(ANALYTICS_EVENTS.home_view.oncePerUser).toBe(false);
    expect(ANALYTICS_EVENTS.page_view.oncePerUser).toBe(false);
    expect(ANALYTICS_EVENTS.wysh_created.oncePerUser).toBe(true);
    expect(isAnalyticsEventName('home_view')).toBe(true);
    expect(isAnalyticsEventName('toString')).toBe(false);
  });
});
