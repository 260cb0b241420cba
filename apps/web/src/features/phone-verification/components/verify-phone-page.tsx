// /account/profile/edit/verify-phone: verify the phone number of the profile (a pending one first), then back
// to the profile.
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/components/loading';
import { ErrorFallback } from '../../../shared/components/error-fallback';
import { openModal } from '../../../shared/stores/modal';
import { phoneToVerify, usePhoneNumbers } from '../api/phone-numbers';
import { TwoStepVerification } from './two-step-verification';

export function VerifyPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phones = usePhoneNumbers();
  if (phones.isPending) return <Loading fill />;
  if (phones.isError) return <ErrorFallback />;
  const phone = phoneToVerify(phones.data);
  if (phone === null) return <Navigate to="/create-phone?redirect=%2Faccount%2Fprofile" replace />;
  return (
    <TwoStepVerification
      phone={phone}
      verifyWith="phone"
      onVerified={() => {
        void navigate('/account/profile', { replace: true });
        openModal('Success', { message: t('verification.phoneVerified') });
      }}
    />
  );
}
