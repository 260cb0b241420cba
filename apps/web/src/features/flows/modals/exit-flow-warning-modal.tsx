// ExitFlowWarningModal: leaving a flow part-way. "YEAH, EXIT" runs the rest of the button's actions.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function ExitFlowWarningModal({ onConfirm }: { onConfirm?: () => void }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.exitFlowWarning.title')}>
      <p>{t('modals.exitFlowWarning.body')}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            close();
            onConfirm?.();
          }}
        >
          {t('modals.exitFlowWarning.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.exitFlowWarning.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
