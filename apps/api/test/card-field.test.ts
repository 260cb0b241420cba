// The sandbox card provider as the app runs it: started with the app (and closed with it), named by the public
// appSettings for the browser's card field, its frame page and script served with their own strict headers to
// the app's origins only, tokenising with the publishable key, the secret key nowhere in the frame, and the
// app's own pages allowed to frame it. Live mode: the keys are required, and the browser is sent to Elements.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openCardProvider, SANDBOX_CARD_KEYS } from '../src/modules/payments/configured-card-provider.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type CardProviderSettings = { mode: string; publishableKey: string; frameUrl: string | null };
const SETTINGS = '{ appSettings { cardProvider { mode publishableKey frameUrl } } }';
const APP_ORIGIN = 'http://localhost:3000';

let t: TestApp;
let frameUrl: string;
/** A built web app of one page, for the production page's headers. */
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>wysh</title><div id="root"></div>');
  t = await startTestApp();
  const { data } = await t.graphql<{ appSettings: { cardProvider: CardProviderSettings } }>(SETTINGS);
  frameUrl = data!.appSettings.cardProvider.frameUrl!;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function pagePolicy(app: TestApp): Promise<string> {
  const page = await app.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  return String(page.headers['content-security-policy']);
}

const frame = (origin: string | null = APP_ORIGIN) =>
  fetch(origin === null ? frameUrl : `${frameUrl}?origin=${encodeURIComponent(origin)}`);

