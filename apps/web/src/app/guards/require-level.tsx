// The guard of a group of routes, while they are shown: a session that ends (expired, reset after a 401) or is
// not verified enough sends the person where the loader would have. A logout leaves the navigation to the
// code that logged out. While start-up restores a session, a loading screen shows instead.
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../../shared/components/loading';
import { useAuthStore } from '../../shared/stores/auth';
import { guardRedirect, type RouteLevel } from './route-guards';

export function RequireLevel({ level }: { level: RouteLevel }) {
  const location = useLocation();
  const authLevel = useAuthStore((state) => state.authLevel);
  const authenticating = useAuthStore((state) => state.authenticating);
  const signedOut = useAuthStore((state) => state.signedOut);
  if (authenticating) return <Loading fill />;
  const target = guardRedirect(level, authLevel, location);
  if (target === null) return <Outlet />;
  if (signedOut) return null;
  return <Navigate to={target} replace />;
}
