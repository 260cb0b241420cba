// BillingChargeFrequencyModal: pay monthly or annually; the annual price is the annual premium (not twelve
// monthly ones). In the coverage editor the choice becomes the route's billingFrequency segment; on the billing
// page it changes the policy's billing from `startsOn`, its next payment.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { formatCents } from '../lib/format';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export interface BillingChargeFrequencyModalProps {
  monthlyPremium?: number;
  annualPremium?: number;
  current?: 'monthly' | 'annual';
  /** yyyy-MM-dd: when a policy's change would start (the billing page). */
  startsOn?: string | undefined;
  onChoose?: (frequency: 'monthly' | 'annual') => void;
}

export function BillingChargeFrequencyModal({
  monthlyPremium = 0,
  annualPremium = 0,
  current = 'monthly',
  startsOn,
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
      {startsOn ? <p>{t('billing.frequency.startsOn', { date: formatLongDate(startsOn) })}</p> : null}
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
