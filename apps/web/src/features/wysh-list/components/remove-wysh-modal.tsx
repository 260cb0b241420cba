// RemoveWyshModal (from a wysh's details): takes the wysh off the list (decommissioned, its history kept), then
// `onRemoved` leaves the details page. The builder has its own for its drawer until the two are merged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { failureOf } from '../../../shared/lib/user-error';
import { useDecommission } from '../api/wysh-mutations';
import actions from '../../../shared/components/modal/modal-actions.module.css';

interface RemoveWyshModalProps {
  id?: string;
  name?: string;
  onRemoved?: () => void;
}

export function RemoveWyshModal({ id, name, onRemoved }: RemoveWyshModalProps) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const decommission = useDecommission();
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!id || decommission.isPending) return;
    decommission.mutate(
      {
        id,
        beforeRefresh: () => {
          close();
          onRemoved?.();
        },
      },
      {
        onError: (failure) => setError(failureOf(failure).message ?? t('errors.default')),
      },
    );
  };

  return (
    <ModalFrame title={t('modals.removeWysh.title')}>
      <p>{t('modals.removeWysh.body', { name: name ?? '' })}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={actions.actions}>
        <Button onClick={confirm} aria-disabled={decommission.isPending || undefined}>
          {t('modals.removeWysh.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.removeWysh.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
