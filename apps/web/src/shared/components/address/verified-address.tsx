// A verified address, shown as one card with a "Clear" control that empties the address for a new search.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../form/form.module.css';
import type { AddressValue } from './address-value';
import styles from './address-field.module.css';

interface VerifiedAddressProps {
  id: string;
  value: AddressValue;
  onClear(): void;
  disabled: boolean;
  error?: string;
}

export function VerifiedAddress({ id, value, onClear, disabled, error }: VerifiedAddressProps) {
  const { t } = useTranslation();
  const cardRef = useRef<HTMLDivElement>(null);
  // The street input this card replaces had the focus: keep it in the address.
  useEffect(() => {
    if (
      cardRef.current?.contains(document.activeElement) === false &&
      document.activeElement === document.body
    ) {
      cardRef.current.focus();
    }
  }, []);
  const line = value.street2 ? `${value.street1}, ${value.street2}` : value.street1;
  return (
    <div className={styles.fieldset}>
      <div
        ref={cardRef}
        id={id}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className={styles.verified}
      >
        <p id={`${id}-label`} className={styles.verifiedLabel}>
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
          {t('address.verified')}
        </p>
        <p className={styles.verifiedAddress}>
          {line}
          <br />
          {value.city}, {value.state} {value.postalCode}
        </p>
        <button
          type="button"
          className={styles.clear}
          onClick={onClear}
          disabled={disabled}
          aria-label={t('address.clearLabel')}
        >
          {t('address.clear')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
