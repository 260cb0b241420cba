// The one answer to "verify it is you first" wherever it comes from: a page whose level depends on what it shows
// (the beneficiaries or the home of a policy in force, a verified flow such as /flow/purchase-policy) learns it
// from the server (UNSUCCESSFUL_SESSION_VERIFICATION, raised by the GraphQL client). The person is sent through
// session verification (the phone code) and back to where they were, as the verified routes' guard does.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../shared/stores/auth';
import { useModalStore } from '../../shared/stores/modal';
import { useSessionVerificationStore } from '../../shared/stores/session-verification';
import { guardRedirect, VERIFY_SESSION_PATH } from './route-guards';

export function VerificationRedirect() {
  const required = useSessionVerificationStore((state) => state.required);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!required) return;
    useSessionVerificationStore.getState().handled();
    const { authLevel } = useAuthStore.getState();
    // Signed out (the session reset handles it) or verified already (nothing to ask): stay.
    if (authLevel !== 'identified' || location.pathname === VERIFY_SESSION_PATH) return;
    const target = guardRedirect('verified', authLevel, location);
    if (target === null) return;
    if (useModalStore.getState().name === 'GeneralErrorModal') useModalStore.getState().close();
    void navigate(target, { replace: true });
  }, [required, location, navigate]);

  return null;
}
