// Cancelling the person's policy at their request, from the conversation: their reason (required), then a second
// step that says what will happen (in the free look: void, every premium refunded; after it: the last day of
// cover), then the outcome, which the person also reads in the conversation. A refusal keeps the reason typed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@wysh/domain/dates';
import type { ServicedPolicyFieldsFragment } from '../../../graphql/generated/graphql';
import { Button } from '../../../shared/components/button';
import { FormAlert, FormNotice } from '../../../shared/components/form/fields';
import formStyles from '../../../shared/components/form/form.module.css';
import { failureOf } from '../../../shared/lib/user-error';
import { dollars } from '../../../shared/servicing/policy-sections';
import { useCancelFromConversation } from '../api/cancel-policy';
import styles from './agent-console.module.css';

type Policy = ServicedPolicyFieldsFragment;

export function CancelFromConversation({
  conversationId,
  policy,
}: {
  conversationId: string;
  policy: Policy;
}) {
  const { t } = useTranslation();
  const cancel = useCancelFromConversation(conversationId);
  const [open, setOpen] = useState(false);
  const done = cancel.data?.policy ?? null;
  if (done?.cancellation)
    return (
      <FormNotice>
        <Outcome policy={done} cancellation={done.cancellation} />
      </FormNotice>
    );
  if (policy.cancellation)
    return (
      <p>
        <Outcome policy={policy} cancellation={policy.cancellation} />
      </p>
    );
  if (!policy.cancellingToday) return null;
  if (!open)
    return (
      <Button variant="secondary" className={styles.start} onClick={() => setOpen(true)}>
        {t('agentConsole.cancel.start')}
      </Button>
    );
  return (
    <CancelForm
      policy={policy}
      today={policy.cancellingToday}
      cancel={cancel}
      onDismiss={() => setOpen(false)}
    />
  );
}

function Outcome({
  policy,
  cancellation,
}: {
  policy: Policy;
  cancellation: NonNullable<Policy['cancellation']>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {cancellation.kind === 'free_look'
        ? t('agentConsole.cancel.doneFreeLook', {
            number: policy.number,
            amount: dollars(cancellation.refundAmount),
          })
        : t('agentConsole.cancel.doneLater', {
            number: policy.number,
            coverEndsOn: formatShortDate(cancellation.coverEndsOn ?? cancellation.requestedOn),
          })}
    </>
  );
}

function CancelForm(props: {
  policy: Policy;
  today: NonNullable<Policy['cancellingToday']>;
  cancel: ReturnType<typeof useCancelFromConversation>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { policy, today, cancel } = props;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const failure = cancel.error ? failureOf(cancel.error) : null;
  const reasonError = missing
    ? t('agentConsole.cancel.reasonMissing')
    : (failure?.fields.find((field) => field.field === 'reason')?.message ?? null);

  useEffect(() => {
    (confirming ? confirmRef : reasonRef).current?.focus();
  }, [confirming]);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const blank = reason.trim().length === 0;
    setMissing(blank);
    if (!blank) setConfirming(true);
  };

  return (
    <form className={styles.cancelForm} onSubmit={ask} noValidate aria-labelledby="cancel-title">
      <h4 id="cancel-title">{t('agentConsole.cancel.title', { number: policy.number })}</h4>
      <div className={formStyles.field}>
        <label htmlFor="agent-cancel-reason" className={formStyles.label}>
          {t('agentConsole.cancel.reason')}
        </label>
        <textarea
          ref={reasonRef}
          id="agent-cancel-reason"
          className={formStyles.input}
          rows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setConfirming(false);
          }}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'agent-cancel-reason-error' : undefined}
        />
        {reasonError ? (
          <p id="agent-cancel-reason-error" className={formStyles.error}>
            {reasonError}
          </p>
        ) : null}
      </div>
      {failure && !reasonError ? <FormAlert>{failure.message ?? t('agentConsole.failed')}</FormAlert> : null}
      {confirming ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          className={styles.confirm}
          role="group"
          aria-labelledby="cancel-confirm"
        >
          <p id="cancel-confirm">
            {today.kind === 'free_look'
              ? t('agentConsole.cancel.confirmFreeLook', {
                  number: policy.number,
                  amount: dollars(today.refundAmount),
                })
              : t('agentConsole.cancel.confirmLater', {
                  number: policy.number,
                  coverEndsOn: formatShortDate(today.coverEndsOn ?? policy.paidThrough),
                })}
          </p>
          <div className={styles.buttons}>
            <Button
              disabled={cancel.isPending}
              aria-busy={cancel.isPending || undefined}
              onClick={() => cancel.mutate(reason.trim())}
            >
              {t('agentConsole.cancel.yes')}
            </Button>
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
              {t('agentConsole.cancel.no')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.buttons}>
          <Button type="submit">{t('agentConsole.cancel.submit')}</Button>
          <Button variant="quiet" onClick={props.onDismiss}>
            {t('agentConsole.cancel.dismiss')}
          </Button>
        </div>
      )}
    </form>
  );
}
