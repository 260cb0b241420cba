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

/** What runs once someone signs up or signs in: a visitor's work is saved to the account, one line each. */
function useAfterSignIn(queryClient: QueryClient) {
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.authLevel !== 'unidentified' || state.authLevel === 'unidentified') return;
        void import('../features/wyshes/visitor/claim-visitor-wyshes').then((m) =>
          m.claimVisitorWyshes(queryClient),
        );
        void import('../features/coverage-editor/lib/claim-visitor-estimate').then((m) =>
          m.claimVisitorEstimate(queryClient),
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
