// CancelPendingUpdatesModal (spec 001 §2.18): continuing cancels the pending request, which then would not apply at
// the next payment; keeping it closes the modal.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import type { ModalPropsByName } from '../../../shared/stores/modal';
import styles from '../../../shared/components/modal/modal-actions.module.css';
import { useCancelPendingUpdates } from '../api/pending-details';

export function CancelPendingUpdatesModal({
  policyId,
  onCancelled,
}: ModalPropsByName['CancelPendingUpdatesModal']) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const cancel = useCancelPendingUpdates();
  const onContinue = async () => {
    if (!policyId) return;
    try {
      await cancel.mutateAsync(policyId);
    } catch {
      return;
    }
    close();
    onCancelled?.();
  };
  return (
    <ModalFrame title={t('modals.cancelPendingUpdates.title')}>
      <p>{t('modals.cancelPendingUpdates.body')}</p>
      {cancel.isError ? <FormAlert>{errorText(failureOf(cancel.error), t)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button onClick={() => void onContinue()} aria-disabled={cancel.isPending || undefined}>
          {t('modals.cancelPendingUpdates.continue')}
        </Button>
        <Button variant="quiet" onClick={close}>
          {t('modals.cancelPendingUpdates.keep')}
        </Button>
      </div>
    </ModalFrame>
  );
}
