// The policyholder home's policy summary: number, product, cover ("Up To" for accidental death), term, class,
// effective date and monthly premium; an active policy's coverage can be lowered or raised from here (the editor's
// policy mode), and before its term's last year a quiet line says from when the term can be extended to 65.
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@wysh/domain/dates';
import { ACCIDENTAL_DEATH_SLUG, insuranceCardTitle } from '@wysh/domain/home-state';
import { ButtonLink } from '../../../shared/components/button';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { HomePolicy } from '../api/get-policyholder-home';
import { wholeDollars } from './format';
import { policyTerm } from './policy-format';
import { TermExtensionOpensOn } from './term-extension-card';
import styles from './policyholder-home.module.css';

// The effective date is the US Eastern day the first premium was paid.
const EASTERN = 'America/New_York';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function PolicySummary({ policy }: { policy: HomePolicy }) {
  const { t } = useTranslation();
  const amount = wholeDollars(policy.amount);
  const term = policyTerm(policy);
  return (
    <section className={styles.panel} aria-labelledby="policy-summary-title">
      <h2 id="policy-summary-title" className={styles.panelTitle}>
        {t('policyholderHome.summary.title')}
      </h2>
      <dl className={styles.rows}>
        <Row
          label={t('policyholderHome.summary.number')}
          value={policy.label ?? t('policyholderHome.summary.numberPending')}
        />
        <Row label={t('policyholderHome.summary.type')} value={insuranceCardTitle(policy.product.slug)} />
        <Row
          label={t('policyholderHome.summary.coverage')}
          value={
            policy.product.slug === ACCIDENTAL_DEATH_SLUG
              ? t('policyholderHome.summary.upTo', { amount })
              : amount
          }
        />
        <Row
          label={t('policyholderHome.summary.term')}
          value={
            term.kind === 'years'
              ? t('policyholderHome.summary.termYears', { years: term.years })
              : t('policyholderHome.summary.termUntil', { age: term.age })
          }
        />
        {policy.classification ? (
          <Row label={t('policyholderHome.summary.class')} value={policy.classification.name} />
        ) : null}
        <Row
          label={t('policyholderHome.summary.effective')}
          value={formatShortDate(policy.effectiveAt, EASTERN)}
        />
        <Row label={t('policyholderHome.summary.premium')} value={formatPremium(policy.monthlyPremium)} />
      </dl>
      {policy.status === 'active' && !policy.cancellation ? (
        <TermExtensionOpensOn extension={policy.termExtension} />
      ) : null}
      {policy.status === 'active' ? (
        <ButtonLink to="/edit-coverage/policy" variant="secondary">
          {t('policyholderHome.summary.changeCoverage')}
        </ButtonLink>
      ) : null}
    </section>
  );
}
