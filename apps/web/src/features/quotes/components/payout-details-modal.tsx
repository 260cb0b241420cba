// PayoutDetailsModal: what the accidental-death policy pays, by how the accident happened.
import { useTranslation } from 'react-i18next';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import styles from './quotes.module.css';

export interface PayoutDetailsProps {
  payouts?: { publicTransportation: number; autoPedestrian: number; generalAccident: number };
}

export function PayoutDetailsModal({ payouts }: PayoutDetailsProps) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  if (!payouts) return null;
  const rows = [
    ['publicTransportation', payouts.publicTransportation],
    ['autoPedestrian', payouts.autoPedestrian],
    ['generalAccident', payouts.generalAccident],
  ] as const;
  return (
    <ModalFrame title={t('quotes.payouts.title')}>
      <p>{t('quotes.payouts.body')}</p>
      <dl className={styles.details}>
        {rows.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(`quotes.payouts.${key}`)}</dt>
            <dd>{formatWholeDollars(cents(amount))}</dd>
          </div>
        ))}
      </dl>
      <div className={actions.stack}>
        <Button onClick={close}>{t('quotes.payouts.close')}</Button>
      </div>
    </ModalFrame>
  );
}
