// Cancelling a policy at its owner's request: what it means today (in the free look, every premium back and the
// policy void; after it, cover to the end of the paid period and nothing back), the owner's reason, and a second
// step that names the policy before anything moves. A policy already cancelled says how and when.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@wysh/domain/dates';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import formStyles from '../../../shared/components/form/form.module.css';
import type { ServicedPolicyFieldsFragment } from '../../../graphql/generated/graphql';
import { failureOf } from '../../../shared/lib/user-error';
import { useCancelPolicyForCustomer } from '../api/servicing';
import { dollars } from '../../../shared/servicing/policy-sections';
import styles from './servicing.module.css';

export function CancelSection({ policy }: { policy: ServicedPolicyFieldsFragment }) {
  const { t } = useTranslation();
  const { cancellation, cancellingToday } = policy;
  return (
    <section className={styles.section} aria-labelledby="cancel-title">
      <h2 id="cancel-title">{t('servicing.cancel.title')}</h2>
      {cancellation ? (
        <p role="status">
          {cancellation.kind === 'free_look'
            ? t('servicing.cancel.doneFreeLook', {
                date: formatShortDate(cancellation.requestedOn),
                amount: dollars(cancellation.refundAmount),
              })
            : t('servicing.cancel.doneLater', {
                date: formatShortDate(cancellation.requestedOn),
                coverEndsOn: formatShortDate(cancellation.coverEndsOn ?? cancellation.requestedOn),
              })}{' '}
          {t('servicing.cancel.reasonWas', { reason: cancellation.reason })}
        </p>
      ) : cancellingToday ? (
        <CancelForm policy={policy} today={cancellingToday} />
      ) : (
        <p>{t('servicing.cancel.notInForce')}</p>
      )}
    </section>
  );
}

function CancelForm({
  policy,
  today,
}: {
  policy: ServicedPolicyFieldsFragment;
  today: NonNullable<ServicedPolicyFieldsFragment['cancellingToday']>;
}) {
  const { t } = useTranslation();
  const cancel = useCancelPolicyForCustomer();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const failure = cancel.error ? failureOf(cancel.error) : null;
  const reasonError = missing
    ? t('servicing.cancel.reasonMissing')
    : (failure?.fields.find((field) => field.field === 'reason')?.message ?? null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const blank = reason.trim().length === 0;
    setMissing(blank);
    if (!blank) setConfirming(true);
  };

  return (
    <form className={styles.cancelForm} onSubmit={ask} noValidate>
      <p>
        {today.kind === 'free_look'
          ? t('servicing.cancel.meansFreeLook', { amount: dollars(today.refundAmount) })
          : t('servicing.cancel.meansLater', { coverEndsOn: formatShortDate(today.coverEndsOn ?? '') })}
      </p>
      {failure && !reasonError ? <FormAlert>{failure.message}</FormAlert> : null}
      <div className={formStyles.field}>
        <label htmlFor="cancel-reason" className={formStyles.label}>
          {t('servicing.cancel.reason')}
        </label>
        <textarea
          id="cancel-reason"
          className={formStyles.input}
          rows={3}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setConfirming(false);
          }}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'cancel-reason-error' : undefined}
        />
        {reasonError ? (
          <p id="cancel-reason-error" className={formStyles.error}>
            {reasonError}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          className={styles.confirm}
          role="group"
          aria-labelledby="cancel-confirm"
        >
          <p id="cancel-confirm">{t('servicing.cancel.confirm', { number: policy.number })}</p>
          <div className={styles.actions}>
            <Button
              variant="primary"
              disabled={cancel.isPending}
              aria-busy={cancel.isPending || undefined}
              onClick={() => cancel.mutate({ policyId: policy.id, reason })}
            >
              {t('servicing.cancel.yes')}
            </Button>
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
              {t('servicing.cancel.no')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" variant="secondary">
          {t('servicing.cancel.submit')}
        </Button>
      )}
    </form>
  );
}
