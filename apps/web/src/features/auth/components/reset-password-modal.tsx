// ResetPasswordModal: send the password-reset link again. Blocked while the 60-second countdown since the last
// link runs (spec 4.10).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert, FormNotice } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { useSecondsLeft } from '../../../shared/hooks/use-seconds-left';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { useInitiatePasswordReset } from '../api/initiate-password-reset';
import { resendAllowedAt, useResetLinkStore } from '../stores/reset-link';
import modalStyles from '../../../shared/components/modal/modal-actions.module.css';
import styles from './auth-pages.module.css';

export function ResetPasswordModal() {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const email = useResetLinkStore((state) => state.email);
  const sentAt = useResetLinkStore((state) => state.sentAt);
  const secondsLeft = useSecondsLeft(resendAllowedAt(sentAt));
  const resend = useInitiatePasswordReset();
  const waiting = secondsLeft > 0;

  return (
    <ModalFrame title={t('modals.resetPassword.title')}>
      <p>{t('modals.resetPassword.body', { email: email ?? '' })}</p>
      <div className={modalStyles.stack}>
        {resend.isSuccess ? (
          <FormNotice>{t('modals.resetPassword.sent', { email: email ?? '' })}</FormNotice>
        ) : null}
        {resend.isError ? <FormAlert>{errorText(failureOf(resend.error), t)}</FormAlert> : null}
        <Button
          disabled={waiting || resend.isPending || email === null}
          onClick={() => {
            if (email !== null) resend.mutate(email);
          }}
        >
          {t('modals.resetPassword.resend')}
        </Button>
        {waiting ? (
          <p className={styles.countdown} role="timer" aria-live="off">
            {t('modals.resetPassword.countdown', { count: secondsLeft })}
          </p>
        ) : null}
        <Button variant="quiet" onClick={close}>
          {t('modals.resetPassword.close')}
        </Button>
      </div>
    </ModalFrame>
  );
}
