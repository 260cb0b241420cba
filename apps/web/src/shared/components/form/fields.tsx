// Accessible form fields: a visible label (with " *" after it when the form marks required fields), an
// optional hint, the error under the field tied to it with aria-describedby, aria-invalid while it has one.
import { useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../lib/validation-text';
import styles from './form.module.css';

interface FieldBinding {
  id: string;
  name: string;
  error: string | null;
}

interface TextBinding extends FieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur'
>;

interface TextFieldProps extends InputProps {
  field: TextBinding;
  label: string;
  hint?: ReactNode;
  /** Show " *" after the label (forms where some fields are optional). */
  markRequired?: boolean;
  /** Something inside the input's box, after it (the show/hide button of a password). */
  trailing?: ReactNode;
}

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error: string | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      {validationText(error, t)}
    </p>
  );
}

export function TextField({
  field,
  label,
  hint,
  markRequired = false,
  required = false,
  trailing,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  const { id, name, value, onChange, onBlur, error } = field;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && markRequired ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          {...rest}
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          className={[styles.input, trailing ? styles.withTrailing : '', className ?? '']
            .filter(Boolean)
            .join(' ')}
        />
        {trailing}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A password with a show/hide button (spec: password inputs with show/hide and hint). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-controls={props.field.id}
          aria-label={t('form.showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          {t('form.show')}
        </button>
      }
    />
  );
}

interface CheckboxBinding extends FieldBinding {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function CheckboxField({
  field,
  children,
  required = false,
  markRequired = false,
}: {
  field: CheckboxBinding;
  children: ReactNode;
  required?: boolean;
  markRequired?: boolean;
}) {
  const { id, name, checked, onChange, error } = field;
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={onChange}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={styles.checkbox}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {children}
          {required && markRequired ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A form-level message (a failure the fields cannot show), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}

/** A form-level confirmation, announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      {children}
    </div>
  );
}
