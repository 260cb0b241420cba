// The frame of every page: skip link, header, main (routes, or the locked / maintenance screen), footer, modals,
// the support chat panel, in-app messages.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockedScreen } from '../../features/account-lock/components/locked-screen';
import { ChatHost } from '../../features/chat/components/chat-host';
import { InAppMessages } from '../../features/in-app-messages/components/in-app-messages';
import { MaintenanceGate } from '../../features/maintenance/components/maintenance-gate';
import { Footer } from '../../features/shell/components/footer';
import { Header } from '../../features/shell/components/header';
import { usePageViews } from '../../shared/analytics/page-views';
import { useJourneyRestore } from '../../shared/journeys/use-journey-restore';
import { isIdentified, useAuthStore } from '../../shared/stores/auth';
import { useJourneyStore } from '../../shared/stores/journey';
import { useTrackingStore } from '../../shared/stores/tracking';
import { VerificationRedirect } from '../guards/verification-redirect';
import { ModalHost } from '../modals/modal-host';
import { ErrorBoundary } from '../../shared/components/error-boundary';
import { SandboxErrorTrigger } from './sandbox-error-trigger';
import styles from './root-layout.module.css';

// The idle lockout of a signed-in session: its code loads only once someone signs in.
const SessionTimers = lazy(() =>
  import('../../features/session/components/session-timers').then((m) => ({ default: m.SessionTimers })),
);

// The running journey's location following, leave warning, back control and progress bar: loaded with the
// first journey of a visit.
const JourneyHost = lazy(() =>
  import('../../features/journeys/components/journey-host').then((m) => ({ default: m.JourneyHost })),
);

/** After an in-app navigation, move focus to the new page so screen readers start reading it. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigation = useNavigation();
  const lockReason = useAuthStore((state) => state.lockReason);
  const capture = useTrackingStore((state) => state.capture);
  const signedIn = useAuthStore((state) => isIdentified(state.authLevel));
  const inJourney = useJourneyStore((state) => state.status !== null);
  useFocusMainOnNavigation();
  useJourneyRestore();
  usePageViews();

  useEffect(() => capture(search), [capture, search]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <Header />
      {navigation.state === 'loading' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {lockReason ? (
          <LockedScreen reason={lockReason} />
        ) : (
          <MaintenanceGate>
            {inJourney ? (
              <Suspense fallback={null}>
                <JourneyHost />
              </Suspense>
            ) : null}
            <ErrorBoundary>
              <SandboxErrorTrigger />
            </ErrorBoundary>
            <Outlet />
          </MaintenanceGate>
        )}
      </main>
      <Footer />
      <ModalHost />
      <ChatHost />
      {signedIn ? <VerificationRedirect /> : null}
      {signedIn && !lockReason ? <InAppMessages /> : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <SessionTimers />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
