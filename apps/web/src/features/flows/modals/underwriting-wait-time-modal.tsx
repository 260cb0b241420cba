// UnderwritingWaitTimeModal: how long preparing a quote takes.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function UnderwritingWaitTimeModal() {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.underwritingWaitTime.title')}>
      <p>{t('modals.underwritingWaitTime.body')}</p>
      <div className={styles.stack}>
        <Button onClick={close}>{t('modals.underwritingWaitTime.button')}</Button>
      </div>
    </ModalFrame>
  );
}
