// TestModal: a development modal that exercises the modal system (spec registry name).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from './system-modals.module.css';

export function TestModal({ message }: { message?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.test.title')}>
      <p>{message ?? t('modals.test.body')}</p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('modals.test.button')}</Button>
      </div>
    </ModalFrame>
  );
}
