// The part of journeys every visit loads: at start-up, on sign-in and on every page change it glances at
// whether the signed-in user has saved journey progress, and only then loads the code that decides what to do
// with it (./restore).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accessTokenUserId } from '../auth/token-storage';
import { useAuthStore } from '../stores/auth';
import { useJourneyStore } from '../stores/journey';
import { savedJourneyKey } from './saved-key';

function hasSaved(userId: string): boolean {
  try {
    return localStorage.getItem(savedJourneyKey(userId)) !== null;
  } catch {
    return false;
  }
}

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
    if (running || userId === null || !hasSaved(userId)) return;
    void import('./restore').then(({ restoreOnArrival }) =>
      restoreOnArrival({ userId, pathname, justVerified, navigate }),
    );
  }, [userId, authLevel, running, pathname, navigate]);
}
