// Leaving an ineligible or coverage-denied screen ends the journey that led there (its progress is forgotten:
// restoring it would only lead back here).
import { useNavigate } from 'react-router';
import { logout } from '../../../shared/auth/session';
import { activeJourney } from '../../../shared/stores/journey';
import { journeyNext } from '../../../shared/journeys/navigation';

/** Until the coverage builder and /coverage-preview exist (a later issue), their buttons lead home. */
export const COVERAGE_BUILDER_PATH = '/';

export function useLeave() {
  const navigate = useNavigate();
  return {
    /** Ends the journey and goes to `to`. */
    to: (to: string) => {
      activeJourney()?.end();
      void navigate(to);
    },
    /** "TRY AGAIN LATER": ends the journey, logs out and goes to /login. */
    tryAgainLater: () => {
      activeJourney()?.end();
      void logout();
      void navigate('/login');
    },
    /** Carries on with the journey (its next step), or goes home outside one. */
    continueJourney: () => {
      const destination = journeyNext();
      void navigate(destination?.to ?? '/', { state: destination?.state });
    },
  };
}
