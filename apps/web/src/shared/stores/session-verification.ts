// The server's word that the session must be verified first (UNSUCCESSFUL_SESSION_VERIFICATION: a page that
// reads or changes a policy in force, its beneficiaries, billing or documents, a verified flow, the underwriter
// console). The GraphQL client raises it; the app's guard (app/guards/verification-redirect.tsx) answers it the
// way a verified route does: on to /verify-session, and back to the page once the code is typed.
import { create } from 'zustand';

export const SESSION_VERIFICATION_CODE = 'UNSUCCESSFUL_SESSION_VERIFICATION';

interface SessionVerificationState {
  /** Raised by a refused call; lowered once the guard has sent the person to verify. */
  required: boolean;
  require: () => void;
  handled: () => void;
}

export const useSessionVerificationStore = create<SessionVerificationState>()((set) => ({
  required: false,
  require: () => set({ required: true }),
  handled: () => set({ required: false }),
}));

/** Whether an error (an AppError or its code) is the server asking for a verified session. */
export function isVerificationRequired(code: string | null | undefined): boolean {
  return code?.toUpperCase() === SESSION_VERIFICATION_CODE;
}
