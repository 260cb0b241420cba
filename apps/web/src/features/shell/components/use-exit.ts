import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../shared/stores/auth';

/** Exit for an identified-only user: the session ends and the app goes back to the start. */
export function useExit(): () => void {
  const navigate = useNavigate();
  return () => {
    useAuthStore.getState().reset();
    void navigate('/');
  };
}
