// ManualUWModal (spec 001 §4.8 "Manual review"): an underwriter is looking at the application; about 48 working
// hours.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function ManualUWModal() {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('manualUw.title')}>
      <p>{t('manualUw.body')}</p>
      <div className={styles.stack}>
        <Button onClick={close}>{t('manualUw.close')}</Button>
      </div>
    </ModalFrame>
  );
}
