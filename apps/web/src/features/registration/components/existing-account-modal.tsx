// ExistingAccountModal: the e-mail of a sign-up has an account already ("Looks like you have an existing
// account."): log in with it, or use another address.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function ExistingAccountModal({
  email,
  loginPath = '/login',
}: {
  email?: string;
  loginPath?: string;
}) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const navigate = useNavigate();
  return (
    <ModalFrame title={t('modals.existingAccount.title')}>
      <p>{t('modals.existingAccount.body', { email: email ?? '' })}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            close();
            void navigate(loginPath, { state: { email } });
          }}
        >
          {t('modals.existingAccount.login')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.existingAccount.other')}
        </Button>
      </div>
    </ModalFrame>
  );
}
