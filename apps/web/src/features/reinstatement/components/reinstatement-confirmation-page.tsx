// The policy confirmation after a reinstatement (spec 001 §4.4 "Policy Confirmation"): the policy is active again
// under its own number, with its cover and premium, and the way back to the dashboard.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { formatPremium } from '../../../shared/lib/format-premium';
import { useReinstatedPolicy } from '../api/get-reinstated-policy';
import styles from './reinstatement.module.css';

export function ReinstatementConfirmationPage() {
  const { t } = useTranslation();
  usePageTitle(t('reinstatement.confirmation.title'));
  const { policyId } = useParams();
  const { data: policy, isPending } = useReinstatedPolicy();

  if (isPending) return <Loading />;
  const active = policy?.id === policyId && policy?.status === 'active';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reinstatement.confirmation.title')}</h1>
      {active && policy ? (
        <>
          <p className={styles.lead}>{t('reinstatement.confirmation.lead')}</p>
          <dl className={styles.rows}>
            <dt>{t('reinstatement.confirmation.number')}</dt>
            <dd>{policy.label}</dd>
            <dt>{t('reinstatement.confirmation.status')}</dt>
            <dd>{t('reinstatement.confirmation.active')}</dd>
            <dt>{t('reinstatement.offer.totalCoverage')}</dt>
            <dd>{formatWholeDollars(cents(policy.amount))}</dd>
            <dt>{t('reinstatement.purchase.monthlyPremium')}</dt>
            <dd>{formatPremium(policy.monthlyPremium)}</dd>
          </dl>
        </>
      ) : (
        <p role="alert">{t('reinstatement.confirmation.pending')}</p>
      )}
      <div className={styles.actions}>
        <ButtonLink to="/">{t('reinstatement.confirmation.dashboard')}</ButtonLink>
      </div>
    </div>
  );
}
