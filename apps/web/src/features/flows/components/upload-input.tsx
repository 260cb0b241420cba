// inputDirectUpload: files chosen here wait in the form until uploadDocumentsToCloud sends them; the input's
// value is the list of signed blob ids already uploaded.
import { useTranslation } from 'react-i18next';
import type { ItemOf } from '@wysh/forms/protocol';
import { describedBy, FieldShell } from './field-shell';
import { useFlowForm, useInput } from './form-context';
import styles from './flows.module.css';

export function UploadInput({ item }: { item: ItemOf<'inputDirectUpload'> }) {
  const { t } = useTranslation();
  const field = useInput<string[]>(item);
  const { state, setFiles } = useFlowForm();
  const { label, hint, attachableTypes, multiple } = item.content;
  const pending = state.files[item.content.id] ?? [];
  const uploaded = field.value ?? [];
  return (
    <FieldShell
      id={field.id}
      label={label}
      hint={hint}
      required={field.required}
      markRequired={field.markRequired}
      errors={field.errors}
    >
      <input
        id={field.id}
        type="file"
        accept={attachableTypes.join(',')}
        multiple={multiple}
        disabled={field.disabled}
        aria-invalid={field.errors.length > 0 || undefined}
        aria-describedby={describedBy(field.id, { hint: Boolean(hint), errors: field.errors })}
        className={styles.file}
        onChange={(event) => setFiles(item.content.id, [...(event.target.files ?? [])])}
        onBlur={field.onBlur}
      />
      {pending.length > 0 ? (
        <p className={styles.uploadNote}>
          {t('flows.upload.pending', { names: pending.map((file) => file.name).join(', ') })}
        </p>
      ) : null}
      {uploaded.length > 0 ? (
        <p className={styles.uploadNote}>{t('flows.upload.uploaded', { n: uploaded.length })}</p>
      ) : null}
    </FieldShell>
  );
}
