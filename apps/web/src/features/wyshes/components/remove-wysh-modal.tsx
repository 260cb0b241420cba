// RemoveWyshModal: takes one wysh off the wysh List (a signed-in person's is decommissioned, kept for history).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { failureOf } from '../../../shared/lib/user-error';
import { useWyshList } from '../hooks/use-wysh-list';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export function RemoveWyshModal({ id, name }: { id?: string; name?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const list = useWyshList();
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    if (!id || list.removing) return;
    try {
      await list.remove(id);
      close();
    } catch (failure) {
      const { message, code } = failureOf(failure);
      setError(message ?? code ?? t('errors.default'));
    }
  };

  return (
    <ModalFrame title={t('modals.removeWysh.title')}>
      <p>{t('modals.removeWysh.body', { name: name ?? '' })}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={actions.actions}>
        <Button onClick={() => void remove()} aria-disabled={list.removing || undefined}>
          {t('modals.removeWysh.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.removeWysh.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
