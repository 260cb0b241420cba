// /products/insurance: the insurance home. Marketing (what term life is, GET STARTED, help with coverage needs)
// or, with an estimate and no application yet, recapture (finish the application or edit the estimate); with a
// policy in force, the policyholder home (policyholder-home.tsx); a policy customer service cancelled says what
// became of it first (cancelled-policy-notice.tsx). The quote and review states arrive with the
// issues that build them; until then they show marketing.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { isIdentified, useAuthStore } from '../../../shared/stores/auth';
import { useCancelledPolicy } from '../api/get-cancelled-policy';
import { useDashboardHome } from '../api/get-dashboard-home';
import { CancelledPolicyNotice } from './cancelled-policy-notice';
import { wholeDollars } from './format';
import { PolicyholderHome } from './policyholder-home';
import styles from './insurance-home.module.css';

function Recapture({ amount }: { amount: number | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="insurance-home-title">
      <p className={styles.pretitle}>{t('insuranceHome.pretitle')}</p>
      <h1 id="insurance-home-title">{t('insuranceHome.recapture.title')}</h1>
      <p className={styles.lead}>{t('insuranceHome.recapture.lead')}</p>
      {amount !== null ? (
        <p className={styles.estimate}>
          {t('insuranceHome.recapture.estimate', { amount: wholeDollars(amount) })}
        </p>
      ) : null}
      <div className={styles.calls}>
        <ButtonLink to="/fulfillment/start">{t('insuranceHome.recapture.finish')}</ButtonLink>
        <ButtonLink to="/edit-coverage/estimate" variant="secondary">
          {t('insuranceHome.recapture.edit')}
        </ButtonLink>
      </div>
    </section>
  );
}

function Marketing() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="insurance-home-title">
      <p className={styles.pretitle}>{t('insuranceHome.pretitle')}</p>
      <h1 id="insurance-home-title">{t('insuranceHome.marketing.title')}</h1>
      <p className={styles.lead}>{t('insuranceHome.marketing.lead')}</p>
      <h2 className="visually-hidden">{t('insuranceHome.marketing.pointsLabel')}</h2>
      <ul className={styles.points}>
        <li>{t('insuranceHome.marketing.point1')}</li>
        <li>{t('insuranceHome.marketing.point2')}</li>
        <li>{t('insuranceHome.marketing.point3')}</li>
      </ul>
      <div className={styles.calls}>
        <ButtonLink to="/fulfillment/start">{t('insuranceHome.marketing.start')}</ButtonLink>
        <Link to="/wysh-builder" className={styles.needs}>
          {t('insuranceHome.marketing.needs')}
        </Link>
      </div>
    </section>
  );
}

export function InsuranceHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('insuranceHome.pageTitle'));
  const signedIn = useAuthStore((state) => isIdentified(state.authLevel));
  const { data, isPending, isError, refetch } = useDashboardHome(signedIn);
  const owned = data?.insurance.state === 'OWNED';
  const verified = useAuthStore((state) => state.authLevel === 'verified');
  const cancelled = useCancelledPolicy(verified, signedIn && data !== undefined && !owned);

  if (signedIn && isPending) return <Loading fill />;
  if (owned) return <PolicyholderHome update={data.policyUpdate ?? null} />;
  return (
    <div className={styles.page}>
      {signedIn && isError ? (
        <div className={styles.failed} role="alert">
          <p>{t('insuranceHome.failed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {cancelled.data ? <CancelledPolicyNotice policy={cancelled.data} /> : null}
      {data?.insurance.state === 'RECAPTURE' ? (
        <Recapture amount={data.insurance.coverageAmount ?? null} />
      ) : (
        <Marketing />
      )}
    </div>
  );
}
