import { useNavigate } from 'react-router';
import { logout } from '../../../shared/auth/session';

/** Exit for an identified-only user: the session ends (on the server too) and the app goes back to the start. */
export function useExit(): () => void {
  const navigate = useNavigate();
  return () => {
    void logout();
    void navigate('/');
  };
}
