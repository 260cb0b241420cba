// /verify-session: a signed-in (identified) session proves it is the person with a code sent to their active
// phone; someone without one adds it first (/create-phone). Then on to the remembered path (in a journey: its
// next step). A number just added arrives in the navigation state.
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Loading } from '../../../shared/components/loading';
import { useImmersive } from '../../../shared/hooks/use-immersive';
import { DEFAULT_SIGNED_IN_PATH, redirectFrom, withRedirect } from '../../../shared/lib/redirect';
import { useAuthStore } from '../../../shared/stores/auth';
import { journeyNext } from '../../../shared/journeys/navigation';
import { activePhone, usePhoneNumbers, type PhoneChoice } from '../api/phone-numbers';
import { TwoStepVerification } from './two-step-verification';

export function VerifySessionPage() {
  useImmersive();
  const navigate = useNavigate();
  const { search, state } = useLocation() as { search: string; state: { phone?: PhoneChoice } | null };
  const verified = useAuthStore((store) => store.authLevel === 'verified');
  const given = state?.phone ?? null;
  const phones = usePhoneNumbers(given === null && !verified);
  const target = redirectFrom(search) ?? DEFAULT_SIGNED_IN_PATH;

  if (verified && given === null) return <Navigate to={target} replace />;
  if (given === null && phones.isPending) return <Loading fill />;
  const phone = given ?? activePhone(phones.data);
  // No active number (or none we may read): the person adds theirs; the same number finds the same phone.
  if (phone === null) return <Navigate to={withRedirect('/create-phone', redirectFrom(search))} replace />;

  const onVerified = () => {
    const destination = journeyNext();
    void navigate(destination?.to ?? target, { replace: true, state: destination?.state });
  };
  return <TwoStepVerification phone={phone} onVerified={onVerified} />;
}
