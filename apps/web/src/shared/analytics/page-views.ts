// page_view on every route change (spec 000 §7: not on /login nor /fulfillment*). The path is sent without its
// query string, and with secrets and ids replaced (links carry tokens; ids are nobody's business).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isTrackedPath } from '@wysh/domain/marketing-events';
import { track } from './track';

const TOKEN_ROUTES = /^\/(verify-email|create-new-password)\/[^/]+/;

/** The path as analytics may see it: tokens and id-like segments replaced. */
export function trackablePath(pathname: string): string {
  return pathname
    .replace(TOKEN_ROUTES, '/$1/:token')
    .split('/')
    .map((segment) => (/\d{3,}|^[0-9a-f-]{16,}$/i.test(segment) ? ':id' : segment))
    .join('/');
}

export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isTrackedPath(pathname)) track('page_view', { path: trackablePath(pathname) });
  }, [pathname]);
}
