// The frame of every input: a visible label (" *" after it when the form marks required fields), an optional
// hint and counter, the control, and the field's errors tied to it by aria-describedby.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from '../../../shared/components/form/fields';
import { validationText } from '../../../shared/lib/validation-text';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './flows.module.css';

export function describedBy(id: string, { hint, errors }: { hint?: boolean; errors: readonly string[] }) {
  const ids = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div id={`${id}-error`}>
      {errors.map((error) => (
        <p key={error} className={formStyles.error}>
          {validationText(error, t)}
        </p>
      ))}
    </div>
  );
}

/** What the frame needs of an input's state (useInput's answer has it). */
export interface FieldFrame {
  id: string;
  required: boolean;
  markRequired: boolean;
  errors: readonly string[];
}

interface FieldShellProps {
  field: FieldFrame;
  label?: string;
  hint?: string;
  children: ReactNode;
  /** Beside the hint: "12/50 characters". */
  counter?: ReactNode;
  /** Several controls (radios, boxes, units): a fieldset with a legend instead of a label. */
  group?: boolean;
}

export function FieldShell({ field, label, hint, children, counter, group = false }: FieldShellProps) {
  const { id, required, markRequired, errors } = field;
  const mark = required && markRequired ? <RequiredMark /> : null;
  const hintLine = hint ? (
    <p id={`${id}-hint`} className={formStyles.hint}>
      {hint}
    </p>
  ) : null;
  if (group) {
    return (
      <fieldset
        className={styles.fieldset}
        aria-describedby={describedBy(id, { hint: Boolean(hint), errors })}
        aria-invalid={errors.length > 0 || undefined}
      >
        {label ? (
          <legend className={formStyles.label}>
            {label}
            {mark}
          </legend>
        ) : null}
        {hintLine}
        {children}
        <FieldErrors id={id} errors={errors} />
      </fieldset>
    );
  }
  return (
    <div className={formStyles.field}>
      {label ? (
        <label htmlFor={id} className={formStyles.label}>
          {label}
          {mark}
        </label>
      ) : null}
      {hintLine}
      {children}
      {counter ? <p className={styles.counter}>{counter}</p> : null}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
