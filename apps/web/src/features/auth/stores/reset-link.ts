// The password-reset link sent last: to whom and when, so a resend waits out its 60-second countdown (spec:
// password-reset resend countdown 60 s) on the page and in ResetPasswordModal alike.
import { create } from 'zustand';
import { onSessionReset } from '../../../shared/stores/auth';

export const RESEND_COUNTDOWN_MS = 60_000;

interface ResetLinkState {
  email: string | null;
  sentAt: number | null;
  markSent: (email: string, at?: number) => void;
  clear: () => void;
}

export const useResetLinkStore = create<ResetLinkState>()((set) => ({
  email: null,
  sentAt: null,
  markSent: (email, at = Date.now()) => set({ email, sentAt: at }),
  clear: () => set({ email: null, sentAt: null }),
}));

export function resendAllowedAt(sentAt: number | null): number | null {
  return sentAt === null ? null : sentAt + RESEND_COUNTDOWN_MS;
}

// The address typed is the person's: a logout or session reset forgets it.
onSessionReset(() => useResetLinkStore.getState().clear());
