// The policy updates banner (spec 000 §2): what waits on the policy, as the server's precedence picked it
// (@wysh/domain/policies/policy-updates). A lapsed policy leads to the policyholder home, a premium past due to the
// billing page (with the lapse date), a lower cover waiting for its due date to its pending details, a pending
// beneficiary change to the beneficiary flow (its pending panel), a manual review case to the review page, an
// approved cover increase to confirm-update, a newer quote to its review; nothing shows when none waits.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import type { TFunction } from 'i18next';
import { Link, type LinkProps } from 'react-router';
import type { DashboardHomeQuery } from '../../../graphql/generated/graphql';
import { AlertIcon } from '../../../shared/components/icons';
import { CONFIRM_UPDATE_PATH } from '../../../shared/journeys/cover-increase';
import styles from './policy-updates-banner.module.css';

type PolicyUpdate = NonNullable<DashboardHomeQuery['dashboardHome']['policyUpdate']>;

/** Where the banner's action leads; `from` is where the beneficiary flow returns to when it is done. */
export function policyUpdateTarget(update: PolicyUpdate, from: string): Pick<LinkProps, 'to' | 'state'> {
  switch (update.reason) {
    case 'LAPSED':
      return { to: '/products/insurance' };
    case 'PAST_DUE':
      return { to: '/products/insurance/billing' };
    case 'COVER_CHANGE':
      return update.pendingPolicyId
        ? { to: `/products/insurance/${update.pendingPolicyId}/pending-details` }
        : { to: '/products/insurance' };
    case 'POLICY_CHANGE':
      return { to: '/flow/beneficiary', state: { flowScope: 'policy_holder', from } };
    case 'MANUAL_REVIEW':
      return { to: '/products/insurance/manual-review' };
    case 'COVER_INCREASE':
    case 'TERM_EXTENSION':
      return { to: CONFIRM_UPDATE_PATH };
    case 'PENDING_QUOTE':
      return { to: '/review-quote' };
  }
}

const MESSAGE = {
  COVER_CHANGE: 'policyUpdates.coverChange',
  POLICY_CHANGE: 'policyUpdates.policyChange',
  MANUAL_REVIEW: 'policyUpdates.manualReview',
  COVER_INCREASE: 'policyUpdates.coverIncrease',
  TERM_EXTENSION: 'policyUpdates.termExtension',
  PENDING_QUOTE: 'policyUpdates.pendingQuote',
} as const;

const TITLE = {
  POLICY_LAPSED: 'policyUpdates.policyLapsed',
  PAYMENT_PAST_DUE: 'policyUpdates.paymentPastDue',
  UPDATES_PENDING: 'policyUpdates.updatesPending',
  PENDING_APPROVAL: 'policyUpdates.pendingApproval',
} as const;

const ACTION = {
  POLICY_LAPSED: 'policyUpdates.seeDetails',
  PAYMENT_PAST_DUE: 'policyUpdates.payNow',
  UPDATES_PENDING: 'policyUpdates.seeDetails',
  PENDING_APPROVAL: 'policyUpdates.review',
} as const;

function messageOf(update: PolicyUpdate, t: TFunction): string {
  const date = update.lapsesAt ? formatLongDate(update.lapsesAt) : null;
  switch (update.reason) {
    case 'LAPSED':
      return date ? t('policyUpdates.lapsed', { date }) : t('lapsed.title');
    case 'PAST_DUE':
      return date ? t('policyUpdates.pastDue', { date }) : t('policyUpdates.pastDueNoDate');
    default:
      return t(MESSAGE[update.reason]);
  }
}

export function PolicyUpdatesBanner({ update, from }: { update: PolicyUpdate | null; from: string }) {
  const { t } = useTranslation();
  if (!update) return null;
  const target = policyUpdateTarget(update, from);
  return (
    <section className={styles.banner} aria-labelledby="policy-updates-title" data-kind={update.kind}>
      <span className={styles.icon} aria-hidden="true">
        <AlertIcon />
      </span>
      <div className={styles.text}>
        <h2 id="policy-updates-title" className={styles.title}>
          <span className="visually-hidden">{t('policyUpdates.label')}: </span>
          {t(TITLE[update.kind])}
        </h2>
        <p>{messageOf(update, t)}</p>
      </div>
      <Link className={styles.action} {...target}>
        {t(ACTION[update.kind])}
      </Link>
    </section>
  );
}
