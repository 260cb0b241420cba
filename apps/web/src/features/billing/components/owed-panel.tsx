// What is owed, above everything else on the billing page: the past-due balance with the lapse date (the policy
// is cancelled if payment is not received by then, spec 001 §8) and PAY NOW with the card or bank account on
// file; or a payment in flight, with the spec's "Payments take up to 5 business days to process". Nothing when the policy is paid up.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { Button } from '../../../shared/components/button';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { CardOnFile } from '../api/get-billing';
import type { Owed } from '../lib/billing-state';
import { methodName } from '../../../shared/lib/method-name';
import styles from './billing.module.css';

export function OwedPanel({
  owed,
  lapsesAt,
  card,
  paying,
  onPayNow,
}: {
  owed: Owed;
  lapsesAt: string | null | undefined;
  card: CardOnFile | null | undefined;
  paying: boolean;
  onPayNow: () => void;
}) {
  const { t } = useTranslation();
  // A bank account whose debits were stopped is asked for nothing until another method is chosen.
  const stopped = Boolean(card?.bankAccount?.debitsStoppedCode);
  if (owed.standing === 'processing')
    return (
      <section className={styles.processing} aria-labelledby="billing-processing-title">
        <h2 id="billing-processing-title" className={styles.panelTitle}>
          {t('billing.processing.title')}
        </h2>
        <p>{t('billing.processing.body', { amount: formatPremium(owed.processingAmount) })}</p>
        {card?.bankAccount ? <p>{t('billing.processing.from', { method: methodName(t, card) })}</p> : null}
        <p>{t('billing.processing.time')}</p>
      </section>
    );
  if (owed.standing !== 'past_due') return null;
  return (
    <section className={styles.owed} aria-labelledby="billing-owed-title">
      <h2 id="billing-owed-title" className={styles.panelTitle}>
        {t('billing.pastDue.title')}
      </h2>
      <p className={styles.figure}>
        {t('billing.pastDue.balance', { amount: formatPremium(owed.pastDueBalance) })}
      </p>
      <p className={styles.warning}>
        {lapsesAt
          ? t('billing.pastDue.warning', { date: formatLongDate(lapsesAt) })
          : t('billing.pastDue.warningNoDate')}
      </p>
      <p className={styles.muted}>{t('billing.pastDue.charge', { card: methodName(t, card) })}</p>
      <div className={styles.actions}>
        <Button onClick={onPayNow} disabled={paying || !card || stopped} aria-busy={paying}>
          {paying ? t('billing.paying') : t('billing.payNow')}
        </Button>
      </div>
    </section>
  );
}
