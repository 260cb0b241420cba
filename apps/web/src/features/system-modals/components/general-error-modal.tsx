// GeneralErrorModal: "Oops. There was an error." with the error's full message, else its code, else the default.
// Not for UNSUCCESSFUL_SESSION_VERIFICATION: the app sends the person through the phone code instead
// (app/guards/verification-redirect.tsx), so the modal closes itself.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { describeError, type AppError } from '../../../shared/lib/app-error';
import { isVerificationRequired } from '../../../shared/stores/session-verification';
import styles from './system-modals.module.css';

export function GeneralErrorModal({ error }: { error?: AppError | null }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const verifying = isVerificationRequired(error?.code);
  useEffect(() => {
    if (verifying) close();
  }, [verifying, close]);
  if (verifying) return null;
  return (
    <ModalFrame title={t('modals.generalError.title')} align="center">
      <p>{describeError(error) ?? t('errors.default')}</p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('modals.generalError.button')}</Button>
      </div>
    </ModalFrame>
  );
}
