// LoginAttemptWarningModal: the third (to ninth) wrong password. "Wrong email or password", offering to reset
// the password or to try again.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function LoginAttemptWarningModal({ email }: { email?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const navigate = useNavigate();
  return (
    <ModalFrame title={t('modals.loginAttemptWarning.title')}>
      <p>{t('modals.loginAttemptWarning.body')}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            close();
            void navigate('/forgot-password', { state: { email } });
          }}
        >
          {t('modals.loginAttemptWarning.reset')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.loginAttemptWarning.retry')}
        </Button>
      </div>
    </ModalFrame>
  );
}
