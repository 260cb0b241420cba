// CancelAddedWyshesModal: leaving the builder after adding wyshes there: take them off again, or keep them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { useAddedThisVisit } from '../hooks/added-this-visit';
import { useWyshList } from '../hooks/use-wysh-list';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export function CancelAddedWyshesModal({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const list = useWyshList();
  const added = useAddedThisVisit();
  const [busy, setBusy] = useState(false);

  const leave = () => {
    added.clear();
    close();
    onLeave?.();
  };

  const removeAndLeave = async () => {
    if (busy) return;
    setBusy(true);
    const onList = new Set(list.items.map((item) => item.id));
    for (const id of added.ids.filter((addedId) => onList.has(addedId))) {
      try {
        await list.remove(id);
      } catch {
        // Left on the list; the person can remove it from there.
      }
    }
    leave();
  };

  return (
    <ModalFrame title={t('modals.cancelAddedWyshes.title')}>
      <p>{t('modals.cancelAddedWyshes.body')}</p>
      <div className={actions.actions}>
        <Button onClick={() => void removeAndLeave()} aria-disabled={busy || undefined}>
          {t('modals.cancelAddedWyshes.confirm')}
        </Button>
        <Button variant="secondary" onClick={leave}>
          {t('modals.cancelAddedWyshes.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
