// The queue: who is waiting (a live chat, or a question left for an e-mailed reply), for how long by the
// server's clock, and their last words; then the agent's own conversations. Refreshed every 5 seconds.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AgentQueueItemFieldsFragment } from '../../../graphql/generated/graphql';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { failureOf } from '../../../shared/lib/user-error';
import { useAgentQueue } from '../api/queue';
import { useTakeConversation } from '../api/take-conversation';
import { WaitText } from './wait-text';
import styles from './agent-console.module.css';

export function QueuePanel({ openId }: { openId: string | null }) {
  const { t } = useTranslation();
  const queue = useAgentQueue();
  return (
    <div className={styles.queue}>
      {queue.isPending ? (
        <Loading label={t('agentConsole.queue.loading')} />
      ) : queue.isError ? (
        <p role="alert">{t('agentConsole.queue.failed')}</p>
      ) : (
        <>
          <QueueSection
            id="waiting"
            title={t('agentConsole.queue.waitingTitle', { n: queue.data.waiting.length })}
            empty={t('agentConsole.queue.waitingEmpty')}
            items={queue.data.waiting}
            asOf={queue.data.asOf}
            openId={openId}
            canTake
          />
          <QueueSection
            id="mine"
            title={t('agentConsole.queue.mineTitle')}
            empty={t('agentConsole.queue.mineEmpty')}
            items={queue.data.mine}
            asOf={queue.data.asOf}
            openId={openId}
          />
        </>
      )}
    </div>
  );
}

function QueueSection(props: {
  id: string;
  title: string;
  empty: string;
  items: AgentQueueItemFieldsFragment[];
  asOf: string;
  openId: string | null;
  canTake?: boolean;
}) {
  return (
    <section aria-labelledby={`queue-${props.id}`} className={styles.queueSection}>
      <h2 id={`queue-${props.id}`}>{props.title}</h2>
      {props.items.length === 0 ? (
        <p className={styles.muted}>{props.empty}</p>
      ) : (
        <ul className={styles.queueList}>
          {props.items.map((item) => (
            <QueueItem
              key={item.conversation.id}
              item={item}
              asOf={props.asOf}
              open={item.conversation.id === props.openId}
              canTake={props.canTake ?? false}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueItem(props: {
  item: AgentQueueItemFieldsFragment;
  asOf: string;
  open: boolean;
  canTake: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const take = useTakeConversation();
  const { conversation, personName, preview } = props.item;
  const failure = take.error ? failureOf(take.error) : null;
  return (
    <li className={styles.queueItem} data-open={props.open || undefined}>
      <div className={styles.queueHead}>
        <Link to={`/servicing/chat/${conversation.id}`} aria-current={props.open ? 'page' : undefined}>
          {personName}
        </Link>
        <span className={styles.kind}>
          {conversation.status === 'WITH_AGENT'
            ? t('agentConsole.conversation.yours')
            : t(`agentConsole.kind.${conversation.status}`)}
        </span>
      </div>
      {conversation.waitingSince ? (
        <p className={styles.muted}>
          <WaitText asOf={props.asOf} since={conversation.waitingSince} />
        </p>
      ) : null}
      <p className={styles.preview}>{preview ?? t('agentConsole.queue.noPreview')}</p>
      {failure ? <FormAlert>{failure.message ?? t('agentConsole.failed')}</FormAlert> : null}
      {props.canTake ? (
        <Button
          variant="secondary"
          className={styles.take}
          aria-label={t('agentConsole.queue.takeNamed', { name: personName })}
          disabled={take.isPending}
          onClick={() =>
            take.mutate(conversation.id, {
              onSuccess: () => void navigate(`/servicing/chat/${conversation.id}`),
            })
          }
        >
          {t('agentConsole.take')}
        </Button>
      ) : null}
    </li>
  );
}
