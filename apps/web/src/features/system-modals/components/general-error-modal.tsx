// GeneralErrorModal: "Oops. There was an error." with the error's full message, else its code, else the default.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { describeError, type AppError } from '../../../shared/lib/app-error';
import styles from './system-modals.module.css';

export function GeneralErrorModal({ error }: { error?: AppError | null }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.generalError.title')} align="center">
      <p>{describeError(error) ?? t('errors.default')}</p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('modals.generalError.button')}</Button>
      </div>
    </ModalFrame>
  );
}
