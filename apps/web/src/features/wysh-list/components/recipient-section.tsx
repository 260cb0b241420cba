// Who a wysh pays: none yet (ADD RECIPIENT), or one recipient shown with EDIT and REMOVE. The form picks one
// of the three kinds (institution, company, individual) and shows only that kind's fields.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { failureOf } from '../../../shared/lib/user-error';
import type { MyAllocation, MyRecipient } from '../api/wysh-list';
import { useRemoveRecipient } from '../api/wysh-mutations';
import { FIELDS_OF_KIND, type RecipientField } from '../lib/recipient-fields';
import { RecipientForm } from './recipient-form';
import styles from './wysh-list.module.css';

export function RecipientSection({ allocation }: { allocation: MyAllocation }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const remove = useRemoveRecipient();
  const recipient = allocation.recipient;

  const removeRecipient = (target: MyRecipient) => {
    if (remove.isPending) return;
    setAlert(null);
    remove.mutate(target.id, {
      onError: (failure) => setAlert(failureOf(failure).message ?? t('errors.default')),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="wysh-recipient-title">
      <h2 id="wysh-recipient-title" className={styles.sectionTitle}>
        {t('wyshList.recipient.title')}
      </h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {editing ? (
        <RecipientForm
          allocationId={allocation.id}
          recipient={recipient}
          defaultKind={recipient?.kind ?? allocation.wysh.recipientType}
          onDone={() => setEditing(false)}
        />
      ) : recipient ? (
        <div className={styles.recipient}>
          <dl className={styles.recipientFields}>
            <div>
              <dt>{t('wyshList.recipient.kind')}</dt>
              <dd>{t(`wyshList.recipient.kinds.${recipient.kind}`)}</dd>
            </div>
            {FIELDS_OF_KIND[recipient.kind].map((field) =>
              recipient[field as RecipientField] ? (
                <div key={field}>
                  <dt>{t(`wyshList.recipient.fields.${field}`)}</dt>
                  <dd>{recipient[field as RecipientField]}</dd>
                </div>
              ) : null,
            )}
          </dl>
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('wyshList.recipient.edit')}
            </Button>
            <Button
              variant="quiet"
              onClick={() => removeRecipient(recipient)}
              aria-disabled={remove.isPending || undefined}
            >
              {t('wyshList.recipient.remove')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.valueRow}>
          <p className={styles.muted}>{t('wyshList.recipient.none')}</p>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('wyshList.recipient.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
