// Customer service's read of a policy (the servicing console and the agent console): what it is, the refunds
// made on it, and its history in words.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@wysh/domain/dates';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { insuranceCardTitle } from '@wysh/domain/home-state';
import { cents, formatDollars } from '@wysh/domain/money';
import { graphql } from '../../graphql/generated';
import type { ServicedPolicyFieldsFragment } from '../../graphql/generated/graphql';
import styles from './policy-sections.module.css';

export const ServicedPolicyFields = graphql(`
  fragment ServicedPolicyFields on ServicedPolicy {
    id
    number
    productSlug
    status
    ownerName
    ownerEmail
    amount
    monthlyPremium
    effectiveOn
    terminatesOn
    replacesCover
    freeLookEndsOn
    paidThrough
    cancellingToday {
      kind
      refundAmount
      coverEndsOn
    }
    cancellation {
      kind
      requestedOn
      coverEndsOn
      refundAmount
      reason
    }
    refunds {
      amount
      status
      method
      providerRefundId
      createdAt
    }
    history {
      event
      toStatus
      reason
      occurredAt
    }
  }
`);

const instant = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const formatInstant = (iso: string) => `${instant.format(new Date(iso))} ET`;
export const dollars = (amount: number) => formatDollars(cents(amount));

/** Where a section sits: its heading's level under the page's headings, and a narrow column (one per line). */
type Placement = { level?: 2 | 3; compact?: boolean };

export function PolicyDetails({
  policy,
  level = 2,
  compact = false,
}: { policy: ServicedPolicyFieldsFragment } & Placement) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('servicing.details.owner'), policy.ownerName],
    [t('servicing.details.email'), policy.ownerEmail ?? t('servicing.details.none')],
    [t('servicing.details.product'), insuranceCardTitle(policy.productSlug)],
    [t('servicing.details.status'), t(`servicing.status.${policy.status}`, { defaultValue: policy.status })],
    [t('servicing.details.cover'), formatWholeDollars(policy.amount)],
    [
      t('servicing.details.premium'),
      t('servicing.details.perMonth', { amount: dollars(policy.monthlyPremium) }),
    ],
    [t('servicing.details.effective'), formatShortDate(policy.effectiveOn)],
    [t('servicing.details.paidThrough'), formatShortDate(policy.paidThrough)],
    [
      t('servicing.details.freeLook'),
      t(policy.replacesCover ? 'servicing.details.freeLookReplacing' : 'servicing.details.freeLookNew', {
        date: formatShortDate(policy.freeLookEndsOn),
      }),
    ],
  ];
  return (
    <section className={`${styles.section} ${compact ? styles.compact : ''}`} aria-labelledby="policy-title">
      <Heading level={level} id="policy-title">
        {t('servicing.details.title', { number: policy.number })}
      </Heading>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PolicyRefunds({
  refunds,
  level = 2,
}: { refunds: ServicedPolicyFieldsFragment['refunds'] } & Placement) {
  const { t } = useTranslation();
  if (refunds.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="refunds-title">
      <Heading level={level} id="refunds-title">
        {t('servicing.refunds.title')}
      </Heading>
      <ul className={styles.list}>
        {refunds.map((refund) => (
          <li key={`${refund.createdAt} ${refund.amount} ${refund.method}`}>
            {t(`servicing.refunds.${refund.status}`, {
              amount: dollars(refund.amount),
              method: refund.method,
              id: refund.providerRefundId ?? '',
              defaultValue: refund.status,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PolicyHistory({ history }: { history: ServicedPolicyFieldsFragment['history'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="history-title">
      <h2 id="history-title">{t('servicing.history.title')}</h2>
      <ol className={styles.list}>
        {[...history].reverse().map((entry) => (
          <li key={`${entry.occurredAt} ${entry.event}`}>
            <span className={styles.when}>{formatInstant(entry.occurredAt)}</span> {entry.reason}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Heading({ level, id, children }: { level: 2 | 3; id: string; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return <Tag id={id}>{children}</Tag>;
}
