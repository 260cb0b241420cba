// "/" for identified users (spec 000 §2 Dashboard, 001 §2.2): logs home_view, greets by first name, then the
// policy updates banner (a policyholder's), the insurance card, the Wyshes card, Need Help and the disclaimer. A
// spinner until the data is in.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { HelpIcon } from '../../../shared/components/icons';
import { Loading } from '../../../shared/components/loading';
import { track } from '../../../shared/analytics/track';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { openModal } from '../../../shared/stores/modal';
import { useDashboardHome } from '../api/get-dashboard-home';
import { usePendingUnderwritingDecision } from '../api/get-underwriting-decision';
import { InsuranceCard } from './insurance-card';
import { PolicyUpdatesBanner } from './policy-updates-banner';
import { WyshCard } from './wysh-card';
import styles from './dashboard.module.css';

export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.pageTitle'));
  const { data, isPending, isError, refetch } = useDashboardHome();

  const { data: decision } = usePendingUnderwritingDecision();

  useEffect(() => track('home_view'), []);
  // An underwriter's decision not yet seen opens UnderwritingDecisionModal (spec 001 §4.8).
  useEffect(() => {
    if (decision) openModal('UnderwritingDecisionModal', decision);
  }, [decision]);

  if (isPending) return <Loading fill label={t('dashboard.loading')} />;
  if (isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.greeting}>{t('dashboard.greetingPlain')}</h1>
        <p role="alert">{t('dashboard.failed')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.greeting}>
        {data.firstName ? t('dashboard.greeting', { name: data.firstName }) : t('dashboard.greetingPlain')}
      </h1>

      <PolicyUpdatesBanner update={data.policyUpdate ?? null} from="/" />

      <div className={styles.cards}>
        <InsuranceCard card={data.insurance} />
        <WyshCard card={data.wysh} />
      </div>

      <section className={styles.help} aria-labelledby="dashboard-help-title">
        <span className={styles.helpIcon} aria-hidden="true">
          <HelpIcon />
        </span>
        <div>
          <h2 id="dashboard-help-title">{t('dashboard.help.title')}</h2>
          <p>{t('dashboard.help.body')}</p>
        </div>
        <Button variant="secondary" onClick={() => openModal('CustomerSupportModal')}>
          {t('dashboard.help.button')}
        </Button>
      </section>

      <p className={styles.disclaimer}>{t('dashboard.disclaimer')}</p>
    </div>
  );
}
