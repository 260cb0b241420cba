// What a signed-in session runs in the background: the idle lockout. Loaded only once someone signs in.
import { useIdleLockout } from '../hooks/use-idle-lockout';

export function SessionTimers() {
  useIdleLockout();
  return null;
}
