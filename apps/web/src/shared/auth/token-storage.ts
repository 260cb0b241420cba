// The session's tokens in localStorage under "authentication" ({ accessToken, refreshToken, authLevel }), so a
// reload or a second tab keeps the session. Never the password. Anything unreadable counts as no session.

export const AUTH_STORAGE_KEY = 'authentication';

export type SessionLevel = 'identified' | 'verified';

export interface StoredTokens {
  /** Null when only the refresh token survived: start-up refreshes before anything renders. */
  accessToken: string | null;
  refreshToken: string;
  authLevel: SessionLevel;
}

function isLevel(value: unknown): value is SessionLevel {
  return value === 'identified' || value === 'verified';
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

export function parseStoredTokens(raw: string | null): StoredTokens | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { accessToken, refreshToken, authLevel } = value as Record<string, unknown>;
    if (!nonEmpty(refreshToken) || !isLevel(authLevel)) return null;
    return { accessToken: nonEmpty(accessToken) ? accessToken : null, refreshToken, authLevel };
  } catch {
    return null;
  }
}

export function readStoredTokens(): StoredTokens | null {
  try {
    return parseStoredTokens(localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeStoredTokens(tokens: StoredTokens): void {
  const { accessToken, refreshToken, authLevel } = tokens;
  try {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ accessToken, refreshToken, authLevel }));
  } catch {
    // Storage full or disabled (private mode): the session still works in this tab.
  }
}

export function clearStoredTokens(): void {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** When an access token (a JWT) expires, in ms since the epoch; null when it cannot be read. */
export function accessTokenExpiry(token: string): number | null {
  const exp = claimsOf(token)?.['exp'];
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** The user an access token was issued to (its subject, an opaque id); null when it cannot be read. */
export function accessTokenUserId(token: string | null): string | null {
  const sub = token === null ? undefined : claimsOf(token)?.['sub'];
  return typeof sub === 'string' && sub !== '' ? sub : null;
}
