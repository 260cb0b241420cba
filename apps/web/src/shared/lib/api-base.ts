// The API base chosen at start-up (primary or fallback). Every request resolves its URL through here.

let apiBase = '';

export function setApiBase(base: string): void {
  apiBase = base;
}

export function getApiBase(): string {
  return apiBase;
}

/** Absolute URL of an API path on the chosen base ('' = the page's own origin). */
export function apiUrl(path: string, base: string = apiBase): string {
  return new URL(`${base}${path}`, window.location.href).toString();
}
