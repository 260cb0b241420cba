// Starts downloading the code of the page being opened while the app starts (health check, copy, session),
// instead of after: the router would only ask for it at its first render, one more round trip before the page
// can paint. The router's own later call finds the module already loaded.
import { matchRoutes, type RouteObject } from 'react-router';

export function preloadPage(routes: RouteObject[], location: { pathname: string }): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (typeof route.lazy === 'function') {
      // A failed download is the router's to report, when it asks again.
      void Promise.resolve(route.lazy()).catch(() => undefined);
    }
  }
}
