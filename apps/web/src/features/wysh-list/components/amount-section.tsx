// The amount of a wysh: shown, and edited in place. A monitored wysh follows a linked account: EDIT opens
// CantEditMonitoredModal instead, which offers to turn monitoring off.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert, TextField } from '../../../shared/components/form/fields';
import { failureOf } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import type { MyAllocation } from '../api/wysh-list';
import { useUpdateAmount } from '../api/wysh-mutations';
import { amountText, formatWholeDollars, readTypedAmount } from '../lib/money';
import styles from './wysh-list.module.css';

export function AmountSection({ allocation }: { allocation: MyAllocation }) {
  const { t } = useTranslation();
  const inputId = useId();
  const update = useUpdateAmount();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const startEditing = () => {
    if (allocation.monitored) {
      openModal('CantEditMonitoredModal', { id: allocation.id });
      return;
    }
    setText(amountText(allocation.amount ?? 0));
    setError(null);
    setAlert(null);
    setEditing(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const read = readTypedAmount(text);
    if (!read.ok) {
      setError(read.code);
      return;
    }
    update.mutate(
      { wyshAllocationId: allocation.id, amount: read.value },
      {
        onSuccess: () => setEditing(false),
        onError: (failure) => {
          const { message, fields } = failureOf(failure);
          const amountProblem = fields.find((field) => field.field === 'amount');
          if (amountProblem) setError(amountProblem.message);
          else setAlert(message ?? t('errors.default'));
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="wysh-amount-title">
      <h2 id="wysh-amount-title" className={styles.sectionTitle}>
        {t('wyshList.amount.title')}
      </h2>
      {editing ? (
        <form onSubmit={submit} noValidate className={styles.inlineForm}>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <TextField
            field={{
              id: inputId,
              name: 'amount',
              value: text,
              error,
              onChange: (event) => {
                setText(event.target.value);
                setError(null);
              },
              onBlur: () => undefined,
            }}
            label={t('wyshList.amount.label')}
            hint={t('wyshList.amount.hint')}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <div className={styles.formActions}>
            <Button type="submit" aria-disabled={update.isPending || undefined}>
              {t('wyshList.amount.save')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('wyshList.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.valueRow}>
          <p className={styles.amount}>{formatWholeDollars(allocation.amount)}</p>
          {allocation.monitored ? <p className={styles.badge}>{t('wyshList.amount.monitored')}</p> : null}
          <Button variant="secondary" onClick={startEditing} aria-label={t('wyshList.amount.editLabel')}>
            {t('wyshList.edit')}
          </Button>
        </div>
      )}
    </section>
  );
}
