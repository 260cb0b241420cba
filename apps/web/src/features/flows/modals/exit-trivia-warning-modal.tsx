// ExitTriviaWarningModal: leaving the trivia while the quote is prepared. The decision is still made and
// stored: the dashboard shows it.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function ExitTriviaWarningModal({ onConfirm }: { onConfirm?: () => void }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.exitTriviaWarning.title')}>
      <p>{t('modals.exitTriviaWarning.body')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close}>
          {t('modals.exitTriviaWarning.cancel')}
        </Button>
        <Button
          variant="quiet"
          onClick={() => {
            close();
            onConfirm?.();
          }}
        >
          {t('modals.exitTriviaWarning.confirm')}
        </Button>
      </div>
    </ModalFrame>
  );
}
