// The plan (spec 001 §3.5 Plan: amount, billing frequency, next payment): the premium, how often it is charged
// and when next.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { BillingPolicy } from '../api/get-billing';
import styles from './billing.module.css';

export function PlanPanel({ policy }: { policy: BillingPolicy }) {
  const { t } = useTranslation();
  const plan = policy.accountsProduct;
  const frequency = plan.billingFrequency === 'annual' ? 'annual' : 'monthly';
  return (
    <section className={styles.panel} aria-labelledby="billing-plan-title">
      <h2 id="billing-plan-title" className={styles.panelTitle}>
        {t('billing.plan.title')}
      </h2>
      <dl className={styles.rows}>
        {policy.label ? (
          <div className={styles.row}>
            <dt>{t('billing.plan.policy')}</dt>
            <dd>{policy.label}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t('billing.plan.premium')}</dt>
          <dd>{formatPremium(plan.amount)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('billing.plan.frequency')}</dt>
          <dd>{t(`billing.plan.frequency.${frequency}`)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('billing.plan.next')}</dt>
          <dd>{plan.nextPayment ? formatLongDate(plan.nextPayment.date) : t('billing.plan.noNext')}</dd>
        </div>
      </dl>
    </section>
  );
}
