// The person's records beside the conversation, as other parts of the business keep them: their billing (the next
// premium, what is past due and when cover lapses, the payment method on file), what is under way for them, and
// the last e-mails we sent them. Read-only.
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@wysh/domain/dates';
import { dollars, formatInstant } from '../../../shared/servicing/policy-sections';
import type { Person } from '../api/conversation';
import styles from './agent-console.module.css';

type Billing = NonNullable<Person['billing']>;

export function BillingSection({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const { nextPayment, pastDue, paymentMethod } = billing;
  return (
    <section aria-labelledby="billing-title" className={styles.contextSection}>
      <h3 id="billing-title">{t('agentConsole.billing.title')}</h3>
      {pastDue ? (
        <p className={styles.pastDue}>
          {t('agentConsole.billing.pastDue', { amount: dollars(pastDue.amount), count: pastDue.invoices })}{' '}
          {pastDue.lapsesOn
            ? t('agentConsole.billing.lapsesOn', { date: formatShortDate(pastDue.lapsesOn) })
            : t('agentConsole.billing.inGrace')}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('agentConsole.billing.next')}</dt>
          <dd>
            {nextPayment
              ? t(
                  nextPayment.estimated ? 'agentConsole.billing.nextOn' : 'agentConsole.billing.nextInvoiced',
                  {
                    amount: dollars(nextPayment.amount),
                    date: formatShortDate(nextPayment.dueOn),
                  },
                )
              : t('agentConsole.billing.noneDue')}
          </dd>
        </div>
        <div>
          <dt>{t('agentConsole.billing.method')}</dt>
          <dd>
            {paymentMethod
              ? paymentMethod.debitsStopped
                ? t('agentConsole.billing.debitsStopped', { method: paymentMethod.description })
                : paymentMethod.description
              : t('agentConsole.billing.noMethod')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function OpenCases({ cases }: { cases: Person['openCases'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="open-cases-title" className={styles.contextSection}>
      <h3 id="open-cases-title">{t('agentConsole.cases.title')}</h3>
      {cases.length === 0 ? (
        <p>{t('agentConsole.cases.none')}</p>
      ) : (
        <ul className={styles.records}>
          {cases.map((each) => (
            <li key={`${each.kind}-${each.since}`}>
              <strong>{t(`agentConsole.cases.kind.${each.kind}`)}</strong>
              <span>{t(`agentConsole.cases.status.${each.status}`, { defaultValue: each.status })}</span>
              <span className={styles.muted}>
                {t('agentConsole.cases.since', { when: formatInstant(each.since) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RecentEmails({
  emails,
  address,
}: {
  emails: Person['recentEmails'];
  address: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recent-emails-title" className={styles.contextSection}>
      <h3 id="recent-emails-title">{t('agentConsole.emails.title')}</h3>
      {emails.length === 0 ? (
        <p>{t('agentConsole.emails.none')}</p>
      ) : (
        <ul className={styles.records}>
          {emails.map((email, i) => (
            <li key={`${email.sentAt}-${i}`}>
              <span>{email.subject}</span>
              <span className={styles.muted}>
                <time dateTime={email.sentAt}>{formatInstant(email.sentAt)}</time>
                {address && email.to !== address.toLowerCase()
                  ? ` · ${t('agentConsole.emails.to', { address: email.to })}`
                  : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
