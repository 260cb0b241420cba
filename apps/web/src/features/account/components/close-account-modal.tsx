// CloseAccountModal: closing the account. Success logs out (the server ended every session); a failure opens
// CloseAccountFailedModal.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../shared/auth/session';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { UserErrorFailure } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import { useDecommissionUser } from '../api/decommission-user';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function CloseAccountModal() {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const navigate = useNavigate();
  const decommission = useDecommissionUser();

  const confirm = () => {
    if (decommission.isPending) return;
    decommission.mutate(undefined, {
      onSuccess: () => {
        void logout();
        void navigate('/login', { replace: true, state: { notice: 'accountClosed' } });
      },
      // The server's refusal says why (a policy in force); a failure to reach it, nothing more to say.
      onError: (error) =>
        openModal('CloseAccountFailedModal', {
          reason: error instanceof UserErrorFailure ? error.message : null,
        }),
    });
  };

  return (
    <ModalFrame title={t('modals.closeAccount.title')}>
      <p>{t('modals.closeAccount.body')}</p>
      <p>{t('modals.closeAccount.policy')}</p>
      <div className={styles.actions}>
        <Button onClick={confirm} aria-disabled={decommission.isPending || undefined}>
          {t('modals.closeAccount.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.closeAccount.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
