// What the person can do next in the conversation, by where it stands: ask for a person (in business hours) or
// leave the question for an e-mailed reply (outside them, saying when people are back), see their place in the
// queue and stop waiting, end the chat, and once it ended rate it (one question, once).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import type { ChatMessage } from '../../../shared/chat/use-conversation-messages';
import { Button } from '../../../shared/components/button';
import { failureOf } from '../../../shared/lib/user-error';
import {
  useCloseSupportConversation,
  useLeaveSupportQueue,
  useRateSupportConversation,
  useRequestSupportAgent,
  useRequestSupportFollowUp,
  type Conversation,
} from '../api/chat';
import styles from './chat-panel.module.css';

const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

type Status = { open: boolean; reopensAt: string };

export function ChatActions({
  conversation,
  status,
  messages,
}: {
  conversation: Conversation | null;
  status: Status | null;
  messages: readonly ChatMessage[];
}) {
  const { t } = useTranslation();
  const requestAgent = useRequestSupportAgent();
  const followUp = useRequestSupportFollowUp();
  const leave = useLeaveSupportQueue();
  const close = useCloseSupportConversation();
  const failed = [requestAgent, followUp, leave, close].find((m) => m.isError);
  const problem = failed ? (failureOf(failed.error).message ?? t('chat.actionFailed')) : null;
  const busy = [requestAgent, followUp, leave, close].some((m) => m.isPending);

  if (!conversation) {
    return status && !status.open ? <ClosedNow status={status} /> : null;
  }
  const agentName = messages.findLast((m) => m.event === 'agent_joined')?.agentName ?? null;

  const body = (() => {
    switch (conversation.status) {
      case 'ASSISTANT':
        return status?.open === false ? (
          <>
            <ClosedNow status={status} />
            <Button variant="secondary" disabled={busy} onClick={() => followUp.mutate()}>
              {t('chat.followUp')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => requestAgent.mutate()}>
            {t('chat.talkToPerson')}
          </Button>
        );
      case 'QUEUED':
        return (
          <>
            <p role="status">
              {t('chat.queue.position', { position: conversation.queue?.position ?? 1 })}{' '}
              {conversation.queue?.typicalWaitMinutes
                ? t('chat.queue.wait', { count: conversation.queue.typicalWaitMinutes })
                : t('chat.queue.noEstimate')}
            </p>
            <Button variant="quiet" disabled={busy} onClick={() => leave.mutate()}>
              {t('chat.queue.leave')}
            </Button>
          </>
        );
      case 'FOLLOW_UP':
        return <p>{t('chat.followUpSent', { email: conversation.followUpEmail ?? '' })}</p>;
      case 'WITH_AGENT':
        return <p>{t('chat.withAgent', { name: agentName ?? t('chat.author.agent') })}</p>;
      case 'CLOSED':
        return <Rating conversation={conversation} />;
    }
  })();

  return (
    <div className={styles.actions}>
      {body}
      {problem ? (
        <p role="alert" className={styles.notSent}>
          {problem}
        </p>
      ) : null}
      {conversation.status !== 'CLOSED' ? (
        <Button variant="quiet" disabled={busy} onClick={() => close.mutate()}>
          {t('chat.end')}
        </Button>
      ) : null}
    </div>
  );
}

function ClosedNow({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <p>{t('chat.closedNow', { when: EASTERN.format(new Date(status.reopensAt)) })}</p>;
}

function Rating({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const rate = useRateSupportConversation();
  const [rating, setRating] = useState<string | null>(null);
  if (conversation.rating !== null && conversation.rating !== undefined) {
    return <p role="status">{t('chat.rate.thanks')}</p>;
  }
  return (
    <form
      className={styles.rating}
      onSubmit={(event) => {
        event.preventDefault();
        if (rating) rate.mutate({ conversationId: conversation.id, rating: Number(rating) });
      }}
    >
      <RadioGroup value={rating} onChange={setRating} orientation="horizontal" className={styles.stars}>
        <Label className={styles.ratingLabel}>{t('chat.rate.legend')}</Label>
        {[1, 2, 3, 4, 5].map((value) => (
          <Radio
            key={value}
            value={String(value)}
            className={styles.star}
            aria-label={t('chat.rate.option', { count: value })}
          >
            {value}
          </Radio>
        ))}
      </RadioGroup>
      <Button type="submit" variant="secondary" disabled={!rating || rate.isPending}>
        {t('chat.rate.submit')}
      </Button>
      {rate.isError ? (
        <p role="alert" className={styles.notSent}>
          {failureOf(rate.error).message ?? t('chat.actionFailed')}
        </p>
      ) : null}
    </form>
  );
}
