// Route levels (spec 000 §6, 001 §6): public pages; signed-out-only pages (login, forgot password, create
// account) that send a signed-in user on to the redirect parameter or "/"; pages for identified users (a
// visitor goes to /login remembering the wanted path); pages for verified sessions (an identified user first
// verifies with a code).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isIdentified, useAuthStore, type AuthLevel } from '../../shared/stores/auth';
import { redirectFrom, withRedirect } from '../../shared/lib/redirect';

export type RouteLevel = 'identified' | 'verified';

export const LOGIN_PATH = '/login';
export const VERIFY_SESSION_PATH = '/verify-session';

interface Place {
  pathname: string;
  search: string;
}

/** The path to remember: a trip through verify-session remembers where verify-session was going. */
function wanted({ pathname, search }: Place): string {
  if (pathname === VERIFY_SESSION_PATH) return redirectFrom(search) ?? '';
  return `${pathname}${search}`;
}

/** Where a guarded page sends someone below its level; null when they may stay. */
export function guardRedirect(level: RouteLevel, authLevel: AuthLevel, place: Place): string | null {
  if (authLevel === 'unidentified') return withRedirect(LOGIN_PATH, wanted(place));
  if (level === 'verified' && authLevel === 'identified') {
    return withRedirect(VERIFY_SESSION_PATH, `${place.pathname}${place.search}`);
  }
  return null;
}

/** Where a signed-out-only page sends a signed-in user: the redirect parameter, else "/". */
export function signedOutRedirect(authLevel: AuthLevel, search: string): string | null {
  return isIdentified(authLevel) ? (redirectFrom(search) ?? '/') : null;
}

/** The loader of guarded routes: redirects before the page's code is even loaded. */
export function requireLevelLoader(level: RouteLevel) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const { authLevel, setRedirectPath } = useAuthStore.getState();
    const target = guardRedirect(level, authLevel, url);
    if (target === null) return null;
    if (authLevel === 'unidentified') setRedirectPath(`${url.pathname}${url.search}`);
    return redirect(target);
  };
}

export function signedOutOnlyLoader({ request }: LoaderFunctionArgs) {
  const target = signedOutRedirect(useAuthStore.getState().authLevel, new URL(request.url).search);
  return target === null ? null : redirect(target);
}