describe('the sandbox card provider with the app', () => {
  it('is started with the app and named by appSettings (the sandbox frame, the publishable key only)', async () => {
    const { data } = await t.graphql<{ appSettings: { cardProvider: CardProviderSettings } }>(SETTINGS);
    expect(data!.appSettings.cardProvider).toEqual({
      mode: 'SANDBOX',
      publishableKey: SANDBOX_CARD_KEYS.publishableKey,
      frameUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/elements\/card-field$/),
    });
    expect(new URL(frameUrl).port).not.toBe('3000');
  });

  it('serves the frame page to the app origin, with its own strict policy, framed by that origin only', async () => {
    const response = await frame();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain(`frame-ancestors ${APP_ORIGIN}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/elements/card-field.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    expect(html).toContain(`data-parent-origin="${APP_ORIGIN}"`);
    for (const label of ['Card number', 'Expiration date', 'Security code']) expect(html).toContain(label);
    expect(html).toContain(SANDBOX_CARD_KEYS.publishableKey);
    expect(html).not.toContain(SANDBOX_CARD_KEYS.secretKey);
    expect(html).not.toContain('sk_');
  });

  it('serves the loopback spellings of the app origin, and refuses any other parent', async () => {
    expect((await frame('http://127.0.0.1:3000')).status).toBe(200);
    expect((await frame('http://[::1]:3000')).status).toBe(200);
    for (const origin of ['https://evil.example', 'http://localhost:3001', null]) {
      const response = await frame(origin);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('serves the script, the card checks and the stylesheet, with no secret key in them', async () => {
    for (const [file, type] of [
      ['card-field.js', 'text/javascript'],
      ['cards.js', 'text/javascript'],
      ['card-field.css', 'text/css'],
    ] as const) {
      const response = await fetch(new URL(`/elements/${file}`, frameUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = await response.text();
      expect(body).not.toContain(SANDBOX_CARD_KEYS.secretKey);
      expect(body).not.toContain('sk_');
    }
    const script = await (await fetch(new URL('/elements/card-field.js', frameUrl))).text();
    expect(script).toContain("from './cards.js'");
    expect(script).toContain('source: SOURCE');
    const cards = await (await fetch(new URL('/elements/cards.js', frameUrl))).text();
    expect(cards).toContain('export const passesLuhn = function passesLuhn(');
    expect(cards).not.toMatch(/\): boolean/); // types stripped: plain JavaScript
    // The browser's module checks as the domain does (a data: URL is a module of its own, as the browser's is).
    const checks = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(cards)}`)) as {
      passesLuhn(number: string): boolean;
      cardBrand(number: string): string;
      isExpired(month: number, year: number, today: string): boolean;
    };
    expect(checks.passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(checks.passesLuhn('1234 1234 1234 1234')).toBe(false);
    expect(checks.cardBrand('3782 822463 10005')).toBe('amex');
    expect(checks.isExpired(1, 26, '2026-11-21')).toBe(true);
    expect((await fetch(new URL('/elements/nothing.js', frameUrl))).status).toBe(404);
  });

  it('tokenises with the publishable key as the frame does, keeping only brand, last4 and expiry', async () => {
    const token = await tokenise('4242424242424242');
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({
      object: 'payment_method',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    });
    const bad = await tokenise('4242424242424241');
    expect(bad.status).toBe(402);
    expect(bad.body.error?.message).toBe('Your card number is invalid.');
    const rows = await t.database.pool.query('select * from sandbox_card_payment_methods');
    expect(JSON.stringify(rows.rows)).not.toContain('4242424242424242');
  });

  it('lets the app pages frame the provider (frame-src) in production', async () => {
    const production = await startTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });
    try {
      const { data } = await production.graphql<{ appSettings: { cardProvider: CardProviderSettings } }>(
        SETTINGS,
      );
      const origin = new URL(data!.appSettings.cardProvider.frameUrl!).origin;
      expect(await pagePolicy(production)).toContain(`frame-src 'self' ${origin};`);
    } finally {
      await production.close();
    }
  });

  it('closes the sandbox provider with the app', async () => {
    const other = await startTestApp();
    const { data } = await other.graphql<{ appSettings: { cardProvider: CardProviderSettings } }>(SETTINGS);
    const url = `${data!.appSettings.cardProvider.frameUrl!}?origin=${encodeURIComponent(APP_ORIGIN)}`;
    expect((await fetch(url)).status).toBe(200);
    await other.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe('PROVIDERS=live', () => {
  it('names Elements with the publishable key, no frame, and lets the pages load them', async () => {
    const live = await startTestApp({
      PROVIDERS: 'live',
      NODE_ENV: 'production',
      WEB_DIST_DIR: dist,
      CARD_PROVIDER_SECRET_KEY: 'sk_live_test_only',
      CARD_PROVIDER_PUBLISHABLE_KEY: 'pk_live_test_only',
    });
    try {
      const { data } = await live.graphql<{ appSettings: { cardProvider: CardProviderSettings } }>(SETTINGS);
      expect(data!.appSettings.cardProvider).toEqual({
        mode: 'LIVE',
        publishableKey: 'pk_live_test_only',
        frameUrl: null,
      });
      const policy = await pagePolicy(live);
      expect(policy).toContain("script-src 'self' https://js.stripe.com");
      expect(policy).toContain("frame-src 'self' https://js.stripe.com");
      expect(policy).toContain('https://api.stripe.com');
    } finally {
      await live.close();
    }
  });

  it('refuses to start without the card provider keys', async () => {
    for (const keys of [
      {},
      { CARD_PROVIDER_SECRET_KEY: 'sk_live_x' },
      { CARD_PROVIDER_PUBLISHABLE_KEY: 'pk_live_x' },
    ]) {
      const config = loadConfig({ PROVIDERS: 'live', DATA_DIR: 'memory', ...keys });
      await expect(
        openCardProvider(config, { db: t.database.db, clock: t.clock, webhookSecret: 'whsec_unused' }),
      ).rejects.toThrow(
        'PROVIDERS=live: the card provider needs CARD_PROVIDER_SECRET_KEY, CARD_PROVIDER_PUBLISHABLE_KEY and CARD_PROVIDER_WEBHOOK_SECRET.',
      );
    }
  });
});

/** Tokenises a card as the frame's script does: same form encoding, the publishable key. */
async function tokenise(number: string) {
  const response = await fetch(new URL('/v1/payment_methods', frameUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${SANDBOX_CARD_KEYS.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
      'billing_details[name]': 'Ada Lovelace',
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      object?: string;
      card?: unknown;
      error?: { message: string };
    },
  };
}
