// RemoveLastBeneficiaryModal: the last primary is being removed while a backup exists, and "You can't have a
// backup without a primary" (spec 001 §4.11): promote the backup to primary (then the allocations), or remove
// both (then home, or the flow's review).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import { failureOf } from '../../../shared/lib/user-error';
import { useDestroyBeneficiary } from '../api/beneficiary-mutations';
import { removalDestination, reviewPath, type Origin } from '../lib/destinations';

export interface RemoveLastBeneficiaryModalProps {
  beneficiaryId?: string;
  name?: string;
  /** How many backups there are (they become primaries when promoted). */
  backupCount?: number;
  lineOfBusiness?: string;
  origin?: Origin;
}

export function RemoveLastBeneficiaryModal({
  beneficiaryId,
  name = '',
  backupCount = 1,
  lineOfBusiness = 'wysh-insurance',
  origin,
}: RemoveLastBeneficiaryModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { close } = useModalContext();
  const destroy = useDestroyBeneficiary();
  const [error, setError] = useState<string | null>(null);

  const remove = (promote: boolean) => {
    if (!beneficiaryId || destroy.isPending) return;
    destroy.mutate(
      promote ? { beneficiaryId, promoteBackup: true } : { beneficiaryId, destroyBackup: true },
      {
        onSuccess: () => {
          const to = removalDestination(
            { responsibility: 'primary', primariesLeft: promote ? backupCount : 0 },
            lineOfBusiness,
            origin ?? { path: reviewPath(lineOfBusiness) },
          );
          close();
          void navigate(to.path, { state: to.state });
        },
        onError: (failure) => {
          const { message, code } = failureOf(failure);
          setError(message ?? code ?? t('errors.default'));
        },
      },
    );
  };

  return (
    <ModalFrame title={t('modals.removeLastBeneficiary.title')}>
      <p>{t('modals.removeLastBeneficiary.body', { name })}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={actions.actions}>
        <Button onClick={() => remove(true)} aria-disabled={destroy.isPending || undefined}>
          {t('modals.removeLastBeneficiary.promote')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => remove(false)}
          aria-disabled={destroy.isPending || undefined}
        >
          {t('modals.removeLastBeneficiary.removeBoth')}
        </Button>
        <Button variant="quiet" onClick={close}>
          {t('modals.removeLastBeneficiary.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
