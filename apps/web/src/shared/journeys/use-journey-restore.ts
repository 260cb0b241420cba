// The part of journeys every visit loads (the rest loads when a journey starts or is restored). At start-up and
// on sign-in it looks for the signed-in user's saved progress (spec 001 §4.4):
// - on the saved step's own path (a reload mid-journey) the journey resumes without asking;
// - an onboarding journey resumes by itself once the phone is verified;
// - anywhere else JourneyProgress offers to resume or start over, once per visit and never right after a
//   journey ran in this visit (exiting keeps the progress for the next return, or /fulfillment/start).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accessTokenUserId } from '../auth/token-storage';
import { useAuthStore } from '../stores/auth';
import { useJourneyStore } from '../stores/journey';
import { openModal } from '../stores/modal';
import { readSavedJourney } from './saved-progress';

/** Account-entry pages (and the journey's start, which offers by itself): no offer over them. */
const QUIET_PATHS =
  /^\/(login|verify-session|create-phone|create-account|forgot-password|fulfillment\/start)\/?$/;

const offered = new Set<string>();
let ranThisVisit = false;

export function useJourneyRestore(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = useAuthStore((state) => accessTokenUserId(state.accessToken));
  const authLevel = useAuthStore((state) => state.authLevel);
  const running = useJourneyStore((state) => state.status !== null);
  const level = useRef(authLevel);

  useEffect(() => {
    const justVerified = level.current === 'identified' && authLevel === 'verified';
    level.current = authLevel;
    if (running) ranThisVisit = true;
    if (running || userId === null) return;
    const saved = readSavedJourney(userId);
    if (!saved || saved.completed) return;
    const resume = (go: boolean) =>
      void import('./launch')
        .then(({ resumeSaved }) => resumeSaved())
        .then((destination) => {
          if (go && destination) void navigate(destination.to, { state: destination.state });
        });
    if (pathname === saved.path) {
      resume(false);
    } else if (justVerified && saved.kind === 'onboarding') {
      resume(true);
    } else if (!ranThisVisit && !offered.has(userId) && !QUIET_PATHS.test(pathname)) {
      offered.add(userId);
      openModal('JourneyProgress', {});
    }
  }, [userId, authLevel, running, pathname, navigate]);
}

/** Tests: a fresh visit. */
export function resetJourneyRestore(): void {
  offered.clear();
  ranThisVisit = false;
}
