import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, oauthError, signInAs, storedSession, tokenAnswer } from '../../testing/auth';
import { server } from '../../testing/server';
import { useAuthStore } from '../stores/auth';
import {
  REFRESH_INTERVAL_MS,
  getAccessToken,
  logout,
  refreshSession,
  restoreSession,
  startSessionKeeper,
} from './session';
import { AUTH_STORAGE_KEY, writeStoredTokens } from './token-storage';

const now = () => Math.floor(Date.now() / 1000);

function tokenEndpoint(answer: (body: Record<string, string>) => Response | Promise<Response>) {
  const bodies: Array<Record<string, string>> = [];
  server.use(
    http.post('*/oauth/token', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

beforeEach(() => useAuthStore.setState({ clientId: 'wysh-web' }));

describe('restoreSession (start-up)', () => {
  it('does nothing for a visitor', async () => {
    const bodies = tokenEndpoint(() => HttpResponse.json(tokenAnswer()));
    await restoreSession();
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
    expect(bodies).toHaveLength(0);
  });

  it('uses a stored, live access token as it is', async () => {
    const bodies = tokenEndpoint(() => HttpResponse.json(tokenAnswer()));
    const accessToken = fakeAccessToken(now() + 600);
    writeStoredTokens({ accessToken, refreshToken: 'r1', authLevel: 'verified' });
    await restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ authLevel: 'verified', accessToken, refreshToken: 'r1' });
    expect(bodies).toHaveLength(0);
  });

  it('refreshes first when only the refresh token is stored, and is authenticating until then', async () => {
    let seenAuthenticating = false;
    const bodies = tokenEndpoint(() => {
      seenAuthenticating = useAuthStore.getState().authenticating;
      return HttpResponse.json(tokenAnswer({ refresh_token: 'r2', auth_level: 'verified' }));
    });
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ refreshToken: 'r1', authLevel: 'verified' }));
    await restoreSession();
    expect(seenAuthenticating).toBe(true);
    expect(bodies).toEqual([{ grant_type: 'refresh_token', refresh_token: 'r1', client_id: 'wysh-web' }]);
    expect(useAuthStore.getState()).toMatchObject({
      authLevel: 'verified',
      refreshToken: 'r2',
      authenticating: false,
    });
    expect(storedSession()).toMatchObject({ refreshToken: 'r2', authLevel: 'verified' });
  });

  it('refreshes an expired access token too', async () => {
    const bodies = tokenEndpoint(() => HttpResponse.json(tokenAnswer()));
    writeStoredTokens({
      accessToken: fakeAccessToken(now() - 60),
      refreshToken: 'r1',
      authLevel: 'identified',
    });
    await restoreSession();
    expect(bodies).toHaveLength(1);
  });

  it('forgets a session the server no longer knows (invalid_grant)', async () => {
    tokenEndpoint(() =>
      oauthError(400, 'invalid_grant', 'The refresh token is invalid, expired or already used.'),
    );
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ refreshToken: 'old', authLevel: 'identified' }));
    await restoreSession();
    expect(useAuthStore.getState()).toMatchObject({
      authLevel: 'unidentified',
      refreshToken: null,
      authenticating: false,
    });
    expect(storedSession()).toBeNull();
  });

  it('keeps the stored session when the server cannot be reached (it may work on the next try)', async () => {
    tokenEndpoint(() => HttpResponse.error());
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ refreshToken: 'r1', authLevel: 'identified' }));
    await restoreSession();
    expect(storedSession()).toMatchObject({ refreshToken: 'r1' });
    expect(useAuthStore.getState().authenticating).toBe(false);
  });
});

describe('refreshSession', () => {
  it('refreshes once however many callers ask at the same moment (refresh tokens rotate)', async () => {
    let calls = 0;
    tokenEndpoint(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return HttpResponse.json(tokenAnswer({ refresh_token: `r${calls + 1}` }));
    });
    signInAs('identified', { refreshToken: 'r1' });
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(results).toEqual([true, true, true]);
    expect(calls).toBe(1);
    expect(useAuthStore.getState().refreshToken).toBe('r2');
  });

  it('uses the refresh token in storage, which another tab may have rotated', async () => {
    const bodies = tokenEndpoint(() => HttpResponse.json(tokenAnswer({ refresh_token: 'r3' })));
    signInAs('identified', { refreshToken: 'r1' });
    writeStoredTokens({
      accessToken: fakeAccessToken(),
      refreshToken: 'r2-from-other-tab',
      authLevel: 'identified',
    });
    await refreshSession();
    expect(bodies[0]?.refresh_token).toBe('r2-from-other-tab');
  });

  it('keeps the level the server answers', async () => {
    tokenEndpoint(() => HttpResponse.json(tokenAnswer({ auth_level: 'verified' })));
    signInAs('verified');
    await refreshSession();
    expect(useAuthStore.getState().authLevel).toBe('verified');
  });
});

describe('getAccessToken', () => {
  it('is null for a visitor', async () => {
    expect(await getAccessToken()).toBeNull();
  });

  it('hands out a live token without refreshing', async () => {
    const bodies = tokenEndpoint(() => HttpResponse.json(tokenAnswer()));
    const accessToken = fakeAccessToken(now() + 600);
    signInAs('identified', { accessToken });
    expect(await getAccessToken()).toBe(accessToken);
    expect(bodies).toHaveLength(0);
  });

  it('refreshes a token about to expire before handing it out', async () => {
    const fresh = fakeAccessToken(now() + 900, 'fresh');
    tokenEndpoint(() => HttpResponse.json(tokenAnswer({ access_token: fresh })));
    signInAs('identified', { accessToken: fakeAccessToken(now() + 10) });
    expect(await getAccessToken()).toBe(fresh);
  });
});

describe('logout', () => {
  it('revokes the refresh token and forgets the session', async () => {
    const revoked: unknown[] = [];
    server.use(
      http.post('*/oauth/revoke', async ({ request }) => {
        revoked.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    signInAs('verified', { refreshToken: 'r9' });
    await logout();
    expect(revoked).toEqual([{ token: 'r9', client_id: 'wysh-web' }]);
    expect(useAuthStore.getState()).toMatchObject({
      authLevel: 'unidentified',
      accessToken: null,
      signedOut: true,
    });
    expect(storedSession()).toBeNull();
  });
});

describe('startSessionKeeper', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
  });

  it('refreshes silently every 10 minutes while signed in, and stops after logout', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: false,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    let calls = 0;
    tokenEndpoint(() => {
      calls += 1;
      return HttpResponse.json(tokenAnswer({ refresh_token: `r${calls + 1}` }));
    });
    signInAs('identified', { refreshToken: 'r1' });
    stop = startSessionKeeper();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 1000);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(calls).toBe(1));
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    await vi.waitFor(() => expect(calls).toBe(2));
    useAuthStore.getState().reset({ signedOut: true });
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS * 3);
    expect(calls).toBe(2);
  });

  it('does not refresh for a visitor', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const bodies = tokenEndpoint(() => HttpResponse.json(tokenAnswer()));
    stop = startSessionKeeper();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS * 2);
    expect(bodies).toHaveLength(0);
  });

  it("adopts another tab's session, and drops it when that tab logs out", () => {
    stop = startSessionKeeper();
    writeStoredTokens({ accessToken: 'a', refreshToken: 'other-tab', authLevel: 'verified' });
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect(useAuthStore.getState()).toMatchObject({ authLevel: 'verified', refreshToken: 'other-tab' });
    localStorage.removeItem(AUTH_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
  });
});
