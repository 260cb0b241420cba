// UTM parameters of the landing URL. They are kept for the whole visit (sessionStorage) so that attribution
// and co-branding survive navigation inside the app.

export const UTM_KEYS = ['utm_campaign', 'utm_content', 'utm_medium', 'utm_source', 'utm_term'] as const;

export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

const STORAGE_KEY = 'wysh.utm';

/** The UTM parameters of a query string, or null when it carries none. */
export function parseUtm(search: string): UtmParams | null {
  const params = new URLSearchParams(search);
  const utm: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, 200);
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

export function readStoredUtm(storage: Storage | null = safeSessionStorage()): UtmParams {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const utm: UtmParams = {};
    for (const key of UTM_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') utm[key] = value;
    }
    return utm;
  } catch {
    return {};
  }
}

export function storeUtm(utm: UtmParams, storage: Storage | null = safeSessionStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // Private browsing can refuse storage; attribution then lasts for this page only.
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
