// inputDirectUpload: files are chosen with the shared FilePicker (which refuses those over a limit in the
// spec's words) and wait in the form until uploadDocumentsToCloud sends them; the input's value is the list of
// signed blob ids already uploaded.
import { useTranslation } from 'react-i18next';
import type { ItemOf } from '@wysh/forms/protocol';
import { FilePicker } from '../../../shared/components/upload/file-picker';
import { validationText } from '../../../shared/lib/validation-text';
import { useFlowForm, useInput } from './form-context';
import styles from './flows.module.css';

export function UploadInput({ item }: { item: ItemOf<'inputDirectUpload'> }) {
  const { t } = useTranslation();
  const field = useInput<string[]>(item);
  const { state, setFiles } = useFlowForm();
  const { label, hint, attachableTypes, multiple } = item.content;
  const pending = state.files[item.content.id] ?? [];
  const uploaded = field.value ?? [];
  const error = field.errors.map((message) => validationText(message, t) ?? message).join(' ');
  return (
    <div className={styles.stack}>
      <FilePicker
        id={field.id}
        label={label ?? t('flows.upload.label')}
        description={hint}
        files={[...pending]}
        onChange={(files) => setFiles(item.content.id, files)}
        multiple={multiple}
        accept={attachableTypes}
        required={field.required}
        markRequired={field.markRequired}
        error={error || null}
        disabled={field.disabled}
        onBlur={field.onBlur}
      />
      {uploaded.length > 0 ? (
        <p className={styles.uploadNote}>{t('flows.upload.uploaded', { n: uploaded.length })}</p>
      ) : null}
    </div>
  );
}
