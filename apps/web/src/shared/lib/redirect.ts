// Where to send someone after they sign in, verify or finish signing up: the path a guard remembered (the
// "redirect" query parameter), else the default target. Only paths inside the app are followed.

/** "/" is the dashboard, built by a later issue: until then, signed-in journeys end on the welcome page. */
export const DEFAULT_SIGNED_IN_PATH = '/products/insurance/welcome';
export const REDIRECT_PARAM = 'redirect';

/** The value as an in-app path ("/account?tab=1"), or null for anything that could leave the app. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, 'https://app.invalid');
    if (url.origin !== 'https://app.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The redirect of a query string ("?redirect=%2Faccount"), if it is a safe one. */
export function redirectFrom(search: string): string | null {
  return safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/** `path` with "?redirect=..." added (nothing added for a missing redirect). */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const safe = safeRedirectPath(redirect);
  if (!safe) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${REDIRECT_PARAM}=${encodeURIComponent(safe)}`;
}
