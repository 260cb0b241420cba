// The policyholder home's beneficiaries (who is paid, each share; managing them goes through the beneficiary flow
// in the policyholder's scope, as from the account page) and the wyshes the cover pays for.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/components/button';
import type { PolicyholderHome } from '../api/get-policyholder-home';
import { wholeDollars } from './format';
import { beneficiaryName } from './policy-format';
import styles from './policyholder-home.module.css';

type Beneficiaries = PolicyholderHome['getBeneficiaries'];

function Group({ label, people }: { label: string; people: Beneficiaries['list'] }) {
  if (people.length === 0) return null;
  return (
    <>
      <h3 className={styles.groupTitle}>{label}</h3>
      <ul className={styles.people}>
        {people.map((person) => (
          <li key={person.id}>
            <span>{beneficiaryName(person)}</span>
            <span>{person.allocation}%</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function BeneficiariesPanel({ beneficiaries }: { beneficiaries: Beneficiaries }) {
  const { t } = useTranslation();
  const anyone = beneficiaries.list.length + beneficiaries.backup.length > 0;
  return (
    <section className={styles.panel} aria-labelledby="policy-beneficiaries-title">
      <h2 id="policy-beneficiaries-title" className={styles.panelTitle}>
        {t('policyholderHome.beneficiaries.title')}
      </h2>
      {anyone ? (
        <>
          <Group label={t('policyholderHome.beneficiaries.primary')} people={beneficiaries.list} />
          <Group label={t('policyholderHome.beneficiaries.backup')} people={beneficiaries.backup} />
        </>
      ) : (
        <p className={styles.muted}>{t('policyholderHome.beneficiaries.none')}</p>
      )}
      {beneficiaries.pending.length > 0 ? (
        <p className={styles.note}>{t('policyholderHome.beneficiaries.pending')}</p>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink
          to="/flow/beneficiary"
          state={{ flowScope: 'policy_holder', from: '/products/insurance' }}
          variant="secondary"
        >
          {t('policyholderHome.beneficiaries.manage')}
        </ButtonLink>
      </div>
    </section>
  );
}

export function WyshesPanel({ summary }: { summary: PolicyholderHome['allocationSummary'] }) {
  const { t } = useTranslation();
  const any = summary.activeCount > 0;
  const percent = summary.percentCovered ?? 0;
  return (
    <section className={styles.panel} aria-labelledby="policy-wyshes-title">
      <h2 id="policy-wyshes-title" className={styles.panelTitle}>
        {t('policyholderHome.wyshes.title')}
      </h2>
      {any ? (
        <>
          <p className={styles.figure}>{t('policyholderHome.wyshes.percent', { percent })}</p>
          <div
            className={styles.meter}
            role="meter"
            aria-label={t('policyholderHome.wyshes.title')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(percent, 100)}
            aria-valuetext={t('policyholderHome.wyshes.percent', { percent })}
          >
            <span style={{ width: `${Math.min(percent, 100)}%` }} />
          </div>
          <p className={styles.muted}>
            {t('policyholderHome.wyshes.detail', {
              percent,
              total: wholeDollars(summary.totalAmount),
              active: summary.activeCount,
            })}
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('policyholderHome.wyshes.none')}</p>
      )}
      <div className={styles.actions}>
        <ButtonLink to={any ? '/wyshes' : '/wysh-builder'} variant="secondary">
          {any ? t('policyholderHome.wyshes.manage') : t('policyholderHome.wyshes.add')}
        </ButtonLink>
      </div>
    </section>
  );
}
