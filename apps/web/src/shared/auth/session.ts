// The session's life: restore it at start-up, refresh it silently, hand out a fresh access token, end it.
// Refresh tokens rotate on every use and a reused one revokes the whole session, so refreshes are
// single-flight within a tab, serialised across tabs (Web Locks), and always use the token in storage (another
// tab may have rotated it).
import { useAuthStore } from '../stores/auth';
import { ensureClientId } from './client-id';
import { OAuthError, refreshTokens, revoke } from './oauth';
import { accessTokenExpiry, readStoredTokens } from './token-storage';

/** Silent refresh period (spec: token silent refresh 10 min; access tokens live 15). */
export const REFRESH_INTERVAL_MS = 10 * 60_000;
/** An access token this close to its expiry is refreshed before it is used. */
const EXPIRY_MARGIN_MS = 30_000;
const LOCK_NAME = 'wysh-token-refresh';

let inFlight: Promise<boolean> | null = null;

function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK_NAME, task) : task();
}

async function doRefresh(): Promise<boolean> {
  const store = useAuthStore.getState();
  const stored = readStoredTokens();
  const refreshToken = stored?.refreshToken ?? store.refreshToken;
  if (!refreshToken) {
    console.error('No available refresh token');
    return false;
  }
  try {
    const tokens = await refreshTokens({ clientId: await ensureClientId(), refreshToken });
    useAuthStore.getState().setSession(tokens);
    return true;
  } catch (error) {
    // invalid_grant (expired, revoked, reused): the session is over. Offline: keep it and try again later.
    if (error instanceof OAuthError && error.status !== null && error.status < 500) {
      useAuthStore.getState().reset({ expired: true });
    }
    return false;
  }
}

/** Refreshes the tokens once, however many callers ask at the same moment. True when it worked. */
export function refreshSession(): Promise<boolean> {
  inFlight ??= withCrossTabLock(doRefresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function isFresh(accessToken: string, now: number): boolean {
  const expiry = accessTokenExpiry(accessToken);
  return expiry === null || expiry - EXPIRY_MARGIN_MS > now;
}

/** The access token to send, refreshed first when it is about to expire; null for a visitor. */
export async function getAccessToken(now = Date.now()): Promise<string | null> {
  if (inFlight) await inFlight;
  const { accessToken, refreshToken } = useAuthStore.getState();
  if (accessToken && isFresh(accessToken, now)) return accessToken;
  if (!refreshToken) return accessToken;
  await refreshSession();
  return useAuthStore.getState().accessToken;
}

/**
 * Start-up: adopt the stored session. With a live access token it is used as is; with only a refresh token
 * (or an expired access token) the app refreshes first, and renders nothing until that is done.
 */
export async function restoreSession(now = Date.now()): Promise<void> {
  const stored = readStoredTokens();
  if (!stored) return;
  const store = useAuthStore.getState();
  store.setSession(stored);
  if (stored.accessToken && isFresh(stored.accessToken, now)) return;
  store.setAuthenticating(true);
  try {
    await refreshSession();
  } finally {
    useAuthStore.getState().setAuthenticating(false);
  }
}

/** Logout: the server forgets the session, the app forgets everything about the person. */
export async function logout(): Promise<void> {
  const { refreshToken } = useAuthStore.getState();
  useAuthStore.getState().reset({ signedOut: true });
  if (refreshToken) await revoke({ clientId: await ensureClientId(), token: refreshToken });
}

/**
 * Keeps the session alive while there is one: a refresh every 10 minutes, one when the tab comes back after the
 * access token ran out (timers sleep with the laptop), and the session of another tab adopted or dropped.
 * Returns a function that stops it.
 */
export function startSessionKeeper(): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;

  const sync = () => {
    const signedIn = useAuthStore.getState().refreshToken !== null;
    if (signedIn && timer === null) {
      timer = setInterval(() => void refreshSession(), REFRESH_INTERVAL_MS);
    } else if (!signedIn && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };

  const onVisible = () => {
    const { accessToken, refreshToken } = useAuthStore.getState();
    if (
      document.visibilityState === 'visible' &&
      refreshToken &&
      accessToken &&
      !isFresh(accessToken, Date.now())
    ) {
      void refreshSession();
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== 'authentication') return;
    const stored = readStoredTokens();
    const store = useAuthStore.getState();
    if (!stored) {
      if (store.refreshToken) store.reset();
    } else if (stored.refreshToken !== store.refreshToken || stored.authLevel !== store.authLevel) {
      // Adopt it without writing it back: it is already in storage.
      useAuthStore.setState({ ...stored, signedOut: false });
    }
  };

  const unsubscribe = useAuthStore.subscribe(sync);
  sync();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    if (timer !== null) clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('storage', onStorage);
  };
}
