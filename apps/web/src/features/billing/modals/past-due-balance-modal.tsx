// PastDueBalanceModal (spec 001 §2.18, §4.6, §8): premiums are past due; it warns that the policy will be
// cancelled if payment is not received by the lapse date, and offers to pay now.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { ModalPropsByName } from '../../../shared/stores/modal';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import styles from './billing-modals.module.css';

export function PastDueBalanceModal({
  pastDueBalance,
  lapsesAt,
  onPayNow,
}: ModalPropsByName['PastDueBalanceModal']) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('billing.pastDueModal.title')}>
      <div className={styles.text}>
        {pastDueBalance ? (
          <p>{t('billing.pastDueModal.balance', { amount: formatPremium(pastDueBalance) })}</p>
        ) : null}
        <p>
          <strong>
            {lapsesAt
              ? t('billing.pastDue.warning', { date: formatLongDate(lapsesAt) })
              : t('billing.pastDue.warningNoDate')}
          </strong>
        </p>
      </div>
      <div className={actions.actions}>
        {onPayNow ? (
          <Button
            onClick={() => {
              close();
              onPayNow();
            }}
          >
            {t('billing.payNow')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={close}>
          {t('billing.pastDueModal.later')}
        </Button>
      </div>
    </ModalFrame>
  );
}
