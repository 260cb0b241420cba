// InactivityWarningModal: a minute of quiet left before the idle lockout. Stay (any way of closing the modal
// counts), or log out now.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { logout } from '../../../shared/auth/session';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { useSecondsLeft } from '../../../shared/hooks/use-seconds-left';
import styles from './session.module.css';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export function InactivityWarningModal({ deadline }: { deadline?: number }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const navigate = useNavigate();
  const seconds = useSecondsLeft(deadline ?? null);

  return (
    <ModalFrame title={t('modals.inactivity.title')} align="center">
      <span className={styles.icon} aria-hidden="true">
        <ClockIcon />
      </span>
      <p>{t('modals.inactivity.body')}</p>
      <p className={styles.countdown} role="timer" aria-live="off">
        {t('modals.inactivity.countdown', { count: seconds })}
      </p>
      <div className={actions.actions}>
        <Button onClick={close}>{t('modals.inactivity.stay')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            void logout();
            void navigate('/login', { replace: true });
          }}
        >
          {t('modals.inactivity.logout')}
        </Button>
      </div>
    </ModalFrame>
  );
}
