// UnmonitorWyshModal: turning monitoring off (unmonitorWyshAllocation), after which the list is read again
// and the amount can be edited.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { failureOf } from '../../../shared/lib/user-error';
import { useUnmonitor } from '../api/wysh-mutations';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export function UnmonitorWyshModal({ id }: { id?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const unmonitor = useUnmonitor();
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!id || unmonitor.isPending) return;
    unmonitor.mutate(id, {
      onSuccess: close,
      onError: (failure) => setError(failureOf(failure).message ?? t('errors.default')),
    });
  };

  return (
    <ModalFrame title={t('modals.unmonitorWysh.title')}>
      <p>{t('modals.unmonitorWysh.body')}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={actions.actions}>
        <Button onClick={confirm} aria-disabled={unmonitor.isPending || undefined}>
          {t('modals.unmonitorWysh.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.unmonitorWysh.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
