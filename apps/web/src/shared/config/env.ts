// The build-time environment, read and checked once at start-up.

export interface Env {
  /** Primary API base URL without a trailing slash; '' is the same origin. */
  apiUrl: string;
  /** API to use when the primary is unhealthy; null when none is configured. */
  fallbackApiUrl: string | null;
  isDevelopment: boolean;
}

interface RawEnv {
  VITE_API_URL?: unknown;
  VITE_FALLBACK_API_URL?: unknown;
  DEV?: unknown;
}

function baseUrl(name: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return null;
  if (!/^https?:\/\/[^/]+/.test(trimmed)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return trimmed;
}

export function parseEnv(raw: RawEnv): Env {
  return {
    apiUrl: baseUrl('VITE_API_URL', raw.VITE_API_URL) ?? '',
    fallbackApiUrl: baseUrl('VITE_FALLBACK_API_URL', raw.VITE_FALLBACK_API_URL),
    isDevelopment: raw.DEV === true,
  };
}

export const env: Env = parseEnv(import.meta.env);
