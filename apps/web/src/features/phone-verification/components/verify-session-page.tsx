// /verify-session (spec 001 §2.13): a signed-in (identified) session proves it is the person with a code sent to
// the account's active phone (verifySession); someone without one adds it first (/create-phone) and verifies
// that number (verifyOtp; it arrives in the navigation state). A spinner shows while the pre-verified data
// (which names the active phone) loads. Then on to the remembered path (in a journey: its next step).
import { Navigate, useLocation, useNavigate } from 'react-router';
import { track } from '../../../shared/analytics/track';
import { ErrorFallback } from '../../../shared/components/error-fallback';
import { Loading } from '../../../shared/components/loading';
import { usePreVerifiedInitialData } from '../../../shared/api/initial-data';
import { useImmersive } from '../../../shared/hooks/use-immersive';
import { DEFAULT_SIGNED_IN_PATH, redirectFrom, withRedirect } from '../../../shared/lib/redirect';
import { useAuthStore } from '../../../shared/stores/auth';
import { useJourneyStore } from '../../../shared/stores/journey';
import { journeyNext } from '../../../shared/journeys/navigation';
import { activePhone, type PhoneChoice } from '../api/phone-numbers';
import { TwoStepVerification } from './two-step-verification';

export function VerifySessionPage() {
  useImmersive();
  const navigate = useNavigate();
  const { search, state } = useLocation() as { search: string; state: { phone?: PhoneChoice } | null };
  const verified = useAuthStore((store) => store.authLevel === 'verified');
  const given = state?.phone ?? null;
  const initialData = usePreVerifiedInitialData(given === null && !verified);
  const target = redirectFrom(search) ?? DEFAULT_SIGNED_IN_PATH;
  const onVerified = () => {
    // A journey goes on to its next step, unless its current step is the page that sent the person here (a
    // verified step such as the purchase): then they are back where they were.
    const returning = useJourneyStore.getState().status?.path === target.split('?')[0];
    const destination = returning ? null : journeyNext();
    void navigate(destination?.to ?? target, { replace: true, state: destination?.state });
  };

  // A number added at registration and verified now: the registration's second factor.
  const registered = () => {
    track('registration_2fa');
    onVerified();
  };
  if (given !== null) return <TwoStepVerification phone={given} verifyWith="phone" onVerified={registered} />;
  if (verified) return <Navigate to={target} replace />;
  if (initialData.isPending) return <Loading fill />;
  if (initialData.isError) return <ErrorFallback />;
  const phone = activePhone(initialData.data);
  // No active number: the person adds theirs; the same number finds the same phone.
  if (phone === null) return <Navigate to={withRedirect('/create-phone', redirectFrom(search))} replace />;
  return <TwoStepVerification phone={phone} verifyWith="session" onVerified={onVerified} />;
}
