// inputSingleSelect as a dropdown on wider screens: a react-aria select with a listbox (keyboard and screen
// reader ready). Phones get the native select (choice-inputs).
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import type { ItemOf } from '@wysh/forms/protocol';
import { RequiredMark } from '../../../shared/components/form/fields';
import { describedBy, FieldErrors } from './field-shell';
import { useInput } from './form-context';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './flows.module.css';

export function DropdownListbox({ item }: { item: ItemOf<'inputSingleSelect'> }) {
  const { t } = useTranslation();
  const field = useInput<string | null>(item);
  const { label, hint, options, placeholder } = item.content;
  const described = describedBy(field.id, { hint: Boolean(hint), errors: field.errors });
  return (
    <div className={formStyles.field}>
      <Select
        selectedKey={field.value}
        onSelectionChange={(key) => field.onChange(key === null ? null : String(key))}
        isDisabled={field.disabled}
        isRequired={field.required}
        isInvalid={field.errors.length > 0}
        onBlur={field.onBlur}
        placeholder={placeholder ?? t('flows.select.placeholder')}
        aria-describedby={described}
        className={styles.ariaSelect}
      >
        <Label className={formStyles.label}>
          {label}
          {field.required && field.markRequired ? <RequiredMark /> : null}
        </Label>
        {hint ? (
          <p id={`${field.id}-hint`} className={formStyles.hint}>
            {hint}
          </p>
        ) : null}
        <AriaButton id={field.id} className={`${formStyles.input} ${styles.select} ${styles.selectButton}`}>
          <SelectValue />
        </AriaButton>
        <Popover className={styles.popover}>
          <ListBox className={styles.listbox}>
            {options.map((option) => (
              <ListBoxItem key={option.value} id={option.value} className={styles.listboxItem}>
                {option.label}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <FieldErrors id={field.id} errors={field.errors} />
    </div>
  );
}
