// Inputs typed as text: inputText (one line or several, with a character limit), inputDate (the MM/dd/yyyy
// mask, stored ISO), inputNumeric (digits, thousands separators for money, decimals by precision) and
// inputTaxId (3-2-4 digits, shown ***-**-**** when one is on file).
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemOf } from '@wysh/forms/protocol';
import {
  formatNumeric,
  formatTaxId,
  maskDate,
  shownDate,
  storedDate,
  TAX_ID_MASK,
  TAX_ID_MAX_LENGTH,
} from '../lib/masks';
import { describedBy, FieldShell } from './field-shell';
import { useInput } from './form-context';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './flows.module.css';

type Element = ItemOf<'inputText'>['content']['element'];

const AUTOCOMPLETE: Partial<Record<Element, string>> = {
  email: 'email',
  phone: 'tel-national',
  street: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  middleInitial: 'additional-name',
  suffix: 'honorific-suffix',
};

function autoCompleteOf(element: Element, fieldId: string): string | undefined {
  if (element === 'name') {
    if (/first|given/i.test(fieldId)) return 'given-name';
    if (/last|family/i.test(fieldId)) return 'family-name';
    return 'name';
  }
  return AUTOCOMPLETE[element];
}

function placeholderOf(placeholder: string | undefined, required: boolean, markRequired: boolean) {
  return placeholder && required && markRequired ? `${placeholder} *` : placeholder;
}

export function TextInput({ item }: { item: ItemOf<'inputText'> }) {
  const { t } = useTranslation();
  const field = useInput<string>(item);
  const { label, hint, placeholder, characterMax, format, element } = item.content;
  const value = field.value ?? '';
  const change = (next: string) =>
    field.onChange(characterMax !== undefined ? next.slice(0, characterMax) : next);
  const common = {
    id: field.id,
    name: item.content.id,
    value,
    placeholder: placeholderOf(placeholder, field.required, field.markRequired),
    disabled: field.disabled,
    required: field.required,
    onBlur: field.onBlur,
    'aria-invalid': field.errors.length > 0 || undefined,
    'aria-describedby': describedBy(field.id, { hint: Boolean(hint), errors: field.errors }),
    className: formStyles.input,
  };
  const keyboard: Pick<HTMLAttributes<HTMLInputElement>, 'inputMode'> & { type: string } =
    element === 'email'
      ? { type: 'email', inputMode: 'email' }
      : element === 'phone'
        ? { type: 'tel', inputMode: 'tel' }
        : element === 'postalCode'
          ? { type: 'text', inputMode: 'numeric' }
          : { type: 'text' };
  return (
    <FieldShell
      field={field}
      label={label}
      hint={hint}
      counter={
        characterMax !== undefined ? t('flows.characters', { n: value.length, max: characterMax }) : undefined
      }
    >
      {format === 'multiLine' ? (
        <textarea
          {...common}
          rows={4}
          maxLength={characterMax}
          className={`${formStyles.input} ${styles.textarea}`}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <input
          {...common}
          {...keyboard}
          maxLength={characterMax}
          autoComplete={autoCompleteOf(element, item.content.id)}
          spellCheck={element === 'text' ? undefined : false}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function DateInput({ item }: { item: ItemOf<'inputDate'> }) {
  const field = useInput<string>(item);
  const { label, hint, placeholder } = item.content;
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <input
        id={field.id}
        name={item.content.id}
        type="text"
        inputMode="numeric"
        autoComplete={item.content.birthdate ? 'bday' : 'off'}
        placeholder={placeholderOf(placeholder ?? 'MM/DD/YYYY', field.required, field.markRequired)}
        value={shownDate(field.value ?? '')}
        maxLength={10}
        disabled={field.disabled}
        required={field.required}
        aria-invalid={field.errors.length > 0 || undefined}
        aria-describedby={describedBy(field.id, { hint: Boolean(hint), errors: field.errors })}
        className={formStyles.input}
        onChange={(event) => field.onChange(storedDate(maskDate(event.target.value)))}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

export function NumericInput({ item }: { item: ItemOf<'inputNumeric'> }) {
  const field = useInput<string>(item);
  const { label, hint, placeholder, currency, precision, unit } = item.content;
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <div className={styles.affixed}>
        {currency ? (
          <span className={styles.prefix} aria-hidden="true">
            $
          </span>
        ) : null}
        <input
          id={field.id}
          name={item.content.id}
          type="text"
          inputMode={precision > 0 ? 'decimal' : 'numeric'}
          placeholder={placeholderOf(placeholder, field.required, field.markRequired)}
          value={field.value ?? ''}
          disabled={field.disabled}
          required={field.required}
          aria-invalid={field.errors.length > 0 || undefined}
          aria-describedby={describedBy(field.id, { hint: Boolean(hint), errors: field.errors })}
          className={`${formStyles.input} ${currency ? styles.withPrefix : ''}`}
          onChange={(event) => field.onChange(formatNumeric(event.target.value, { precision, currency }))}
          onBlur={field.onBlur}
        />
        {unit ? <span className={styles.suffix}>{unit}</span> : null}
      </div>
    </FieldShell>
  );
}

export function TaxIdInput({ item }: { item: ItemOf<'inputTaxId'> }) {
  const { t } = useTranslation();
  const field = useInput<string>(item);
  const [focused, setFocused] = useState(false);
  const { label, placeholder, prefilled } = item.content;
  const hint = item.content.hint ?? (prefilled ? t('flows.taxId.onFile') : undefined);
  const value = field.value ?? '';
  const masked = prefilled && value === '' && !focused;
  return (
    <FieldShell field={{ ...field, required: field.required && !prefilled }} label={label} hint={hint}>
      <input
        id={field.id}
        name={item.content.id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholderOf(placeholder ?? '123-45-6789', field.required, field.markRequired)}
        value={masked ? TAX_ID_MASK : value}
        maxLength={TAX_ID_MAX_LENGTH}
        disabled={field.disabled}
        required={field.required && !prefilled}
        aria-invalid={field.errors.length > 0 || undefined}
        aria-describedby={describedBy(field.id, { hint: Boolean(hint), errors: field.errors })}
        className={formStyles.input}
        onFocus={() => setFocused(true)}
        onChange={(event) => field.onChange(formatTaxId(event.target.value))}
        onBlur={() => {
          setFocused(false);
          field.onBlur();
        }}
      />
    </FieldShell>
  );
}
