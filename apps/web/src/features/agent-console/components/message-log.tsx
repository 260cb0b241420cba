// The conversation's messages as a log: new ones are announced politely by screen readers; the person's, the
// assistant's (with the article it answered from), the agents', and system events shown as events.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../shared/chat/use-conversation-messages';
import { ExternalLink } from '../../../shared/components/button';
import styles from './agent-console.module.css';

const time = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
});

export function MessageLog({ messages, personName }: { messages: ChatMessage[]; personName: string }) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.seq;
  // The newest message in view: the log scrolls, never the page around it.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [last]);

  return (
    // Focusable so that a keyboard can scroll it.
    <div
      ref={log}
      role="log"
      aria-label={t('agentConsole.messages.label')}
      className={styles.log}
      tabIndex={0}
    >
      {messages.length === 0 ? (
        <p className={styles.muted}>{t('agentConsole.messages.none')}</p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((message) => (
            <li
              key={message.seq}
              className={message.author === 'SYSTEM' ? styles.event : styles.message}
              data-author={message.author}
            >
              <Message message={message} personName={personName} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Message({ message, personName }: { message: ChatMessage; personName: string }) {
  const { t } = useTranslation();
  const at = <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>;
  if (message.author === 'SYSTEM')
    return (
      <p>
        {message.body} <span className={styles.when}>{at}</span>
      </p>
    );
  const who =
    message.author === 'PERSON'
      ? personName
      : message.author === 'ASSISTANT'
        ? t('agentConsole.messages.assistant')
        : t('agentConsole.messages.agent', { name: message.agentName ?? t('agentConsole.messages.team') });
  return (
    <>
      <p className={styles.author}>
        {who} <span className={styles.when}>{at}</span>
      </p>
      <p className={styles.body}>{message.body}</p>
      {message.article ? (
        <p>
          <ExternalLink href={`/help/${message.article.slug}`}>
            {t('agentConsole.messages.article', { title: message.article.title })}
          </ExternalLink>
        </p>
      ) : null}
      {message.link && !message.article ? (
        <p>
          <ExternalLink href={message.link.href}>{message.link.label}</ExternalLink>
        </p>
      ) : null}
    </>
  );
}
