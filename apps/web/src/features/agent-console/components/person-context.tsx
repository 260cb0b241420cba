// Who the agent is talking to: their name, e-mail and how often they wrote to us, their policy as servicing reads it
// (what it is, paid through, the free look, what cancelling today would do, the refunds made), their billing, what
// is under way for them, the e-mails we sent them, and what agents did in this conversation.
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@wysh/domain/dates';
import type { Person } from '../api/conversation';
import { dollars, PolicyDetails, PolicyRefunds } from '../../../shared/servicing/policy-sections';
import { AuditTrail } from './audit-trail';
import { BillingSection, OpenCases, RecentEmails } from './person-records';
import styles from './agent-console.module.css';

export function PersonContext({ person, conversationId }: { person: Person; conversationId: string }) {
  const { t } = useTranslation();
  const { policy } = person;
  const today = policy?.cancellingToday;
  return (
    <aside className={styles.context} aria-labelledby="person-title">
      <h3 id="person-title">{t('agentConsole.person.title')}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('agentConsole.person.name')}</dt>
          <dd>{person.fullName}</dd>
        </div>
        <div>
          <dt>{t('agentConsole.person.email')}</dt>
          <dd>{person.email ?? t('agentConsole.person.none')}</dd>
        </div>
        <div>
          <dt>{t('agentConsole.person.conversations')}</dt>
          <dd>{person.conversations}</dd>
        </div>
      </dl>
      {policy ? (
        <>
          <PolicyDetails policy={policy} level={3} compact />
          <section aria-labelledby="cancelling-today-title" className={styles.contextSection}>
            <h3 id="cancelling-today-title">{t('agentConsole.person.cancellingToday')}</h3>
            <p>
              {policy.cancellation
                ? t('agentConsole.person.alreadyCancelled', {
                    date: formatShortDate(policy.cancellation.requestedOn),
                  })
                : today
                  ? today.kind === 'free_look'
                    ? t('agentConsole.person.wouldFreeLook', { amount: dollars(today.refundAmount) })
                    : t('agentConsole.person.wouldLater', {
                        coverEndsOn: formatShortDate(today.coverEndsOn ?? policy.paidThrough),
                      })
                  : t('agentConsole.person.notInForce')}
            </p>
          </section>
          <PolicyRefunds refunds={policy.refunds} level={3} />
        </>
      ) : (
        <p>{t('agentConsole.person.noPolicy')}</p>
      )}
      {person.billing ? <BillingSection billing={person.billing} /> : null}
      <OpenCases cases={person.openCases} />
      <RecentEmails emails={person.recentEmails} address={person.email} />
      <AuditTrail conversationId={conversationId} />
    </aside>
  );
}
