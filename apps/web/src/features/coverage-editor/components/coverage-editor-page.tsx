// /edit-coverage/:type/:billingFrequency? (spec 000 §2 "Coverage editor"): the estimate type today (quotes and
// offerings arrive with their issues); any other type goes to "/". A signed-in person edits their estimate; a
// visitor gets one without an account. The billing frequency (monthly or annual) is the route's last segment.
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAuthStore } from '../../../shared/stores/auth';
import type { BillingFrequency } from './editor-view';
import { SignedInEditor } from './signed-in-editor';
import { VisitorEditor } from './visitor-editor';

export function CoverageEditorPage() {
  const { type, billingFrequency } = useParams();
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.authLevel !== 'unidentified');
  if (type !== 'estimate') return <Navigate to="/" replace />;
  const frequency: BillingFrequency = billingFrequency === 'annual' ? 'annual' : 'monthly';
  const onBillingFrequency = (next: BillingFrequency) =>
    void navigate(`/edit-coverage/${type}/${next}`, { replace: true });
  return signedIn ? (
    <SignedInEditor billingFrequency={frequency} onBillingFrequency={onBillingFrequency} />
  ) : (
    <VisitorEditor billingFrequency={frequency} onBillingFrequency={onBillingFrequency} />
  );
}
