// What the agent can do from inside the conversation they have: cancel the person's policy at their request, send
// the policy packet again or a sign-in link, and end the conversation (its transcript is e-mailed to them).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert, FormNotice } from '../../../shared/components/form/fields';
import { failureOf } from '../../../shared/lib/user-error';
import { useSendEmail, type AgentEmail } from '../api/send-emails';
import { CancelFromConversation } from './cancel-from-conversation';
import { CloseConversation } from './close-conversation';
import type { Person } from '../api/conversation';
import styles from './agent-console.module.css';

export function ConversationActions({ conversationId, person }: { conversationId: string; person: Person }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="actions-title" className={styles.actions}>
      <h3 id="actions-title">{t('agentConsole.actions.title')}</h3>
      {person.policy ? (
        <CancelFromConversation conversationId={conversationId} policy={person.policy} />
      ) : null}
      <SendEmails conversationId={conversationId} hasPolicy={person.policy !== null} />
      <CloseConversation conversationId={conversationId} email={person.email} />
    </section>
  );
}

function SendEmails({ conversationId, hasPolicy }: { conversationId: string; hasPolicy: boolean }) {
  const { t } = useTranslation();
  const send = useSendEmail(conversationId);
  const failure = send.error ? failureOf(send.error) : null;
  const button = (kind: AgentEmail) => (
    <Button
      variant="secondary"
      disabled={send.isPending}
      aria-busy={(send.isPending && send.variables === kind) || undefined}
      onClick={() => send.mutate(kind)}
    >
      {t(`agentConsole.actions.${kind}`)}
    </Button>
  );
  return (
    <div className={styles.actionGroup}>
      <div className={styles.buttons}>
        {hasPolicy ? button('packet') : null}
        {button('signInLink')}
      </div>
      {failure ? <FormAlert>{failure.message ?? t('agentConsole.failed')}</FormAlert> : null}
      {send.isSuccess ? <FormNotice>{t(`agentConsole.actions.${send.variables}Sent`)}</FormNotice> : null}
    </div>
  );
}
