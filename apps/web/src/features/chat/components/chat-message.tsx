// One message of the conversation: the person's, the assistant's (with the help article it rests on, and a link
// into the person's own pages), an agent's, or an event of the conversation (joined the queue, an agent joined,
// the policy was cancelled...). Each says who wrote it to screen readers.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMessage } from '../../../shared/chat/use-conversation-messages';
import { closeChat } from '../../../shared/stores/chat';
import styles from './chat-panel.module.css';

export function ChatMessageView({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.author === 'SYSTEM') {
    return (
      <li className={styles.event} data-event={message.event ?? undefined}>
        {message.body}
      </li>
    );
  }
  const mine = message.author === 'PERSON';
  const who =
    message.author === 'PERSON'
      ? t('chat.author.you')
      : message.author === 'ASSISTANT'
        ? t('chat.author.assistant')
        : (message.agentName ?? t('chat.author.agent'));
  return (
    <li className={mine ? `${styles.message} ${styles.mine}` : styles.message} data-author={message.author}>
      <span className={mine ? 'visually-hidden' : styles.who}>{who}</span>
      <p className={styles.bubble}>{message.body}</p>
      {message.link ? (
        <Link className={styles.answerLink} to={message.link.href} onClick={closeChat}>
          {message.link.label}
        </Link>
      ) : null}
      {message.article ? (
        <a
          className={styles.answerLink}
          href={`/help/${message.article.slug}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('chat.read', { title: message.article.title })}
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      ) : null}
    </li>
  );
}
