// The frame of every page: skip link, header, main (routes, or the locked / maintenance screen), footer, modals.
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockedScreen } from '../../features/account-lock/components/locked-screen';
import { MaintenanceGate } from '../../features/maintenance/components/maintenance-gate';
import { Footer } from '../../features/shell/components/footer';
import { useIdleLockout } from '../../features/session/hooks/use-idle-lockout';
import { Header } from '../../features/shell/components/header';
import { useAuthStore } from '../../shared/stores/auth';
import { useTrackingStore } from '../../shared/stores/tracking';
import { ModalHost } from '../modals/modal-host';
import styles from './root-layout.module.css';

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
  useFocusMainOnNavigation();
  useIdleLockout();

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
            <Outlet />
          </MaintenanceGate>
        )}
      </main>
      <Footer />
      <ModalHost />
      <ScrollRestoration />
    </div>
  );
}
