// The street input with its suggestion list: an accessible combobox (react-aria-components). Typing asks for
// suggestions (see useAddressSuggestions); a building among them opens its units in the same list.
import { useContext, useEffect, useState, type Ref } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from '../form/fields';
import formStyles from '../form/form.module.css';
import type { AddressSuggestion } from './address-api';
import { useAddressSuggestions } from './use-address-suggestions';
import styles from './address-field.module.css';

const keyOf = (suggestion: AddressSuggestion) =>
  [suggestion.streetLine, suggestion.secondary, suggestion.city, suggestion.state, suggestion.zipcode].join(
    '|',
  );

export function suggestionText(suggestion: AddressSuggestion): string {
  const line = suggestion.secondary
    ? `${suggestion.streetLine} ${suggestion.secondary}`
    : suggestion.streetLine;
  return `${line}, ${suggestion.city}, ${suggestion.state} ${suggestion.zipcode}`;
}

/**
 * Opens the list when suggestions arrive for what the person typed (500 ms after the typing; the combobox's
 * menu trigger is manual, so a street line filled in by a pick never opens it), and closes it when none are left.
 */
function OpenOnSuggestions({
  suggestions,
  picks,
}: {
  /** Only asked for while the person types or chooses a unit (see useAddressSuggestions' `active`). */
  suggestions: AddressSuggestion[];
  /** Counts picks: each closes the list (react-aria leaves it open when the selection stays empty). */
  picks: number;
}) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (picks > 0) state?.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picks]);
  useEffect(() => {
    if (!state) return;
    if (suggestions.length === 0 && state.isOpen) state.close();
    else if (suggestions.length > 0 && !state.isOpen && state.isFocused) state.open(null, 'manual');
    // Only new suggestions open the list (not a re-render after Escape closed it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggestions]);
  return null;
}

interface StreetComboboxProps {
  id: string;
  value: string;
  /** Typing (not picking): the street line as typed. */
  onType(text: string): void;
  /** A single home, or one unit of a building. */
  onPick(suggestion: AddressSuggestion): void;
  /** A building was chosen, then the input left before a unit was: its street, city, state and ZIP stand. */
  onLeaveBuilding(building: AddressSuggestion): void;
  /** The street input was left. */
  onBlur?(): void;
  preferState: string | null;
  error: string | null;
  required: boolean;
  markRequired: boolean;
  disabled: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function StreetCombobox({ inputRef, ...props }: StreetComboboxProps) {
  const { t } = useTranslation();
  // While a building is open, the input shows "200 Main St Apt " and what follows picks among its units.
  const [building, setBuilding] = useState<AddressSuggestion | null>(null);
  const [text, setText] = useState(props.value);
  const [lastValue, setLastValue] = useState(props.value);
  // Suggestions are shown for what the person types, not for a street line filled in by a pick.
  const [typed, setTyped] = useState(false);
  if (props.value !== lastValue) {
    // The value changed from outside (a pick, a clear): show it.
    setLastValue(props.value);
    setText(props.value);
    setBuilding(null);
    setTyped(false);
  }
  const suggestions = useAddressSuggestions(text, props.preferState, building, typed || building !== null);
  const [picks, setPicks] = useState(0);
  const describedBy = props.error ? `${props.id}-error` : undefined;

  function type(next: string) {
    setText(next);
    setTyped(true);
    if (building && next.toLowerCase().startsWith(building.streetLine.toLowerCase())) return;
    setBuilding(null);
    setLastValue(next);
    props.onType(next);
  }

  function pick(key: Key | null) {
    const suggestion = suggestions.find((candidate) => keyOf(candidate) === key);
    if (!suggestion) return;
    if (suggestion.entries > 1) {
      setBuilding(suggestion);
      setText(`${suggestion.streetLine} ${suggestion.secondary} `);
      return;
    }
    setBuilding(null);
    setTyped(false);
    setPicks((count) => count + 1);
    props.onPick(suggestion);
  }

  function leave() {
    if (building) {
      setBuilding(null);
      setTyped(false);
      props.onLeaveBuilding(building);
    }
    props.onBlur?.();
  }

  return (
    <ComboBox
      onBlur={leave}
      className={formStyles.field}
      inputValue={text}
      onInputChange={type}
      items={suggestions}
      selectedKey={null}
      onSelectionChange={pick}
      allowsCustomValue
      menuTrigger="manual"
      isDisabled={props.disabled}
      isRequired={props.required}
      isInvalid={props.error !== null}
      aria-describedby={describedBy}
    >
      <OpenOnSuggestions suggestions={suggestions} picks={picks} />
      <Label className={formStyles.label}>
        {t('address.street1')}
        {props.required && props.markRequired ? <RequiredMark /> : null}
      </Label>
      <Input
        id={props.id}
        ref={inputRef}
        className={formStyles.input}
        autoComplete="address-line1"
        spellCheck={false}
        aria-describedby={describedBy}
      />
      {building ? (
        <p className={formStyles.hint} aria-live="polite">
          {t('address.chooseUnit', { count: building.entries, street: building.streetLine })}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className={formStyles.error}>
          {props.error}
        </p>
      ) : null}
      <Popover className={styles.popover} placement="bottom start" offset={4} isNonModal>
        <ListBox<AddressSuggestion> className={styles.list} aria-label={t('address.suggestions')}>
          {(suggestion) => (
            <ListBoxItem
              id={keyOf(suggestion)}
              textValue={suggestionText(suggestion)}
              className={styles.option}
            >
              <span className={styles.optionLine}>
                {suggestion.streetLine}
                {suggestion.secondary ? ` ${suggestion.secondary}` : ''}
                {suggestion.entries > 1 ? (
                  <span className={styles.units}>{t('address.units', { count: suggestion.entries })}</span>
                ) : null}
              </span>
              <span className={styles.optionPlace}>
                {suggestion.city}, {suggestion.state} {suggestion.zipcode}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
