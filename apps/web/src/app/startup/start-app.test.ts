import { http, HttpResponse } from 'msw';
import { graphql } from '../../testing/graphql-link';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken } from '../../testing/auth';
import { testSettings } from '../../testing/handlers';
import { server } from '../../testing/server';
import { getApiBase, setApiBase } from '../../shared/lib/api-base';
import { createQueryClient } from '../../shared/lib/query-client';
import { i18n } from '../../shared/lib/i18n';
import { useAuthStore } from '../../shared/stores/auth';
import { useServiceStore } from '../../shared/stores/service';
import { chooseApi } from './choose-api';
import { loadClientId } from '../../shared/auth/client-id';
import { loadTranslations } from './load-translations';
import { startApp } from './start-app';

const PRIMARY = 'https://primary.example.com';
const FALLBACK = 'https://fallback.example.com';

afterEach(() => {
  setApiBase('');
  vi.restoreAllMocks();
});

describe('chooseApi', () => {
  it('uses the primary API when it is healthy', async () => {
    server.use(http.get(`${PRIMARY}/health`, () => HttpResponse.json({ ok: true })));
    expect(await chooseApi({ apiUrl: PRIMARY, fallbackApiUrl: FALLBACK })).toEqual({
      apiBase: PRIMARY,
      healthy: true,
    });
  });

  it('uses the fallback when the primary says it is not ok', async () => {
    server.use(
      http.get(`${PRIMARY}/health`, () => HttpResponse.json({ ok: false }, { status: 503 })),
      http.get(`${FALLBACK}/health`, () => HttpResponse.json({ ok: true })),
    );
    expect(await chooseApi({ apiUrl: PRIMARY, fallbackApiUrl: FALLBACK })).toEqual({
      apiBase: FALLBACK,
      healthy: true,
    });
  });

  it('uses the fallback when the primary is unreachable', async () => {
    server.use(
      http.get(`${PRIMARY}/health`, () => HttpResponse.error()),
      http.get(`${FALLBACK}/health`, () => HttpResponse.json({ ok: true })),
    );
    expect(await chooseApi({ apiUrl: PRIMARY, fallbackApiUrl: FALLBACK })).toEqual({
      apiBase: FALLBACK,
      healthy: true,
    });
  });

  it('treats an answer without ok: true as unhealthy', async () => {
    server.use(
      http.get(`${PRIMARY}/health`, () => HttpResponse.text('<html>gateway</html>')),
      http.get(`${FALLBACK}/health`, () => HttpResponse.json({ ok: true })),
    );
    expect((await chooseApi({ apiUrl: PRIMARY, fallbackApiUrl: FALLBACK })).apiBase).toBe(FALLBACK);
  });

  it('stays on the primary, unhealthy, when the fallback fails too', async () => {
    server.use(
      http.get(`${PRIMARY}/health`, () => HttpResponse.error()),
      http.get(`${FALLBACK}/health`, () => HttpResponse.json({ ok: false })),
    );
    expect(await chooseApi({ apiUrl: PRIMARY, fallbackApiUrl: FALLBACK })).toEqual({
      apiBase: PRIMARY,
      healthy: false,
    });
  });

  it('does not look for a fallback when none is configured', async () => {
    const fallbackChecked = vi.fn();
    server.use(
      http.get(`${PRIMARY}/health`, () => HttpResponse.json({ ok: false })),
      http.get(`${FALLBACK}/health`, fallbackChecked),
    );
    expect(await chooseApi({ apiUrl: PRIMARY, fallbackApiUrl: null })).toEqual({
      apiBase: PRIMARY,
      healthy: false,
    });
    expect(fallbackChecked).not.toHaveBeenCalled();
  });
});

describe('loadTranslations', () => {
  it('uses the server copy', async () => {
    server.use(
      graphql.query('Translations', () =>
        HttpResponse.json({
          data: { translations: { entries: [{ key: 'notFound.button', value: 'FROM SERVER' }] } },
        }),
      ),
    );
    expect(await loadTranslations()).toEqual({ 'notFound.button': 'FROM SERVER' });
  });

  it('logs "Could not fetch translations" and falls back to the bundled copy', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(graphql.query('Translations', () => HttpResponse.error()));
    const translations = await loadTranslations();
    expect(log).toHaveBeenCalledWith('Could not fetch translations', expect.anything());
    expect(translations['notFound.button']).toBe('FORGET YOU SAW THIS');
  });

  it('falls back when the server answers with a GraphQL error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      graphql.query('Translations', () => HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })),
    );
    expect((await loadTranslations())['notFound.title']).toBe("Oops! We must've moved whatever was here");
  });
});

