// BillingChargeFrequencyModal: pay monthly or annually; the annual price is the annual premium (not twelve
// monthly ones). The choice becomes the editor route's billingFrequency segment.
import { useTranslation } from 'react-i18next';
import { formatCents } from '../lib/format';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export interface BillingChargeFrequencyModalProps {
  monthlyPremium?: number;
  annualPremium?: number;
  current?: 'monthly' | 'annual';
  onChoose?: (frequency: 'monthly' | 'annual') => void;
}

export function BillingChargeFrequencyModal({
  monthlyPremium = 0,
  annualPremium = 0,
  current = 'monthly',
  onChoose,
}: BillingChargeFrequencyModalProps) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const choose = (frequency: 'monthly' | 'annual') => {
    close();
    onChoose?.(frequency);
  };
  return (
    <ModalFrame title={t('coverageEditor.frequency.title')}>
      <p>{t('coverageEditor.frequency.body')}</p>
      <div className={actions.stack}>
        <Button
          variant={current === 'monthly' ? 'primary' : 'secondary'}
          aria-pressed={current === 'monthly'}
          onClick={() => choose('monthly')}
        >
          {t('coverageEditor.frequency.monthly', { price: formatCents(monthlyPremium) })}
        </Button>
        <Button
          variant={current === 'annual' ? 'primary' : 'secondary'}
          aria-pressed={current === 'annual'}
          onClick={() => choose('annual')}
        >
          {t('coverageEditor.frequency.annual', { price: formatCents(annualPremium) })}
        </Button>
      </div>
    </ModalFrame>
  );
}
