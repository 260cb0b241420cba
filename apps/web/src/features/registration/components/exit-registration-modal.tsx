// ExitRegistrationModal: leaving the sign-up form with something typed in it. What was entered is not kept;
// logging in to an existing account uses that account's details instead.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function ExitRegistrationModal({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const navigate = useNavigate();
  return (
    <ModalFrame title={t('modals.exitRegistration.title')}>
      <p>{t('modals.exitRegistration.body')}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            close();
            void navigate(to);
          }}
        >
          {t('modals.exitRegistration.exit')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.exitRegistration.stay')}
        </Button>
      </div>
    </ModalFrame>
  );
}
