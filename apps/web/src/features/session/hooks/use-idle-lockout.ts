// Idle lockout while someone is signed in (spec: idle lockout 10 min, inactivity warning 60 s): after 9 quiet
// minutes InactivityWarningModal counts down; closing it in any way keeps the session; at 10 minutes the
// session ends and the login page says why, remembering where the person was.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createIdleTimer } from '../../../shared/auth/idle-timer';
import { logout } from '../../../shared/auth/session';
import { withRedirect } from '../../../shared/lib/redirect';
import { openModal, useModalStore } from '../../../shared/stores/modal';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll', 'pointermove'] as const;
const WARNING_MODAL = 'InactivityWarningModal';

/** Runs while mounted: mount it for signed-in sessions only. */
export function useIdleLockout(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location]);

  useEffect(() => {
    const timer = createIdleTimer({
      onWarn: (deadline) => openModal(WARNING_MODAL, { deadline }),
      onTimeout: () => {
        void logout();
        void navigate(withRedirect('/login', here.current), { replace: true, state: { notice: 'idle' } });
      },
    });
    const onActivity = () => timer.activity();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    // The warning closed (button, Escape, overlay) while the session still runs: the person is here.
    const unsubscribe = useModalStore.subscribe((state, previous) => {
      if (previous.name === WARNING_MODAL && state.name !== WARNING_MODAL && timer.isWarning())
        timer.keepAlive();
    });
    return () => {
      timer.stop();
      unsubscribe();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [navigate]);
}
