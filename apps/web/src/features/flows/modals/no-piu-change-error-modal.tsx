// NoPIUChangeErrorModal: a change request that changes nothing. Return to the form, or cancel the request.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function NoPIUChangeErrorModal({ onCancelRequest }: { onCancelRequest?: () => void }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.noPiuChange.title')}>
      <p>{t('modals.noPiuChange.body')}</p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('modals.noPiuChange.return')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            onCancelRequest?.();
          }}
        >
          {t('modals.noPiuChange.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
