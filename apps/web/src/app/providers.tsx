// The providers every screen needs: error boundary, copy, server cache. The cache of the signed-in person's
// data (query keys under "viewer") is dropped whenever the session changes hands or level, so nothing of one
// session shows in the next.
import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../shared/components/error-boundary';
import { i18n } from '../shared/lib/i18n';
import { useAuthStore } from '../shared/stores/auth';

function useViewerCacheReset(queryClient: QueryClient) {
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.authLevel !== previous.authLevel) queryClient.removeQueries({ queryKey: ['viewer'] });
      }),
    [queryClient],
  );
}

/**
 * Right after a visitor signs up or signs in (the session goes from unidentified to identified or verified),
 * what they built in the browser before having an account is saved to it. One line per feature.
 */
function useAfterSignIn(queryClient: QueryClient) {
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.authLevel !== 'unidentified' || state.authLevel === 'unidentified') return;
        void import('../features/wyshes/visitor/claim-visitor-wyshes').then((m) =>
          m.claimVisitorWyshes(queryClient),
        );
      }),
    [queryClient],
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useViewerCacheReset(queryClient);
  useAfterSignIn(queryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
