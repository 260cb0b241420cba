import { useNavigate } from 'react-router';
import { logout } from '../../../shared/auth/session';
import { useJourneyStore } from '../../../shared/stores/journey';
import { openModal } from '../../../shared/stores/modal';

/**
 * The exit control. In a running journey it asks first (JourneyExit: "Do you really wanna exit
 * mid-application?") and leaves the journey; otherwise an identified-only user's session ends (on the server
 * too) and the app goes back to the start.
 */
export function useExit(): () => void {
  const navigate = useNavigate();
  return () => {
    const status = useJourneyStore.getState().status;
    if (status) {
      openModal('JourneyExit', { kind: status.kind });
      return;
    }
    void logout();
    void navigate('/');
  };
}
