// Inputs that choose: inputSingleSelect in its four formats (radio, blobs, rectangles, dropdown: a native
// select on phones, a listbox from 520 px), inputMultiSelect, inputCheckbox and inputToggle.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemOf } from '@wysh/forms/protocol';
import { RequiredMark } from '../../../shared/components/form/fields';
import { describedBy, FieldErrors, FieldShell } from './field-shell';
import { useInput } from './form-context';
import { useWideScreen } from './use-wide-screen';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './flows.module.css';

// The listbox (react-aria) loads only where it shows: wider screens with a dropdown.
const DropdownListbox = lazy(() =>
  import('./dropdown-listbox').then((m) => ({ default: m.DropdownListbox })),
);

const FORMAT_CLASS = { radio: styles.radios, blobs: styles.blobs, rectangles: styles.rectangles } as const;

export function SingleSelectInput({ item }: { item: ItemOf<'inputSingleSelect'> }) {
  const { format } = item.content;
  if (format === 'dropdown') return <DropdownInput item={item} />;
  return <ChoiceGroup item={item} className={FORMAT_CLASS[format] ?? ''} />;
}

function ChoiceGroup({ item, className }: { item: ItemOf<'inputSingleSelect'>; className: string }) {
  const field = useInput<string | null>(item);
  const { label, hint, options } = item.content;
  return (
    <FieldShell field={field} label={label} hint={hint} group>
      <div className={className}>
        {options.map((option, index) => {
          const optionId = `${field.id}-${index}`;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                // The first radio carries the field's id, so an error can focus the group.
                id={index === 0 ? field.id : optionId}
                type="radio"
                name={item.content.id}
                value={option.value}
                checked={field.value === option.value}
                disabled={field.disabled}
                required={field.required}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                className={styles.choiceInput}
              />
              <label htmlFor={index === 0 ? field.id : optionId} className={styles.choiceLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}

function DropdownInput({ item }: { item: ItemOf<'inputSingleSelect'> }) {
  const { t } = useTranslation();
  const field = useInput<string | null>(item);
  const wide = useWideScreen(520);
  const { label, hint, options, placeholder } = item.content;
  const described = describedBy(field.id, { hint: Boolean(hint), errors: field.errors });
  if (!wide) {
    return (
      <FieldShell field={field} label={label} hint={hint}>
        <select
          id={field.id}
          name={item.content.id}
          value={field.value ?? ''}
          disabled={field.disabled}
          required={field.required}
          aria-invalid={field.errors.length > 0 || undefined}
          aria-describedby={described}
          className={`${formStyles.input} ${styles.select}`}
          onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={field.onBlur}
        >
          <option value="">{placeholder ?? t('flows.select.placeholder')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldShell>
    );
  }
  return (
    <Suspense fallback={null}>
      <DropdownListbox item={item} />
    </Suspense>
  );
}

export function MultiSelectInput({ item }: { item: ItemOf<'inputMultiSelect'> }) {
  const field = useInput<string[]>(item);
  const { label, hint, options } = item.content;
  const chosen = field.value ?? [];
  return (
    <FieldShell field={field} label={label} hint={hint} group>
      <div className={styles.checkboxes}>
        {options.map((option, index) => {
          const optionId = index === 0 ? field.id : `${field.id}-${index}`;
          return (
            <div key={option.value} className={formStyles.checkboxRow}>
              <input
                id={optionId}
                type="checkbox"
                name={item.content.id}
                value={option.value}
                checked={chosen.includes(option.value)}
                disabled={field.disabled}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((value) => value !== option.value),
                  )
                }
                onBlur={field.onBlur}
                className={formStyles.checkbox}
              />
              <label htmlFor={optionId} className={formStyles.checkboxLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}

export function CheckboxInput({ item }: { item: ItemOf<'inputCheckbox'> | ItemOf<'inputToggle'> }) {
  const field = useInput<boolean>(item);
  const { label, hint } = item.content;
  const toggle = item.type === 'inputToggle';
  return (
    <div className={formStyles.checkboxField}>
      <div className={toggle ? styles.toggleRow : formStyles.checkboxRow}>
        <input
          id={field.id}
          type="checkbox"
          role={toggle ? 'switch' : undefined}
          name={item.content.id}
          checked={field.value === true}
          disabled={field.disabled}
          required={field.required}
          aria-invalid={field.errors.length > 0 || undefined}
          aria-describedby={describedBy(field.id, { hint: Boolean(hint), errors: field.errors })}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          className={toggle ? styles.toggle : formStyles.checkbox}
        />
        <label htmlFor={field.id} className={formStyles.checkboxLabel}>
          {label}
          {field.required && field.markRequired ? <RequiredMark /> : null}
        </label>
      </div>
      {hint ? (
        <p id={`${field.id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.id} errors={field.errors} />
    </div>
  );
}
