// /products/insurance for a policyholder (issue 15 item 5): the policy updates banner, extending the term to 65 (issue
// 27 item 4), the policy summary, its beneficiaries, the wyshes it covers, the next payment, documents and support; a
// lapsed policy says so first. Rendered by the insurance home once the dashboard says "owned"; its own data loads
// here, with a spinner, and a retry when it fails.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { insuranceCardTitle } from '@wysh/domain/home-state';
import type { DashboardHomeQuery } from '../../../graphql/generated/graphql';
import { Button } from '../../../shared/components/button';
import { LapsedNotice } from '../../../shared/components/lapsed-notice';
import { Loading } from '../../../shared/components/loading';
import { usePolicyholderHome } from '../api/get-policyholder-home';
import { DocumentsPanel, PaymentPanel, SupportPanel } from './policy-account';
import { BeneficiariesPanel, WyshesPanel } from './policy-people';
import { PolicySummary } from './policy-summary';
import { PolicyUpdatesBanner } from './policy-updates-banner';
import { TermExtensionCard } from './term-extension-card';
import styles from './policyholder-home.module.css';

type PolicyUpdate = DashboardHomeQuery['dashboardHome']['policyUpdate'];

export function PolicyholderHome({ update }: { update: PolicyUpdate }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = usePolicyholderHome();

  if (isPending) return <Loading fill label={t('policyholderHome.loading')} />;
  if (isError || !data.userPolicy) {
    // No policy here while the dashboard saw one: a policy just lapsed or a read failed; either way, try again.
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('policyholderHome.title')}</h1>
        <div className={styles.failed} role="alert">
          <p>{t('policyholderHome.failed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const policy = data.userPolicy;
  const lapsed = policy.status === 'lapsed';
  const endsOn = policy.cancellation?.coverEndsOn ?? null;
  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{insuranceCardTitle(policy.product.slug)}</p>
      <h1 className={styles.title}>{t('policyholderHome.title')}</h1>
      {/* A lapsed policy's notice below says what the banner would. */}
      <PolicyUpdatesBanner update={lapsed ? null : update} from="/products/insurance" />
      {lapsed ? <LapsedNotice lapsesAt={policy.lapsesAt} /> : null}
      {endsOn ? (
        <section className={styles.notice} aria-labelledby="cancelled-notice-title">
          <h2 id="cancelled-notice-title">{t('policyholderHome.cancelled.title')}</h2>
          <p>{t('policyholderHome.cancelled.body', { date: formatLongDate(endsOn) })}</p>
        </section>
      ) : null}
      {lapsed || endsOn ? null : <TermExtensionCard policyId={policy.id} extension={policy.termExtension} />}
      <div className={styles.grid}>
        <PolicySummary policy={policy} />
        <BeneficiariesPanel beneficiaries={data.getBeneficiaries} />
        <WyshesPanel summary={data.allocationSummary} />
        <PaymentPanel
          policy={policy}
          methods={data.paymentMethods}
          active={data.activePaymentMethod}
          processingAmount={
            data.currentUser?.activeConstellations.find((each) => each.activeInsuranceMembership)
              ?.activeInsuranceMembership?.invoicesProcessingAmount ?? 0
          }
        />
        <DocumentsPanel policy={policy} />
        <SupportPanel canCancel={!lapsed && !endsOn} />
      </div>
    </div>
  );
}
