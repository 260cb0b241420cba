// One message of the conversation: the person's, the assistant's (with the help article it rests on, and a link
// into the person's own pages), an agent's, or an event of the conversation (joined the queue, an agent joined,
// the policy was cancelled...). Each says who wrote it to screen readers.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { cents, formatDollars } from '@wysh/domain/money';
import { Link } from 'react-router';
import type { ChatMessage } from '../../../shared/chat/use-conversation-messages';
import { closeChat } from '../../../shared/stores/chat';
import styles from './chat-panel.module.css';

type Facts = Record<string, unknown>;
const fact = (facts: Facts, key: string) => (typeof facts[key] === 'string' ? (facts[key] as string) : null);

/**
 * An event of the conversation in the reader's words, from its code and facts (the server's own words, kept for
 * the e-mailed transcript, are the fallback for an event this app does not know yet).
 */
function eventText(message: ChatMessage, t: TFunction): string {
  const facts = (message.facts ?? {}) as Facts;
  switch (message.event) {
    case 'queued':
      return t('chat.event.queued');
    case 'left_queue':
      return t('chat.event.leftQueue');
    case 'follow_up': {
      const email = fact(facts, 'email');
      return email ? t('chat.event.followUp', { email }) : message.body;
    }
    case 'agent_joined':
      return t('chat.event.agentJoined', { name: fact(facts, 'agentName') ?? t('chat.author.agent') });
    case 'closed':
      return facts['by'] === 'agent' ? t('chat.event.closedByAgent') : t('chat.event.closedByYou');
    case 'policy_packet_sent':
      return t('chat.event.packetSent');
    case 'sign_in_link_sent':
      return t('chat.event.signInLinkSent');
    case 'policy_cancelled': {
      const number = fact(facts, 'policyNumber') ?? '';
      if (facts['kind'] === 'free_look' && typeof facts['refundAmount'] === 'number') {
        const amount = formatDollars(cents(facts['refundAmount']));
        const method = fact(facts, 'refundMethod');
        return method
          ? t('chat.event.cancelledFreeLook', { number, amount, method })
          : t('chat.event.cancelledFreeLookPlain', { number, amount });
      }
      const endsOn = fact(facts, 'coverEndsOn');
      return endsOn ? t('chat.event.cancelled', { number, date: formatLongDate(endsOn) }) : message.body;
    }
    default:
      return message.body;
  }
}

export function ChatMessageView({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.author === 'SYSTEM') {
    return (
      <li className={styles.event} data-event={message.event ?? undefined}>
        {eventText(message, t)}
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
