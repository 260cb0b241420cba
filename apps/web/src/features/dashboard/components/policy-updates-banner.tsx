// The policy updates banner (spec 000 §2): what waits on the policy, as the server's precedence picked it
// (@wysh/domain/policies/policy-updates). A pending beneficiary change leads to the beneficiary flow (its pending
// panel), a manual review case to the review page, a newer quote to its review; nothing shows when none waits.
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';
import type { DashboardHomeQuery } from '../../../graphql/generated/graphql';
import { AlertIcon } from '../../../shared/components/icons';
import styles from './policy-updates-banner.module.css';

type PolicyUpdate = NonNullable<DashboardHomeQuery['dashboardHome']['policyUpdate']>;

/** Where the banner's action leads; `from` is where the beneficiary flow returns to when it is done. */
export function policyUpdateTarget(update: PolicyUpdate, from: string): Pick<LinkProps, 'to' | 'state'> {
  switch (update.reason) {
    case 'POLICY_CHANGE':
      return { to: '/flow/beneficiary', state: { flowScope: 'policy_holder', from } };
    case 'MANUAL_REVIEW':
      return { to: '/products/insurance/manual-review' };
    case 'PENDING_QUOTE':
      return { to: '/review-quote' };
  }
}

const MESSAGE = {
  POLICY_CHANGE: 'policyUpdates.policyChange',
  MANUAL_REVIEW: 'policyUpdates.manualReview',
  PENDING_QUOTE: 'policyUpdates.pendingQuote',
} as const;

export function PolicyUpdatesBanner({ update, from }: { update: PolicyUpdate | null; from: string }) {
  const { t } = useTranslation();
  if (!update) return null;
  const pending = update.kind === 'UPDATES_PENDING';
  const target = policyUpdateTarget(update, from);
  return (
    <section className={styles.banner} aria-labelledby="policy-updates-title" data-kind={update.kind}>
      <span className={styles.icon} aria-hidden="true">
        <AlertIcon />
      </span>
      <div className={styles.text}>
        <h2 id="policy-updates-title" className={styles.title}>
          <span className="visually-hidden">{t('policyUpdates.label')}: </span>
          {pending ? t('policyUpdates.updatesPending') : t('policyUpdates.pendingApproval')}
        </h2>
        <p>{t(MESSAGE[update.reason])}</p>
      </div>
      <Link className={styles.action} {...target}>
        {pending ? t('policyUpdates.seeDetails') : t('policyUpdates.review')}
      </Link>
    </section>
  );
}
