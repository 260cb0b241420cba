// One plain text part of an address (apartment, city, ZIP): a labelled input with its error.
import type { InputHTMLAttributes } from 'react';
import { RequiredMark } from '../form/fields';
import formStyles from '../form/form.module.css';

interface AddressPartProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className'
> {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange(text: string): void;
  markRequired?: boolean;
  className?: string;
}

export function AddressPart({
  id,
  label,
  value,
  error,
  onChange,
  markRequired,
  className,
  required,
  ...rest
}: AddressPartProps) {
  return (
    <div className={[formStyles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        {required && markRequired ? <RequiredMark /> : null}
      </label>
      <input
        {...rest}
        id={id}
        type="text"
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={formStyles.input}
      />
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
