// VerificationEmailSendModal: a new verification link is on its way.
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from './verification-email.module.css';

export function VerificationEmailSendModal({ email }: { email?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.verificationEmailSent.title')} align="center">
      <span className={styles.icon} aria-hidden="true">
        <MailIcon />
      </span>
      <p>
        {email ? t('modals.verificationEmailSent.bodyTo', { email }) : t('modals.verificationEmailSent.body')}
      </p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('modals.verificationEmailSent.button')}</Button>
      </div>
    </ModalFrame>
  );
}
