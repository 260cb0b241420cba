// The agent's reply: Enter sends, Shift+Enter starts a new line. Each message gets its own id, kept while it is
// retried, so a send that failed and is sent again counts once and the words typed are never lost. The saved
// answers, one click away, go into the box to edit before sending.
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import formStyles from '../../../shared/components/form/form.module.css';
import { failureOf } from '../../../shared/lib/user-error';
import { useReply } from '../api/reply';
import { SavedAnswers } from './saved-answers';
import styles from './agent-console.module.css';

export function ReplyBox({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const reply = useReply(conversationId);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  /** The id of the message being written: a new one once it is sent. */
  const messageId = useRef<string>(crypto.randomUUID());
  const failure = reply.error ? failureOf(reply.error) : null;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (reply.isPending) return;
    const words = text.trim();
    setEmpty(words.length === 0);
    if (!words) return;
    reply.mutate(
      { conversationId, clientMessageId: messageId.current, text: words },
      {
        onSuccess: () => {
          messageId.current = crypto.randomUUID();
          setText((current) => (current.trim() === words ? '' : current));
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const insert = (answer: string) => {
    setText((current) => (current.trim() ? `${current.trimEnd()} ${answer}` : answer));
    setEmpty(false);
    // Focus moves at once (a key pressed next goes to the box); the caret goes to the end once the text is in.
    box.current?.focus();
    window.setTimeout(() => {
      const field = box.current;
      field?.setSelectionRange(field.value.length, field.value.length);
    });
  };

  return (
    <div className={styles.reply}>
      <form onSubmit={send} noValidate className={styles.replyForm}>
        <div className={formStyles.field}>
          <label htmlFor="agent-reply" className={formStyles.label}>
            {t('agentConsole.reply.label')}
          </label>
          <textarea
            ref={box}
            id="agent-reply"
            className={formStyles.input}
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              // Other words are another message.
              messageId.current = crypto.randomUUID();
            }}
            onKeyDown={onKeyDown}
            aria-invalid={empty ? true : undefined}
            aria-describedby={empty ? 'agent-reply-hint agent-reply-error' : 'agent-reply-hint'}
          />
          <p id="agent-reply-hint" className={styles.hint}>
            {t('agentConsole.reply.hint')}
          </p>
          {empty ? (
            <p id="agent-reply-error" className={formStyles.error}>
              {t('agentConsole.reply.empty')}
            </p>
          ) : null}
        </div>
        {failure ? <FormAlert>{failure.message ?? t('agentConsole.reply.failed')}</FormAlert> : null}
        <Button type="submit" disabled={reply.isPending} aria-busy={reply.isPending || undefined}>
          {t('agentConsole.reply.send')}
        </Button>
      </form>
      <SavedAnswers onPick={insert} />
    </div>
  );
}
