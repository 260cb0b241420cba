// /verify-email/{token}: the link of the verification e-mail. Says whether it worked; a dead link can be
// replaced by a new one when the person is signed in (else they log in first).
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, MailIcon } from '../../../shared/components/account-icons';
import { Button, ButtonLink } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { useResendVerificationEmail } from '../../../shared/api/resend-verification-email';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { errorText } from '../../../shared/lib/error-text';
import { DEFAULT_SIGNED_IN_PATH } from '../../../shared/lib/redirect';
import { failureOf } from '../../../shared/lib/user-error';
import { isIdentified, useAuthStore } from '../../../shared/stores/auth';
import { useVerifyEmail } from '../api/verify-email';

function Verified() {
  const { t } = useTranslation();
  const authLevel = useAuthStore((state) => state.authLevel);
  usePageTitle(t('verifyEmail.success.title'));
  return (
    <MessageScreen
      title={t('verifyEmail.success.title')}
      icon={<CheckCircleIcon />}
      actions={
        authLevel === 'verified' ? (
          <ButtonLink to="/account/profile">{t('verifyEmail.success.profile')}</ButtonLink>
        ) : isIdentified(authLevel) ? (
          <ButtonLink to={DEFAULT_SIGNED_IN_PATH}>{t('verifyEmail.success.continue')}</ButtonLink>
        ) : (
          <ButtonLink to="/login">{t('verifyEmail.success.login')}</ButtonLink>
        )
      }
    >
      <p>{t('verifyEmail.success.body')}</p>
    </MessageScreen>
  );
}

function LinkFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((state) => isIdentified(state.authLevel));
  const resend = useResendVerificationEmail();
  usePageTitle(t('verifyEmail.failed.title'));
  return (
    <MessageScreen
      title={t('verifyEmail.failed.title')}
      icon={<MailIcon />}
      actions={
        signedIn ? (
          <Button onClick={() => resend.mutate(null)} aria-disabled={resend.isPending || undefined}>
            {t('verifyEmail.failed.resend')}
          </Button>
        ) : (
          <ButtonLink to="/login?redirect=%2Faccount%2Fprofile">{t('verifyEmail.failed.login')}</ButtonLink>
        )
      }
    >
      <p>{errorText(failureOf(error), t)}</p>
      <p>{t(signedIn ? 'verifyEmail.failed.bodySignedIn' : 'verifyEmail.failed.bodySignedOut')}</p>
      {resend.isError ? <FormAlert>{errorText(failureOf(resend.error), t)}</FormAlert> : null}
    </MessageScreen>
  );
}

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);
  if (verification.isPending) return <Loading fill label={t('verifyEmail.checking')} />;
  if (verification.isError) return <LinkFailed error={verification.error} />;
  return <Verified />;
}
