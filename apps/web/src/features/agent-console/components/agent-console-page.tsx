// /servicing/chat and /servicing/chat/:conversationId: customer service's conversations (issue 28 item 3). The
// queue (live chats and e-mail follow-ups waiting, and the agent's own) beside the open conversation, which sits
// beside the person's context; on a phone one at a time, with a way back to the queue.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { ServicingNav, SupportOnly } from '../../../shared/servicing/support-access';
import { ConversationPanel } from './conversation-panel';
import { QueuePanel } from './queue-panel';
import styles from './agent-console.module.css';

export function AgentConsolePage() {
  const { t } = useTranslation();
  usePageTitle(t('agentConsole.pageTitle'));
  return (
    <SupportOnly>
      <AgentConsole />
    </SupportOnly>
  );
}

function AgentConsole() {
  const { t } = useTranslation();
  const { conversationId } = useParams();
  return (
    <div className={styles.page} data-open={conversationId ? 'conversation' : 'queue'}>
      <ServicingNav />
      <h1 className={styles.title}>{t('agentConsole.title')}</h1>
      <div className={styles.layout}>
        <QueuePanel openId={conversationId ?? null} />
        {conversationId ? (
          <ConversationPanel key={conversationId} id={conversationId} />
        ) : (
          <p className={styles.placeholder}>{t('agentConsole.pickOne')}</p>
        )}
      </div>
    </div>
  );
}
