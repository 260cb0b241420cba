// inputSlider: a range over the ticks, moving by the increment, with an amount the person may type. A typed
// amount is rounded to the increment and clamped to the smallest and largest tick; beyond them
// SliderErrorMessageModal says so (the slider's own words, else the spec's headers) with "TRY AGAIN".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemOf } from '@wysh/forms/protocol';
import { openModal } from '../../../shared/stores/modal';
import { clampSlider, sliderText, thousands } from '../lib/masks';
import { describedBy, FieldShell } from './field-shell';
import { useInput } from './form-context';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './flows.module.css';

export function SliderInput({ item }: { item: ItemOf<'inputSlider'> }) {
  const { t } = useTranslation();
  const field = useInput<number>(item);
  const { label, hint, ticks, increment, valueBase, characterMax, textEditable } = item.content;
  const values = ticks.map((tick) => tick.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? String(field.value ?? '');

  const commitTyped = () => {
    if (typed === null) return;
    setTyped(null);
    if (typed === '') return;
    const { value, clamped } = clampSlider(Number(typed), { min, max, increment, valueBase });
    field.onChange(value);
    if (clamped === 'max')
      openModal('SliderErrorMessageModal', {
        header: t('flows.slider.tooHigh'),
        text: item.content.maxErrorMessage ?? t('flows.slider.tooHighText', { max: thousands(max) }),
      });
    if (clamped === 'min')
      openModal('SliderErrorMessageModal', {
        header: t('flows.slider.tooLow'),
        text: item.content.minErrorMessage ?? t('flows.slider.tooLowText', { min: thousands(min) }),
      });
  };

  const listId = `${field.id}-ticks`;
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <div className={styles.slider}>
        {item.content.leftTextLabel ? (
          <span className={styles.sliderEnd}>{item.content.leftTextLabel}</span>
        ) : null}
        <input
          id={field.id}
          type="range"
          min={min}
          max={max}
          step={increment}
          list={listId}
          value={field.value ?? min}
          disabled={field.disabled}
          aria-valuetext={thousands(field.value ?? min)}
          aria-describedby={describedBy(field.id, { hint: Boolean(hint), errors: field.errors })}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          className={styles.range}
        />
        {item.content.rightTextLabel ? (
          <span className={styles.sliderEnd}>{item.content.rightTextLabel}</span>
        ) : null}
      </div>
      <datalist id={listId}>
        {ticks.map((tick) => (
          <option key={tick.value} value={tick.value} label={tick.label} />
        ))}
      </datalist>
      <ol className={styles.ticks} aria-hidden="true">
        {ticks.map((tick) => (
          <li key={tick.value}>{tick.label}</li>
        ))}
      </ol>
      {textEditable ? (
        <div className={styles.sliderAmount}>
          <label htmlFor={`${field.id}-amount`} className={formStyles.label}>
            {t('flows.slider.amount')}
          </label>
          <input
            id={`${field.id}-amount`}
            type="text"
            inputMode="numeric"
            value={shown}
            maxLength={characterMax}
            disabled={field.disabled}
            className={formStyles.input}
            onChange={(event) => setTyped(sliderText(event.target.value, characterMax))}
            onBlur={commitTyped}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitTyped();
              }
            }}
          />
        </div>
      ) : null}
    </FieldShell>
  );
}
