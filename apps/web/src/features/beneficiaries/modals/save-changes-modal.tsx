// SaveChangesModal ("Save changes before you go?", spec 001 §8): leaving a beneficiary page with changes not
// saved. Saving runs the page's own save (which stays on the page when it is refused); leaving drops them.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export interface SaveChangesModalProps {
  onSave?: () => void;
  onDiscard?: () => void;
}

export function SaveChangesModal({ onSave, onDiscard }: SaveChangesModalProps) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.saveChanges.title')}>
      <p>{t('modals.saveChanges.body')}</p>
      <div className={actions.actions}>
        <Button
          onClick={() => {
            close();
            onSave?.();
          }}
        >
          {t('modals.saveChanges.save')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            onDiscard?.();
          }}
        >
          {t('modals.saveChanges.discard')}
        </Button>
      </div>
    </ModalFrame>
  );
}
