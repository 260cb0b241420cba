// The plan (spec 001 §3.5 Plan: amount, billing frequency, next payment): the premium, how often it is charged
// and when next. An active policy may change how often it pays (BillingChargeFrequencyModal): from its next due
// date, annually at the filed annual premium.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { formatPremium } from '../../../shared/lib/format-premium';
import { useModalStore } from '../../../shared/stores/modal';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { useChangeFrequency } from '../api/change-frequency';
import type { BillingPolicy } from '../api/get-billing';
import styles from './billing.module.css';

export function PlanPanel({ policy }: { policy: BillingPolicy }) {
  const { t } = useTranslation();
  const plan = policy.accountsProduct;
  const frequency = plan.billingFrequency === 'annually' ? 'annual' : 'monthly';
  const openModal = useModalStore((state) => state.open);
  const change = useChangeFrequency();
  const [problem, setProblem] = useState<string | null>(null);
  const chooseFrequency = () =>
    openModal('BillingChargeFrequencyModal', {
      monthlyPremium: policy.monthlyPremium,
      annualPremium: policy.annualPremium,
      current: frequency,
      startsOn: plan.nextPayment?.date,
      onChoose: (chosen) => {
        if (chosen === frequency) return;
        setProblem(null);
        change.mutate(
          { policyId: policy.id, billingFrequency: chosen === 'annual' ? 'annually' : 'monthly' },
          { onError: (error) => setProblem(errorText(failureOf(error), t, { preferServer: true })) },
        );
      },
    });
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
          <dd>
            {t(`billing.plan.frequency.${frequency}`)}
            {policy.status === 'active' ? (
              <>
                {' '}
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={chooseFrequency}
                  disabled={change.isPending}
                >
                  {t('billing.plan.changeFrequency')}
                </button>
              </>
            ) : null}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('billing.plan.next')}</dt>
          <dd>
            {plan.nextPayment && policy.status !== 'lapsed'
              ? formatLongDate(plan.nextPayment.date)
              : t('billing.plan.noNext')}
          </dd>
        </div>
      </dl>
      <div role="alert">{problem ? <p className={styles.error}>{problem}</p> : null}</div>
    </section>
  );
}