describe('loadClientId', () => {
  it('stores the client id', async () => {
    await loadClientId();
    expect(useAuthStore.getState().clientId).toBe('web-client');
  });

  it('logs a failure and carries on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/oauth_client_id', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await expect(loadClientId()).resolves.toBeNull();
    expect(useAuthStore.getState().clientId).toBeNull();
    expect(log).toHaveBeenCalled();
  });
});

describe('startApp', () => {
  it('switches every later call to the fallback API', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${PRIMARY}/health`, () => HttpResponse.error()),
      http.get(`${FALLBACK}/health`, () => HttpResponse.json({ ok: true })),
      http.all(`${FALLBACK}/*`, ({ request }) => {
        seen.push(new URL(request.url).pathname);
      }),
    );
    await startApp({ apiUrl: PRIMARY, fallbackApiUrl: FALLBACK, isDevelopment: false }, createQueryClient());
    expect(getApiBase()).toBe(FALLBACK);
    expect(useServiceStore.getState().healthy).toBe(true);
    expect(seen).toEqual(expect.arrayContaining(['/oauth_client_id', '/graphql']));
  });

  it('still starts, unhealthy and with the bundled copy, when no API answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.all(`${PRIMARY}/*`, () => HttpResponse.error()));
    await startApp({ apiUrl: PRIMARY, fallbackApiUrl: null, isDevelopment: false }, createQueryClient());
    expect(useServiceStore.getState().healthy).toBe(false);
    expect(i18n.t('notFound.button')).toBe('FORGET YOU SAW THIS');
  });

  it('keeps the landing URL UTM parameters', async () => {
    window.history.replaceState(null, '', '/?utm_campaign=cappsool');
    await startApp({ apiUrl: '', fallbackApiUrl: null, isDevelopment: false }, createQueryClient());
    expect(JSON.parse(sessionStorage.getItem('wysh.utm') ?? '{}')).toEqual({ utm_campaign: 'cappsool' });
    window.history.replaceState(null, '', '/');
  });
});

describe('startApp: public data', () => {
  const start = (client = createQueryClient()) =>
    startApp({ apiUrl: '', fallbackApiUrl: null, isDevelopment: false }, client).then(() => client);

  it('asks for the copy, the maintenance window and the settings in one request, and fills their caches', async () => {
    const operations: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/graphql')
        void request
          .clone()
          .json()
          .then((body: { query: string }) => operations.push(/(query|mutation) (\w+)/.exec(body.query)![2]!));
    });
    server.use(
      graphql.query('StartUp', () =>
        HttpResponse.json({
          data: {
            translations: { entries: [{ key: 'notFound.button', value: 'FROM START-UP' }] },
            maintenance: { kind: 'SCHEDULED', returnsAt: '2030-01-01T00:00:00.000Z' },
            appSettings: {
              helpCenterUrl: 'https://h',
              marketingSiteUrl: 'https://m',
              supportPhone: '8005550199',
            },
          },
        }),
      ),
    );
    const client = await start();
    server.events.removeAllListeners();
    expect(i18n.t('notFound.button')).toBe('FROM START-UP');
    expect(client.getQueryData(['maintenance'])).toEqual({
      maintenance: { kind: 'SCHEDULED', returnsAt: '2030-01-01T00:00:00.000Z' },
    });
    expect(client.getQueryData(['appSettings'])).toEqual({
      appSettings: { helpCenterUrl: 'https://h', marketingSiteUrl: 'https://m', supportPhone: '8005550199' },
    });
    expect(operations.sort()).toEqual(['ExchangeBlackbox', 'StartUp']);
  });

  it('asks for each on its own when the combined answer fails', async () => {
    server.use(
      graphql.query('StartUp', () => HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })),
      graphql.query('Translations', () =>
        HttpResponse.json({
          data: { translations: { entries: [{ key: 'notFound.button', value: 'ALONE' }] } },
        }),
      ),
    );
    const client = await start();
    expect(i18n.t('notFound.button')).toBe('ALONE');
    expect(client.getQueryData(['maintenance'])).toEqual({ maintenance: null });
    expect(client.getQueryData(['appSettings'])).toEqual({ appSettings: testSettings });
  });

  it('uses the bundled copy when the server has none, and keeps the rest of the answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      graphql.query('StartUp', () =>
        HttpResponse.json({
          data: { translations: { entries: [] }, maintenance: null, appSettings: testSettings },
        }),
      ),
    );
    const client = await start();
    expect(i18n.t('notFound.button')).toBe('FORGET YOU SAW THIS');
    expect(client.getQueryData(['appSettings'])).toEqual({ appSettings: testSettings });
  });
});

describe('startApp: session and device', () => {
  it('refreshes a stored session that kept only its refresh token before it is done', async () => {
    localStorage.setItem('authentication', JSON.stringify({ refreshToken: 'r1', authLevel: 'verified' }));
    const bodies: unknown[] = [];
    server.use(
      http.post('*/oauth/token', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          access_token: 'a2',
          refresh_token: 'r2',
          token_type: 'Bearer',
          expires_in: 900,
          scope: 'api',
          auth_level: 'verified',
        });
      }),
    );
    await startApp({ apiUrl: '', fallbackApiUrl: null, isDevelopment: false }, createQueryClient());
    expect(bodies).toEqual([{ grant_type: 'refresh_token', refresh_token: 'r1', client_id: 'web-client' }]);
    expect(useAuthStore.getState()).toMatchObject({
      authLevel: 'verified',
      accessToken: 'a2',
      authenticating: false,
    });
  });

  it('starts loading the initial data of a restored session: pre-verified, plus verified when verified', async () => {
    const state = (client: ReturnType<typeof createQueryClient>, which: string) =>
      client.getQueryState(['viewer', 'initialData', which])?.status;
    const start = (authLevel: string | null) => {
      useAuthStore.getState().reset();
      if (authLevel) {
        localStorage.setItem(
          'authentication',
          JSON.stringify({ accessToken: fakeAccessToken(), refreshToken: 'r1', authLevel }),
        );
      }
      const client = createQueryClient();
      return startApp({ apiUrl: '', fallbackApiUrl: null, isDevelopment: false }, client).then(() => client);
    };

    const verified = await start('verified');
    await waitFor(() => {
      expect(state(verified, 'verified')).toBe('success');
      expect(state(verified, 'preVerified')).toBe('success');
    });

    const identified = await start('identified');
    await waitFor(() => expect(state(identified, 'preVerified')).toBe('success'));
    expect(state(identified, 'verified')).toBeUndefined();

    const visitor = await start(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state(visitor, 'preVerified')).toBeUndefined();
  });

  it('checks the device once with a blackbox derived from a stored device id, client family "web"', async () => {
    const inputs: Array<{ blackbox: string; clientFamily: string }> = [];
    server.use(
      graphql.mutation('ExchangeBlackbox', ({ variables }) => {
        inputs.push(variables.input as { blackbox: string; clientFamily: string });
        return HttpResponse.json({ data: { exchangeBlackbox: { blocked: false, deviceId: 'd1' } } });
      }),
    );
    await startApp({ apiUrl: '', fallbackApiUrl: null, isDevelopment: false }, createQueryClient());
    await startApp({ apiUrl: '', fallbackApiUrl: null, isDevelopment: false }, createQueryClient());
    const deviceId = localStorage.getItem('wysh.deviceId');
    expect(deviceId).toBeTruthy();
    expect(inputs).toHaveLength(2);
    expect(inputs[0]!.clientFamily).toBe('web');
    expect(inputs[0]!.blackbox.startsWith(`${deviceId}.`)).toBe(true);
    expect(inputs[1]!.blackbox).toBe(inputs[0]!.blackbox);
    expect(useAuthStore.getState().lockReason).toBeNull();
  });

  it('locks the device when the fraud check says it is blocked', async () => {
    server.use(
      graphql.mutation('ExchangeBlackbox', () =>
        HttpResponse.json({ data: { exchangeBlackbox: { blocked: true, deviceId: 'd1' } } }),
      ),
    );
    await startApp({ apiUrl: '', fallbackApiUrl: null, isDevelopment: false }, createQueryClient());
    expect(useAuthStore.getState().lockReason).toBe('device_locked');
  });

  it('carries on when the fraud check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(graphql.mutation('ExchangeBlackbox', () => HttpResponse.error()));
    await startApp({ apiUrl: '', fallbackApiUrl: null, isDevelopment: false }, createQueryClient());
    expect(useAuthStore.getState().lockReason).toBeNull();
  });
});
