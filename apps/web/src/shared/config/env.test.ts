import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the same origin and no fallback', () => {
    expect(parseEnv({})).toEqual({ apiUrl: '', fallbackApiUrl: null, isDevelopment: false });
  });

  it('strips trailing slashes', () => {
    const env = parseEnv({
      VITE_API_URL: 'https://api.example.com/',
      VITE_FALLBACK_API_URL: 'https://b.example.com//',
    });
    expect(env.apiUrl).toBe('https://api.example.com');
    expect(env.fallbackApiUrl).toBe('https://b.example.com');
  });

  it('rejects a value that is not a URL', () => {
    expect(() => parseEnv({ VITE_FALLBACK_API_URL: 'backup-server' })).toThrow(/VITE_FALLBACK_API_URL/);
  });
});
