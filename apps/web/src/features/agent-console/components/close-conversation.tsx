// Ending the conversation, after a second step that says the transcript goes to the person.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { failureOf } from '../../../shared/lib/user-error';
import { useCloseConversation } from '../api/close-conversation';
import styles from './agent-console.module.css';

export function CloseConversation({
  conversationId,
  email,
}: {
  conversationId: string;
  email: string | null;
}) {
  const { t } = useTranslation();
  const close = useCloseConversation();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const failure = close.error ? failureOf(close.error) : null;
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  return (
    <div className={styles.actionGroup}>
      {failure ? <FormAlert>{failure.message ?? t('agentConsole.failed')}</FormAlert> : null}
      {confirming ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          className={styles.confirm}
          role="group"
          aria-labelledby="close-confirm"
        >
          <p id="close-confirm">
            {email ? t('agentConsole.close.confirm', { email }) : t('agentConsole.close.confirmNoEmail')}
          </p>
          <div className={styles.buttons}>
            <Button
              disabled={close.isPending}
              aria-busy={close.isPending || undefined}
              onClick={() => close.mutate(conversationId)}
            >
              {t('agentConsole.close.yes')}
            </Button>
            <Button variant="secondary" disabled={close.isPending} onClick={() => setConfirming(false)}>
              {t('agentConsole.close.no')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className={styles.start} onClick={() => setConfirming(true)}>
          {t('agentConsole.close.submit')}
        </Button>
      )}
    </div>
  );
}
