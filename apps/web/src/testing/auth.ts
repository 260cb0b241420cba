// Sessions and OAuth answers for unit tests: a signed-in store, access tokens that are JWT-shaped (so their
// expiry can be read), and msw handlers for /oauth/*.
import { http, HttpResponse } from 'msw';
import { AUTH_STORAGE_KEY } from '../shared/auth/token-storage';
import { useAuthStore, type AuthLevel } from '../shared/stores/auth';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token expiring at `exp` (seconds since the epoch); the app only reads `exp`. */
export function fakeAccessToken(exp = Math.floor(Date.now() / 1000) + 900, label = 'access'): string {
  return `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ exp, sub: label }))}.sig`;
}

export function signInAs(
  level: Exclude<AuthLevel, 'unidentified'>,
  tokens: Partial<{ accessToken: string; refreshToken: string }> = {},
) {
  useAuthStore.getState().setSession({
    accessToken: tokens.accessToken ?? fakeAccessToken(),
    refreshToken: tokens.refreshToken ?? 'refresh-1',
    authLevel: level,
  });
}

export function storedSession(): unknown {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

export function tokenAnswer(overrides: Record<string, unknown> = {}) {
  return {
    access_token: fakeAccessToken(),
    token_type: 'Bearer',
    expires_in: 900,
    refresh_token: 'refresh-2',
    scope: 'api',
    auth_level: 'identified',
    ...overrides,
  };
}

export function oauthError(
  status: number,
  error: string,
  description: string,
  extra: Record<string, unknown> = {},
) {
  return HttpResponse.json({ error, error_description: description, ...extra }, { status });
}

/** A server that signs anyone in (identified) and rotates refresh tokens. */
export const oauthHandlers = [
  http.post('*/oauth/authorize', () => HttpResponse.json({ code: 'code-1' })),
  http.post('*/oauth/token', () => HttpResponse.json(tokenAnswer())),
  http.post('*/oauth/revoke', () => HttpResponse.json({})),
];
