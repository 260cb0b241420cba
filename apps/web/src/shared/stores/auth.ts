// Who is using the app. Login is built by the accounts issue; the shell reads the level and lock reason.
import { create } from 'zustand';
import { useJourneyStore } from './journey';
import { useModalStore } from './modal';

export type AuthLevel = 'unidentified' | 'identified' | 'verified';

export type LockReason =
  | 'security_lock'
  | 'password_attempts'
  | 'device_locked'
  | 'system_error'
  | 'decommissioned_account'
  | 'blocked';

interface AuthState {
  authLevel: AuthLevel;
  /** The OAuth client id of this web app (GET /oauth_client_id); null until fetched. */
  clientId: string | null;
  lockReason: LockReason | null;
  setAuthLevel: (authLevel: AuthLevel) => void;
  setClientId: (clientId: string | null) => void;
  setLockReason: (lockReason: LockReason | null) => void;
  /** Logout or session reset: every slice back to its initial value. */
  reset: () => void;
}

const initialSession = { authLevel: 'unidentified', lockReason: null } as const;

export const useAuthStore = create<AuthState>()((set) => ({
  ...initialSession,
  clientId: null,
  setAuthLevel: (authLevel) => set({ authLevel }),
  setClientId: (clientId) => set({ clientId }),
  setLockReason: (lockReason) => set({ lockReason }),
  reset: () => {
    // The client id identifies this app to the server, not the person: it survives a logout.
    set({ ...initialSession });
    useJourneyStore.getState().reset();
    useModalStore.getState().reset();
  },
}));

export function isIdentified(level: AuthLevel): boolean {
  return level === 'identified' || level === 'verified';
}
