// Who is using the app: the session's level and tokens (kept in localStorage, see shared/auth/token-storage),
// the OAuth client id, a lock reason, and where to go after signing in (spec: Authentication).
import { create } from 'zustand';
import { clearStoredTokens, writeStoredTokens, type SessionLevel } from '../auth/token-storage';
import { useJourneyStore } from './journey';
import { useModalStore } from './modal';

export type AuthLevel = 'unidentified' | SessionLevel;

export type LockReason =
  | 'security_lock'
  | 'password_attempts'
  | 'device_locked'
  | 'system_error'
  | 'decommissioned_account'
  | 'blocked';

const LOCK_REASONS: readonly LockReason[] = [
  'security_lock',
  'password_attempts',
  'device_locked',
  'system_error',
  'decommissioned_account',
  'blocked',
];

/** The server's lock_reason as one the app knows; an unknown one is treated as a security lock. */
export function toLockReason(value: string | null | undefined): LockReason {
  return LOCK_REASONS.find((reason) => reason === value) ?? 'security_lock';
}

export interface SessionTokens {
  accessToken: string | null;
  refreshToken: string;
  authLevel: SessionLevel;
}

interface AuthState {
  authLevel: AuthLevel;
  accessToken: string | null;
  refreshToken: string | null;
  /** True while start-up restores a stored session: nothing renders until it is done. */
  authenticating: boolean;
  /** The OAuth client id of this web app (GET /oauth_client_id); null until fetched. */
  clientId: string | null;
  lockReason: LockReason | null;
  /** Where a guarded page sent the visitor from: the place to go back to after signing in. */
  redirectPath: string | null;
  /** The person logged out themselves: guards leave the navigation to the code that logged out. */
  signedOut: boolean;
  /** The server ended the session (expired, revoked): the login page says so. */
  expired: boolean;
  setSession: (tokens: SessionTokens) => void;
  setAuthenticating: (authenticating: boolean) => void;
  setClientId: (clientId: string | null) => void;
  setLockReason: (lockReason: LockReason | null) => void;
  setRedirectPath: (redirectPath: string | null) => void;
  /** Logout or session reset: every slice back to its initial value, and the stored tokens gone. */
  reset: (options?: { signedOut?: boolean; expired?: boolean }) => void;
}

/** Stores of features that hold something of the person register here, so a reset empties them too. */
const resetListeners = new Set<() => void>();

export function onSessionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

const initialSession = {
  authLevel: 'unidentified',
  accessToken: null,
  refreshToken: null,
  redirectPath: null,
  signedOut: false,
  expired: false,
} as const;

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...initialSession,
  authenticating: false,
  clientId: null,
  lockReason: null,
  setSession: (tokens) => {
    writeStoredTokens(tokens);
    set({ ...tokens, signedOut: false, expired: false });
  },
  setAuthenticating: (authenticating) => set({ authenticating }),
  setClientId: (clientId) => set({ clientId }),
  setLockReason: (lockReason) => set({ lockReason }),
  setRedirectPath: (redirectPath) => set({ redirectPath }),
  reset: (options) => {
    clearStoredTokens();
    // The client id identifies this app, not the person; a locked device stays locked whoever signs in.
    const lockReason = get().lockReason === 'device_locked' ? 'device_locked' : null;
    set({
      ...initialSession,
      lockReason,
      signedOut: options?.signedOut ?? false,
      expired: options?.expired ?? false,
    });
    useJourneyStore.getState().reset();
    useModalStore.getState().reset();
    for (const listener of resetListeners) listener();
  },
}));

export function isIdentified(level: AuthLevel): boolean {
  return level === 'identified' || level === 'verified';
}
