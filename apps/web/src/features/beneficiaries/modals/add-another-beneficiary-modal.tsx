// AddAnotherBeneficiaryModal: a primary beneficiary was added; add another, or go back to the review.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import { reviewPath, selectTypePath, type Origin } from '../lib/destinations';

export interface AddAnotherBeneficiaryModalProps {
  lineOfBusiness?: string;
  origin?: Origin;
}

export function AddAnotherBeneficiaryModal({
  lineOfBusiness = 'wysh-insurance',
  origin,
}: AddAnotherBeneficiaryModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { close } = useModalContext();
  const back = origin ?? { path: reviewPath(lineOfBusiness) };
  return (
    <ModalFrame title={t('modals.addAnotherBeneficiary.title')}>
      <p>{t('modals.addAnotherBeneficiary.body')}</p>
      <div className={actions.actions}>
        <Button
          onClick={() => {
            close();
            void navigate(selectTypePath(lineOfBusiness, 'primary'), { state: { origin: back } });
          }}
        >
          {t('modals.addAnotherBeneficiary.add')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            void navigate(back.path, { state: back.state });
          }}
        >
          {t('modals.addAnotherBeneficiary.done')}
        </Button>
      </div>
    </ModalFrame>
  );
}
