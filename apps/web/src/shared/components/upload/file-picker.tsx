// Choosing files to upload: a native file input (so keyboards, screen readers and phones' cameras all work)
// behind a button-like label, the list of chosen files with a remove button each, and the errors. Files that
// break a limit (20 files, 20 MB each, the accepted types) are not added, and the limit is said in the spec's
// words; uploading them is the caller's business (lib/direct-upload).
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { megabytes, UPLOAD_CONTENT_TYPES } from '@wysh/domain/uploads';
import { fileProblem } from '../../lib/direct-upload';
import { RequiredMark } from '../form/fields';
import formStyles from '../form/form.module.css';
import styles from './file-picker.module.css';

export interface FilePickerProps {
  id: string;
  label: string;
  files: File[];
  onChange(files: File[]): void;
  multiple?: boolean;
  /** Content types accepted (default: images and PDF). */
  accept?: string[];
  required?: boolean;
  /** " *" after the label of a required picker (default: when required). */
  markRequired?: boolean;
  /** What to upload, shown above the limits. */
  description?: string;
  error?: string | null;
  disabled?: boolean;
  /** The picker was left (the parent may validate it). */
  onBlur?(): void;
}

export function FilePicker({
  id,
  label,
  files,
  onChange,
  multiple = false,
  accept = [...UPLOAD_CONTENT_TYPES],
  required = false,
  markRequired = required,
  description,
  error = null,
  disabled = false,
  onBlur,
}: FilePickerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error;
  const describedBy = [
    description ? `${id}-description` : null,
    `${id}-hint`,
    shownError ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared, so that choosing the same file again (after removing it) is noticed.
    event.target.value = '';
    if (chosen.length === 0) return;
    const next = multiple ? [...files, ...chosen] : chosen.slice(0, 1);
    const found = fileProblem(next, accept);
    setProblem(found?.message ?? null);
    if (!found) onChange(next);
  }

  function remove(index: number) {
    setProblem(null);
    onChange(files.filter((_, position) => position !== index));
    inputRef.current?.focus();
  }

  return (
    <div className={formStyles.field}>
      <span id={`${id}-label`} className={formStyles.label}>
        {label}
        {required && markRequired ? <RequiredMark /> : null}
      </span>
      {description ? (
        <p id={`${id}-description`} className={formStyles.hint}>
          {description}
        </p>
      ) : null}
      <p id={`${id}-hint`} className={formStyles.hint}>
        {t('upload.hint')}
      </p>
      <div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className={styles.input}
          multiple={multiple}
          accept={accept.join(',')}
          disabled={disabled}
          required={required && files.length === 0}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          onChange={choose}
          onBlur={onBlur}
        />
        <label
          id={`${id}-choose`}
          htmlFor={id}
          className={styles.choose}
          data-disabled={disabled || undefined}
        >
          {t('upload.choose', { count: multiple ? 2 : 1 })}
        </label>
      </div>
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={t('upload.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span className={styles.name}>{file.name}</span>
              <span className={styles.size}>{t('upload.size', { size: megabytes(file.size) })}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={t('upload.removeLabel', { name: file.name })}
              >
                {t('upload.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className={formStyles.error} role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
