// One conversation: its messages live (shared/chat's stream) beside the person's context. A waiting one can be
// taken; once it is the agent's, the reply box, the saved answers and the servicing actions open under it.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { useConversationMessages } from '../../../shared/chat/use-conversation-messages';
import { failureOf } from '../../../shared/lib/user-error';
import { conversationKey, QUEUE_KEY } from '../api/keys';
import { useAgentConversation } from '../api/conversation';
import { useAgentQueue } from '../api/queue';
import { useTakeConversation } from '../api/take-conversation';
import { ConversationActions } from './conversation-actions';
import { MessageLog } from './message-log';
import { PersonContext } from './person-context';
import { ReplyBox } from './reply-box';
import styles from './agent-console.module.css';

export function ConversationPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const found = useAgentConversation(id);
  const queue = useAgentQueue();
  const { messages, state } = useConversationMessages(id);
  useRefreshOnEvents(id, messages);
  // Opening a conversation takes the keyboard to it (on a phone the queue it was chosen in is gone).
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(found.data);
  useEffect(() => {
    if (loaded) title.current?.focus();
  }, [loaded]);

  if (found.isPending) return <Loading label={t('agentConsole.conversation.loading')} />;
  if (found.isError) return <p role="alert">{t('agentConsole.failed')}</p>;
  if (!found.data)
    return (
      <section className={styles.conversation}>
        <BackToQueue />
        <p role="status">{t('agentConsole.conversation.notFound')}</p>
      </section>
    );

  const { conversation, person } = found.data;
  const waiting = conversation.status === 'QUEUED' || conversation.status === 'FOLLOW_UP';
  const mine =
    conversation.status === 'WITH_AGENT' &&
    (queue.data?.mine.some((item) => item.conversation.id === id) ?? false);
  const standing = mine
    ? t('agentConsole.conversation.yours')
    : waiting
      ? t(`agentConsole.kind.${conversation.status}`)
      : t(`agentConsole.conversation.status.${conversation.status}`);

  return (
    <section className={styles.conversation} aria-labelledby="conversation-title">
      <BackToQueue />
      <div className={styles.conversationHead}>
        <h2 id="conversation-title" ref={title} tabIndex={-1}>
          {t('agentConsole.conversation.title', { name: person.fullName })}
        </h2>
        <p className={styles.muted}>{standing}</p>
        {conversation.status === 'FOLLOW_UP' && conversation.followUpEmail ? (
          <p>{t('agentConsole.conversation.followUp', { email: conversation.followUpEmail })}</p>
        ) : null}
        {waiting ? <TakeButton id={id} /> : null}
      </div>
      <div className={styles.columns}>
        <div className={styles.thread}>
          {state === 'reconnecting' ? (
            <p role="status" className={styles.muted}>
              {t('agentConsole.conversation.reconnecting')}
            </p>
          ) : null}
          <MessageLog messages={messages} personName={person.fullName} />
          {mine ? (
            <>
              <ReplyBox conversationId={id} />
              <ConversationActions conversationId={id} person={person} />
            </>
          ) : null}
        </div>
        <PersonContext person={person} conversationId={id} />
      </div>
    </section>
  );
}

function BackToQueue() {
  const { t } = useTranslation();
  return (
    <Link to="/servicing/chat" className={styles.back}>
      {t('agentConsole.conversation.back')}
    </Link>
  );
}

function TakeButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const take = useTakeConversation();
  const navigate = useNavigate();
  const failure = take.error ? failureOf(take.error) : null;
  return (
    <div className={styles.takeRow}>
      {failure ? <FormAlert>{failure.message ?? t('agentConsole.failed')}</FormAlert> : null}
      <Button
        disabled={take.isPending}
        onClick={() => take.mutate(id, { onSuccess: () => void navigate(`/servicing/chat/${id}`) })}
      >
        {t('agentConsole.conversation.take')}
      </Button>
    </div>
  );
}

/** A system event (joined, left, closed, cancelled) changes the conversation's state: read it and the queue again. */
function useRefreshOnEvents(id: string, messages: readonly { seq: number; author: string }[]) {
  const client = useQueryClient();
  const lastEvent = messages.findLast((message) => message.author === 'SYSTEM')?.seq ?? 0;
  useEffect(() => {
    if (lastEvent === 0) return;
    // The history arrives a message at a time: wait for it to settle before reading again.
    const timer = window.setTimeout(() => {
      void client.invalidateQueries({ queryKey: conversationKey(id) });
      void client.invalidateQueries({ queryKey: QUEUE_KEY });
    }, 400);
    return () => window.clearTimeout(timer);
  }, [client, id, lastEvent]);
}
