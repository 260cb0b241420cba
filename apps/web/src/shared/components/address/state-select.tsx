// The state of an address: a native select of the 50 states and DC (simple, and phones show their own picker).
import { useTranslation } from 'react-i18next';
import { US_STATES } from '@wysh/domain/us-states';
import { RequiredMark } from '../form/fields';
import formStyles from '../form/form.module.css';
import styles from './address-field.module.css';

interface StateSelectProps {
  id: string;
  value: string;
  error: string | null;
  onChange(code: string): void;
  onBlur(): void;
  required: boolean;
  markRequired?: boolean;
  className?: string;
}

export function StateSelect({
  id,
  value,
  error,
  onChange,
  onBlur,
  required,
  markRequired = required,
  className,
}: StateSelectProps) {
  const { t } = useTranslation();
  return (
    <div className={[formStyles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={formStyles.label}>
        {t('address.state')}
        {required && markRequired ? <RequiredMark /> : null}
      </label>
      <select
        id={id}
        className={`${formStyles.input} ${styles.select}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('address.chooseState')}</option>
        {Object.entries(US_STATES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
