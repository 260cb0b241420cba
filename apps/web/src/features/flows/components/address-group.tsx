// An address group (street1, street2, city, state, postalCode: its items in that order) as plain labelled
// inputs. The one place to swap in the shared AddressField (autocomplete and verification) when it lands: it
// takes `{ idPrefix, value, onChange, errors, preferState, disabled, required, onUnsupportedState }` over the
// same five parts, which map onto these items' field ids below.
import { useTranslation } from 'react-i18next';
import type { Group, InputItem, ItemOf } from '@wysh/forms/protocol';
import { RequiredMark } from '../../../shared/components/form/fields';
import { describedBy, FieldErrors } from './field-shell';
import { useInput } from './form-context';
import { TextInput } from './text-inputs';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './flows.module.css';

const PARTS = ['street1', 'street2', 'city', 'state', 'postalCode'] as const;

/** USPS codes of the states, DC and the territories people live in, by name. */
const US_STATES: ReadonlyArray<[string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

function StateSelect({ item }: { item: ItemOf<'inputText'> }) {
  const { t } = useTranslation();
  const field = useInput<string>(item);
  return (
    <div className={formStyles.field}>
      <label htmlFor={field.id} className={formStyles.label}>
        {item.content.label ?? t('flows.address.state')}
        {field.required && field.markRequired ? <RequiredMark /> : null}
      </label>
      <select
        id={field.id}
        name={item.content.id}
        autoComplete="address-level1"
        value={(field.value ?? '').toUpperCase()}
        disabled={field.disabled}
        required={field.required}
        aria-invalid={field.errors.length > 0 || undefined}
        aria-describedby={describedBy(field.id, { errors: field.errors })}
        className={`${formStyles.input} ${styles.select}`}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        <option value="">{t('flows.address.statePlaceholder')}</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <FieldErrors id={field.id} errors={field.errors} />
    </div>
  );
}

/** Each part's item with the label it needs (the definition's, else ours). */
function labelled(item: ItemOf<'inputText'>, fallback: string): ItemOf<'inputText'> {
  return { ...item, content: { ...item.content, label: item.content.label ?? fallback } };
}

export function AddressGroup({ group, items }: { group: Group; items: readonly InputItem[] }) {
  const { t } = useTranslation();
  const byKey = new Map(items.map((item) => [item.key, item]));
  const parts = PARTS.map((part, index) => {
    const item = byKey.get(group.itemKeys[index] ?? '');
    return item?.type === 'inputText' ? ([part, item] as const) : null;
  }).filter((part) => part !== null);
  return (
    <fieldset className={styles.address}>
      <legend className={formStyles.label}>{t('flows.address.legend')}</legend>
      {parts.map(([part, item]) =>
        part === 'state' ? (
          <StateSelect key={item.key} item={item} />
        ) : (
          <div key={item.key} className={styles[`address-${part}`]}>
            <TextInput item={labelled(item, t(`flows.address.${part}`))} />
          </div>
        ),
      )}
    </fieldset>
  );
}
