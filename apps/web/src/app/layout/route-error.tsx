// The error boundary of the routes: a page that failed to render or load is reported and replaced by
// "Something went wrong." with a reload button; header and footer stay.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '../../shared/components/error-fallback';
import { reportError } from '../../shared/components/error-boundary';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, 'Route error');
  }, [error]);
  return <ErrorFallback />;
}
