// /edit-coverage/:type/:billingFrequency? (spec 000 §2 "Coverage editor"): the estimate, quote and adOffering
// types (termLifeOffering arrives with reinstatement) and the policy mode (a policyholder lowering or raising cover,
// issue 27); any other type goes to "/". A signed-in person edits their estimate, quote or offering; a visitor gets
// an estimate without an account. The billing frequency (monthly or annual) is the route's last segment.
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAuthStore } from '../../../shared/stores/auth';
import type { BillingFrequency } from './editor-view';
import { OfferEditor } from './offer-editor';
import { PolicyEditor } from './policy-editor';
import { SignedInEditor } from './signed-in-editor';
import { VisitorEditor } from './visitor-editor';

export function CoverageEditorPage() {
  const { type, billingFrequency } = useParams();
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.authLevel !== 'unidentified');
  if (type !== 'estimate' && type !== 'quote' && type !== 'adOffering' && type !== 'policy')
    return <Navigate to="/" replace />;
  const frequency: BillingFrequency = billingFrequency === 'annual' ? 'annual' : 'monthly';
  const onBillingFrequency = (next: BillingFrequency) =>
    void navigate(`/edit-coverage/${type}/${next}`, { replace: true });
  if (type === 'policy')
    return signedIn ? (
      <PolicyEditor billingFrequency={frequency} onBillingFrequency={onBillingFrequency} />
    ) : (
      <Navigate to="/login" replace />
    );
  if (type !== 'estimate')
    return signedIn ? (
      <OfferEditor kind={type} billingFrequency={frequency} onBillingFrequency={onBillingFrequency} />
    ) : (
      <Navigate to="/login" replace />
    );
  return signedIn ? (
    <SignedInEditor billingFrequency={frequency} onBillingFrequency={onBillingFrequency} />
  ) : (
    <VisitorEditor billingFrequency={frequency} onBillingFrequency={onBillingFrequency} />
  );
}
