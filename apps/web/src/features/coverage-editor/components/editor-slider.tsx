// A slider of the coverage editor (spec 000 §2 "coverage slider with typed amount", §5): a native range over
// the ticks (arrow keys move it by the increment), the end labels, and, when the metadata allows typing, an
// amount field that keeps digits only, drops leading zeros, stops at the character cap and, once left, rounds to
// the step and clamps to the ticks (SliderErrorMessageModal says which end was hit).
import { useId, useState } from 'react';
import { applyTypedAmount, typedDigits } from '@wysh/domain/coverage-slider';
import { cents } from '@wysh/domain/money';
import type { SliderMetadata } from '@wysh/domain/coverage-editor-state';
import { openModal } from '../../../shared/stores/modal';
import styles from './coverage-editor.module.css';

type Metadata = Pick<
  SliderMetadata,
  | 'ticks'
  | 'increment'
  | 'valueBase'
  | 'characterMax'
  | 'textEditable'
  | 'minErrorMessage'
  | 'maxErrorMessage'
  | 'leftTextLabel'
  | 'rightTextLabel'
>;

export interface EditorSliderProps {
  label: string;
  /** The label of the typed amount's field. */
  amountLabel?: string;
  metadata: Metadata;
  value: number;
  onChange: (value: number) => void;
  /** What a screen reader hears for a value ("$500,000", "Lock rate until age 50"). */
  valueText: (value: number) => string;
  /** What shows under the label, when the label already says the rest ("50" under "Lock rate until age"). */
  shownValue?: (value: number) => string;
}

export function EditorSlider({
  label,
  amountLabel,
  metadata,
  value,
  onChange,
  valueText,
  shownValue = valueText,
}: EditorSliderProps) {
  const id = useId();
  const values = metadata.ticks.map((tick) => tick.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? String(Math.floor(value / metadata.valueBase));

  const applyTyped = () => {
    if (typed === null) return;
    setTyped(null);
    const { amount, clamped } = applyTypedAmount(typed, {
      min: cents(min),
      max: cents(max),
      step: cents(metadata.increment),
    });
    onChange(amount);
    const message =
      clamped === 'above' ? metadata.maxErrorMessage : clamped === 'below' ? metadata.minErrorMessage : null;
    if (message) openModal('SliderErrorMessageModal', { header: message.header, text: message.text });
  };

  return (
    <div className={styles.sliderField}>
      <label htmlFor={`${id}-range`} className={styles.sliderLabel}>
        {label}
      </label>
      <output htmlFor={`${id}-range`} className={styles.sliderValue} aria-live="polite">
        {shownValue(value)}
      </output>
      <input
        id={`${id}-range`}
        type="range"
        min={min}
        max={max}
        step={metadata.increment}
        value={value}
        aria-valuetext={valueText(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className={styles.range}
      />
      <div className={styles.sliderEnds} aria-hidden="true">
        <span>{metadata.leftTextLabel}</span>
        <span>{metadata.rightTextLabel}</span>
      </div>
      {metadata.textEditable ? (
        <div className={styles.amountField}>
          <label htmlFor={`${id}-amount`} className={styles.amountLabel}>
            {amountLabel ?? label}
          </label>
          <div className={styles.amountControl}>
            <span aria-hidden="true">$</span>
            <input
              id={`${id}-amount`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={shown}
              maxLength={metadata.characterMax}
              onChange={(event) => setTyped(typedDigits(event.target.value, metadata.characterMax))}
              onBlur={applyTyped}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyTyped();
                }
              }}
              className={styles.amountInput}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
