// RemoveBeneficiaryModal: removing one beneficiary (destroyBeneficiary); the others of its group share 100
// again. Then, as spec 001 §4.11 says: a backup's removal returns to the review, a primary's to the allocations
// while others remain, else home (or the flow's review).
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
import { toWireResponsibility } from '../lib/beneficiary-fields';

export interface RemoveBeneficiaryModalProps {
  beneficiaryId?: string;
  name?: string;
  responsibility?: 'primary' | 'backup';
  /** Primaries left once this one is gone. */
  primariesLeft?: number;
  lineOfBusiness?: string;
  origin?: Origin;
}

export function RemoveBeneficiaryModal({
  beneficiaryId,
  name = '',
  responsibility = 'primary',
  primariesLeft = 0,
  lineOfBusiness = 'wysh-insurance',
  origin,
}: RemoveBeneficiaryModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { close } = useModalContext();
  const destroy = useDestroyBeneficiary();
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!beneficiaryId || destroy.isPending) return;
    destroy.mutate(
      { beneficiaryId, responsibility: toWireResponsibility(responsibility) },
      {
        onSuccess: () => {
          const to = removalDestination(
            { responsibility, primariesLeft },
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
    <ModalFrame title={t('modals.removeBeneficiary.title')}>
      <p>{t('modals.removeBeneficiary.body', { name })}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={actions.actions}>
        <Button onClick={confirm} aria-disabled={destroy.isPending || undefined}>
          {t('modals.removeBeneficiary.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.removeBeneficiary.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
