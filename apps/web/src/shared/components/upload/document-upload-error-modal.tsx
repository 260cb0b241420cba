// DocumentUploadErrorModal (spec 001 §5, §7.2): "Upload failed", with a button to contact support.
import { useTranslation } from 'react-i18next';
import { openModal } from '../../stores/modal';
import { Button } from '../button';
import { useModalContext } from '../modal/modal-context';
import { ModalFrame } from '../modal/modal-frame';
import styles from '../modal/modal-actions.module.css';

export function DocumentUploadErrorModal({ message }: { message?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.documentUploadError.title')}>
      <p>{t('modals.documentUploadError.body')}</p>
      {message ? <p>{message}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close}>
          {t('modals.documentUploadError.close')}
        </Button>
        <Button onClick={() => openModal('CustomerSupportModal')}>
          {t('modals.documentUploadError.contact')}
        </Button>
      </div>
    </ModalFrame>
  );
}
