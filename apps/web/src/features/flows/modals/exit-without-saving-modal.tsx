// ExitWithoutSavingModal: "Save changes before you go?" Leaving runs the rest of the button's actions; staying
// keeps every answer typed.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function ExitWithoutSavingModal({ onConfirm }: { onConfirm?: () => void }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.exitWithoutSaving.title')}>
      <p>{t('modals.exitWithoutSaving.body')}</p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('modals.exitWithoutSaving.stay')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            onConfirm?.();
          }}
        >
          {t('modals.exitWithoutSaving.leave')}
        </Button>
      </div>
    </ModalFrame>
  );
}
