// The signed-in person's conversation: its messages live (announced to screen readers as they arrive), what is
// still being sent, what they can do next (talk to a person in business hours, leave the question for an
// e-mailed reply outside them, stop waiting, end the chat, rate it once ended) and the message box.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationMessages } from '../../../shared/chat/use-conversation-messages';
import { Button } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { failureOf } from '../../../shared/lib/user-error';
import { useSupportStatus } from '../../../shared/api/support-status';
import { CONVERSATION_KEY, useSendSupportMessage, useSupportConversation } from '../api/chat';
import { useOutbox } from '../hooks/use-outbox';
import { ChatActions } from './chat-actions';
import { ChatMessageView } from './chat-message';
import styles from './chat-panel.module.css';

const MAX_LENGTH = 2_000;

export function ChatConversation() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useSupportStatus();
  const conversation = useSupportConversation(true);
  const send = useSendSupportMessage();
  const { waiting, submit, retry } = useOutbox(send.mutateAsync);
  const current = conversation.data ?? null;
  const { messages, state } = useConversationMessages(current?.id ?? null);
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const shown = useMemo(
    () => new Set(messages.flatMap((m) => (m.clientMessageId ? [m.clientMessageId] : []))),
    [messages],
  );
  const outgoing = waiting(shown);
  const lastEvent = messages.findLast((m) => m.event)?.seq ?? 0;

  // An event of the conversation (queued, an agent joined, ended...) changed its status: read it again.
  useEffect(() => {
    if (lastEvent > (current?.lastSeq ?? 0)) void client.invalidateQueries({ queryKey: CONVERSATION_KEY });
  }, [client, lastEvent, current?.lastSeq]);

  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, outgoing.length]);

  if (conversation.isPending) return <Loading />;
  if (conversation.isError) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{failureOf(conversation.error).message ?? t('chat.unavailable')}</p>
        <Button variant="secondary" onClick={() => void conversation.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || text.length > MAX_LENGTH) return;
    submit(text);
    setDraft('');
    // SEND is disabled once the box is empty: keep the focus in the box, not lost to the page.
    box.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) onSubmit(event);
  };
  const ended = current?.status === 'CLOSED';
  const tooLong = draft.trim().length > MAX_LENGTH;

  return (
    <div className={styles.conversation}>
      <div ref={log} className={styles.log} role="log" aria-live="polite" aria-label={t('chat.logLabel')}>
        <ol className={styles.messages}>
          {current === null ? (
            <li className={styles.message} data-author="ASSISTANT">
              <span className={styles.who}>{t('chat.author.assistant')}</span>
              <p className={styles.bubble}>{t('chat.welcome')}</p>
            </li>
          ) : null}
          {messages.map((message) => (
            <ChatMessageView key={message.seq} message={message} />
          ))}
          {outgoing.map((message) => (
            <li key={message.clientMessageId} className={`${styles.message} ${styles.mine}`} data-pending>
              <span className="visually-hidden">{t('chat.author.you')}</span>
              <p className={styles.bubble}>{message.text}</p>
              {message.state === 'failed' ? (
                <p className={styles.notSent}>
                  {message.refusal ?? t('chat.notSent')}{' '}
                  {message.refusal ? null : (
                    <Button variant="quiet" onClick={() => retry(message.clientMessageId)}>
                      {t('chat.retry')}
                    </Button>
                  )}
                </p>
              ) : message.state === 'sending' ? (
                <p className={styles.sending}>{t('chat.sending')}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {state === 'reconnecting' ? (
        <p role="status" className={styles.reconnecting}>
          {t('chat.reconnecting')}
        </p>
      ) : null}
      <ChatActions conversation={current} status={status.data ?? null} messages={messages} />
      <form className={styles.composer} onSubmit={onSubmit}>
        <label htmlFor="chat-message" className="visually-hidden">
          {t('chat.messageLabel')}
        </label>
        <textarea
          id="chat-message"
          ref={box}
          className={styles.input}
          value={draft}
          rows={2}
          placeholder={ended ? t('chat.newConversation') : t('chat.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? 'chat-message-error' : undefined}
          autoFocus
        />
        {tooLong ? (
          <p id="chat-message-error" className={styles.notSent}>
            {t('chat.tooLong', { max: MAX_LENGTH.toLocaleString('en-US') })}
          </p>
        ) : null}
        <Button type="submit" disabled={draft.trim() === '' || tooLong}>
          {t('chat.send')}
        </Button>
      </form>
    </div>
  );
}
