// What agents did in this conversation (the audit log, written with each action): who, what, when, oldest first.
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../shared/servicing/policy-sections';
import { useAuditLog } from '../api/audit-log';
import styles from './agent-console.module.css';

export function AuditTrail({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const log = useAuditLog(conversationId);
  return (
    <section aria-labelledby="audit-title" className={styles.contextSection}>
      <h3 id="audit-title">{t('agentConsole.audit.title')}</h3>
      {log.isPending ? (
        <p className={styles.muted}>{t('agentConsole.audit.loading')}</p>
      ) : log.isError ? (
        <p>{t('agentConsole.audit.failed')}</p>
      ) : log.data.length === 0 ? (
        <p>{t('agentConsole.audit.none')}</p>
      ) : (
        <ol className={styles.records}>
          {log.data.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <span>
                {t('agentConsole.audit.entry', {
                  agent: entry.agentName,
                  action: t(`agentConsole.audit.action.${entry.action}`, { defaultValue: entry.action }),
                })}
              </span>
              <time dateTime={entry.at} className={styles.muted}>
                {formatInstant(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
