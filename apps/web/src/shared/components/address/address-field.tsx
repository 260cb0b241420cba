// An address input (spec 000 §4 "Address input", §5): the street with suggestions, then apartment, city, state
// and ZIP, which people may also fill in by hand. Picking a suggestion fills the address and verifies it; a
// verified address shows as one card with a "Clear" control. Verification failures show in the spec's words;
// a verified address outside the states we sell in opens UnsupportedStateModal. Used by fixed forms and by the
// server-driven forms' `address` groups.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEligibleState } from '@wysh/domain/eligibility';
import { errorText } from '../../lib/error-text';
import { openModal } from '../../stores/modal';
import formStyles from '../form/form.module.css';
import { verifyAddress, type AddressSuggestion } from './address-api';
import { EMPTY_ADDRESS, type AddressErrors, type AddressPartName, type AddressValue } from './address-value';
import { AddressPart } from './address-part';
import { StateSelect } from './state-select';
import { StreetCombobox } from './street-combobox';
import { VerifiedAddress } from './verified-address';
import styles from './address-field.module.css';

export type { AddressErrors, AddressPartName, AddressValue } from './address-value';
export { EMPTY_ADDRESS } from './address-value';

export interface AddressFieldProps {
  idPrefix: string;
  /** DOM ids of the parts, when the parent names them (default `${idPrefix}-${part}`). */
  ids?: Partial<Record<AddressPartName, string>>;
  value: AddressValue;
  onChange(next: AddressValue): void;
  errors?: AddressErrors;
  /** USPS code of the user's state: its suggestions come first (default: the state chosen here). */
  preferState?: string;
  disabled?: boolean;
  required?: boolean;
  /** " *" after the required parts' labels (default: when required). */
  markRequired?: boolean;
  /** A part was left (the parent may validate it). */
  onBlur?(part: AddressPartName): void;
  onUnsupportedState?(state: string): void;
  /** Any US state will do (a beneficiary's address): no UnsupportedStateModal. */
  anyState?: boolean;
}

type Problem = { field: 'street1' | 'street2' | 'state' | 'postalCode'; message: string };

export function AddressField(props: AddressFieldProps) {
  const { idPrefix, value, onChange, errors = {}, disabled = false, required = false } = props;
  const { t } = useTranslation();
  const streetRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [verifying, setVerifying] = useState(false);
  const id = (part: AddressPartName) => props.ids?.[part] ?? `${idPrefix}-${part}`;
  const left = (part: AddressPartName) => props.onBlur?.(part);

  function edit(part: AddressPartName, text: string) {
    setProblem(null);
    onChange({ ...value, [part]: text, verified: false });
  }

  async function verify(address: AddressValue) {
    setVerifying(true);
    setProblem(null);
    try {
      const { street1, street2, city, state, postalCode } = address;
      const payload = await verifyAddress({ street1, street2: street2 || null, city, state, postalCode });
      if (payload.error || !payload.address) {
        const field = payload.error?.fields[0]?.field;
        setProblem({
          field: field === 'street2' || field === 'state' || field === 'postalCode' ? field : 'street1',
          message: errorText(
            { code: payload.error?.code ?? 'STANDARD_ERROR', message: payload.error?.message },
            t,
          ),
        });
        return;
      }
      const verified = { ...payload.address, street2: payload.address.street2 ?? '', verified: true };
      onChange(verified);
      if (!props.anyState && !isEligibleState(verified.state)) {
        props.onUnsupportedState?.(verified.state);
        openModal('UnsupportedStateModal', { onChangeAddress: clear });
      }
    } catch {
      setProblem({ field: 'street1', message: errorText({ code: 'STANDARD_ERROR' }, t) });
    } finally {
      setVerifying(false);
    }
  }

  function pick(suggestion: AddressSuggestion) {
    const picked: AddressValue = {
      street1: suggestion.streetLine,
      street2: suggestion.entries === 1 && suggestion.secondary ? suggestion.secondary : '',
      city: suggestion.city,
      state: suggestion.state,
      postalCode: suggestion.zipcode,
      verified: false,
    };
    onChange(picked);
    void verify(picked);
  }

  function clear() {
    setProblem(null);
    onChange(EMPTY_ADDRESS);
    // The street input comes back in place of the card: give it the focus once it is there.
    requestAnimationFrame(() => streetRef.current?.focus());
  }

  /** An address typed by hand is verified once it is complete and its apartment, state or ZIP is left. */
  function verifyTyped() {
    if (value.verified || verifying) return;
    if ([value.street1, value.city, value.state, value.postalCode].every((part) => part.trim() !== '')) {
      void verify(value);
    }
  }

  const errorOf = (part: Problem['field'] | 'city') =>
    errors[part] ?? (problem?.field === part ? problem.message : null);
  const markRequired = props.markRequired ?? required;

  if (value.verified) {
    return (
      <VerifiedAddress
        id={id('street1')}
        value={value}
        onClear={clear}
        disabled={disabled}
        error={errors.address}
      />
    );
  }
  return (
    <fieldset className={styles.fieldset} disabled={disabled} aria-busy={verifying}>
      <legend className="visually-hidden">{t('address.legend')}</legend>
      <StreetCombobox
        id={id('street1')}
        value={value.street1}
        onType={(text) => edit('street1', text)}
        onPick={pick}
        onBlur={() => left('street1')}
        onLeaveBuilding={(building) => {
          setProblem(null);
          onChange({
            street1: building.streetLine,
            street2: '',
            city: building.city,
            state: building.state,
            postalCode: building.zipcode,
            verified: false,
          });
        }}
        preferState={props.preferState ?? (value.state || null)}
        error={errorOf('street1')}
        required={required}
        markRequired={markRequired}
        disabled={disabled}
        inputRef={streetRef}
      />
      <AddressPart
        id={id('street2')}
        label={t('address.street2')}
        value={value.street2}
        error={errorOf('street2')}
        onChange={(text) => edit('street2', text)}
        onBlur={() => {
          left('street2');
          verifyTyped();
        }}
        autoComplete="address-line2"
      />
      <div className={styles.place}>
        <AddressPart
          id={id('city')}
          label={t('address.city')}
          value={value.city}
          error={errorOf('city')}
          onChange={(text) => edit('city', text)}
          onBlur={() => left('city')}
          autoComplete="address-level2"
          required={required}
          markRequired={markRequired}
          className={styles.city}
        />
        <StateSelect
          id={id('state')}
          value={value.state}
          error={errorOf('state')}
          onChange={(code) => edit('state', code)}
          onBlur={() => {
            left('state');
            verifyTyped();
          }}
          required={required}
          markRequired={markRequired}
          className={styles.state}
        />
        <AddressPart
          id={id('postalCode')}
          label={t('address.postalCode')}
          value={value.postalCode}
          error={errorOf('postalCode')}
          onChange={(text) => edit('postalCode', text)}
          onBlur={() => {
            left('postalCode');
            verifyTyped();
          }}
          autoComplete="postal-code"
          inputMode="numeric"
          required={required}
          markRequired={markRequired}
          className={styles.zip}
        />
      </div>
      {errors.address ? (
        <p id={`${idPrefix}-address-error`} className={formStyles.error}>
          {errors.address}
        </p>
      ) : null}
      {verifying ? (
        <p className={formStyles.hint} role="status">
          {t('address.verifying')}
        </p>
      ) : null}
    </fieldset>
  );
}
