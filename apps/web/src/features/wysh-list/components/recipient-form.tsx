// Adding or editing a wysh's recipient: the kind first, then that kind's fields. Problems are shown under each
// field, from the form's own checks and from the server's field errors alike; nothing is sent while one shows.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert, TextField } from '../../../shared/components/form/fields';
import { failureOf } from '../../../shared/lib/user-error';
import type { WyshRecipientKind } from '../../../graphql/generated/graphql';
import type { MyRecipient } from '../api/wysh-list';
import { useSaveRecipient } from '../api/wysh-mutations';
import {
  EMPTY_RECIPIENT,
  FIELDS_OF_KIND,
  RECIPIENT_KINDS,
  recipientInput,
  recipientProblems,
  type RecipientField,
  type RecipientValues,
} from '../lib/recipient-fields';
import styles from './wysh-list.module.css';

const INPUT_TYPES: Partial<
  Record<RecipientField, { type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' }>
> = {
  email: { type: 'email', autoComplete: 'off' },
  phoneNumber: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  countryCode: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  websiteUrl: { type: 'url', autoComplete: 'off' },
};

function valuesOf(recipient: MyRecipient | null | undefined): RecipientValues {
  if (!recipient) return { ...EMPTY_RECIPIENT };
  const values = { ...EMPTY_RECIPIENT };
  for (const field of Object.keys(values) as RecipientField[]) values[field] = recipient[field] ?? '';
  return values;
}

interface RecipientFormProps {
  allocationId: string;
  recipient: MyRecipient | null | undefined;
  defaultKind: WyshRecipientKind;
  onDone: () => void;
}

export function RecipientForm({ allocationId, recipient, defaultKind, onDone }: RecipientFormProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const save = useSaveRecipient();
  const [kind, setKind] = useState<WyshRecipientKind>(defaultKind);
  const [values, setValues] = useState<RecipientValues>(() => valuesOf(recipient));
  const [errors, setErrors] = useState<Partial<Record<RecipientField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = recipientProblems(kind, values);
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) return;
    const fields = recipientInput(kind, values);
    const request = recipient
      ? { update: { recipientId: recipient.id, kind, ...fields } }
      : { create: { wyshAllocationId: allocationId, kind, ...fields } };
    save.mutate(request, {
      onSuccess: onDone,
      onError: (failure) => {
        const { message, fields: refused } = failureOf(failure);
        const shown: Partial<Record<RecipientField, string>> = {};
        for (const problem of refused) {
          if (problem.field in EMPTY_RECIPIENT) shown[problem.field as RecipientField] = problem.message;
        }
        setErrors(shown);
        if (Object.keys(shown).length === 0) setAlert(message ?? t('errors.default'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.inlineForm}>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <fieldset className={styles.kinds}>
        <legend>{t('wyshList.recipient.kind')}</legend>
        {RECIPIENT_KINDS.map((option) => (
          <label key={option} className={styles.kind}>
            <input
              type="radio"
              name="kind"
              value={option}
              checked={kind === option}
              onChange={() => {
                setKind(option);
                setErrors({});
              }}
            />
            {t(`wyshList.recipient.kinds.${option}`)}
          </label>
        ))}
      </fieldset>
      {FIELDS_OF_KIND[kind].map((field) => (
        <TextField
          key={field}
          field={{
            id: `${baseId}-${field}`,
            name: field,
            value: values[field],
            error: errors[field] ?? null,
            onChange: (event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            },
            onBlur: () => undefined,
          }}
          label={t(`wyshList.recipient.fields.${field}`)}
          required={field === 'name'}
          markRequired
          type={INPUT_TYPES[field]?.type ?? 'text'}
          inputMode={INPUT_TYPES[field]?.inputMode}
          autoComplete={INPUT_TYPES[field]?.autoComplete ?? 'off'}
        />
      ))}
      <div className={styles.formActions}>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {t('wyshList.recipient.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('wyshList.cancel')}
        </Button>
      </div>
    </form>
  );
}
