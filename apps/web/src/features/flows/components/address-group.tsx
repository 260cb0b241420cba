// An address group (spec 000 §4 "Address input"): its five inputText items (street1, street2, city, state,
// postalCode, in the group's itemKeys order) drawn as the shared AddressField, with suggestions and
// verification. Each part's value lives in the flow's form state under its item's field id, so validation
// (on blur and on submit), outgoing values and the server's errors work as for any other input. An address in
// a state we do not sell in opens UnsupportedStateModal (AddressField's own) and marks the state part invalid
// at once; the form's validation refuses it too, as createResponse does.
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group, InputItem, ItemOf } from '@wysh/forms/protocol';
import { useVerifiedInitialData } from '../../../shared/api/initial-data';
import {
  AddressField,
  type AddressErrors,
  type AddressPartName,
  type AddressValue,
} from '../../../shared/components/address/address-field';
import { validationText } from '../../../shared/lib/validation-text';
import { useAuthStore } from '../../../shared/stores/auth';
import { fieldDomId, GROUP_FIELDS_ATTRIBUTE, useFlowForm } from './form-context';

const PARTS: readonly AddressPartName[] = ['street1', 'street2', 'city', 'state', 'postalCode'];

type PartItems = Partial<Record<AddressPartName, ItemOf<'inputText'>>>;

function partItems(group: Group, items: readonly InputItem[]): PartItems {
  const byKey = new Map(items.map((item) => [item.key, item]));
  const parts: PartItems = {};
  PARTS.forEach((part, index) => {
    const item = byKey.get(group.itemKeys[index] ?? '');
    if (item?.type === 'inputText') parts[part] = item;
  });
  return parts;
}

const addressKey = (value: Omit<AddressValue, 'verified'>) =>
  PARTS.map((part) => value[part].trim().toLowerCase()).join('\n');

export function AddressGroup({ group, items }: { group: Group; items: readonly InputItem[] }) {
  const { t } = useTranslation();
  const { form, state, setValue, blur, markRequired } = useFlowForm();
  const parts = partItems(group, items);
  const present = PARTS.filter((part) => parts[part] !== undefined);

  // The state of the person's home address on file (verified sessions have their profile loaded).
  const verifiedSession = useAuthStore((auth) => auth.authLevel === 'verified');
  const profileState = useVerifiedInitialData(verifiedSession).data?.profile?.activeAddress?.state ?? null;

  const text = (part: AddressPartName) => {
    const item = parts[part];
    const value = item ? state.values[item.content.id] : null;
    return typeof value === 'string' ? value : '';
  };
  const current = {
    street1: text('street1'),
    street2: text('street2'),
    city: text('city'),
    state: text('state').toUpperCase(),
    postalCode: text('postalCode'),
  };
  // The address as the provider last verified it: still verified while the parts say the same.
  // The server marks an address on file that the provider verified: it shows verified until changed.
  const [verifiedAs, setVerifiedAs] = useState<string | null>(() =>
    group.verified ? addressKey(current) : null,
  );
  const value: AddressValue = { ...current, verified: verifiedAs === addressKey(current) };

  // AddressField calls back from its modal and after a verification, with the handler of an earlier render:
  // compare with the parts as they are now, not as that render saw them.
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });

  function change(next: AddressValue) {
    for (const part of present) {
      if (next[part] !== latest.current[part]) setValue(parts[part]!.content.id, next[part]);
    }
    latest.current = { ...latest.current, ...next };
    setVerifiedAs(next.verified ? addressKey(next) : null);
  }

  const errorsOf = (part: AddressPartName) => {
    const item = parts[part];
    const messages = item ? (state.errors[item.content.id] ?? []) : [];
    return messages.map((message) => validationText(message, t) ?? message);
  };
  const errors: AddressErrors = {};
  if (value.verified) {
    // A verified address shows as one card: the problems of its parts (a state we do not sell in) show on it.
    const all = present.flatMap(errorsOf);
    if (all.length > 0) errors.address = [...new Set(all)].join(' ');
  } else {
    for (const part of present) {
      const messages = errorsOf(part);
      if (messages.length > 0) errors[part] = messages.join(' ');
    }
  }

  const inputs = present.map((part) => parts[part]!);
  const ids = Object.fromEntries(present.map((part) => [part, fieldDomId(parts[part]!.content.id)]));
  const street = parts.street1 ?? inputs[0];
  return (
    <div {...{ [GROUP_FIELDS_ATTRIBUTE]: inputs.map((item) => item.content.id).join(' ') }}>
      <AddressField
        idPrefix={fieldDomId(street?.content.id ?? group.key)}
        ids={ids}
        value={value}
        onChange={change}
        errors={errors}
        preferState={value.state || profileState || undefined}
        disabled={form.disabled || inputs.some((item) => item.content.disabled)}
        required={street?.content.required ?? false}
        markRequired={markRequired}
        onBlur={(part) => {
          const item = parts[part];
          if (item) blur(item);
        }}
        onUnsupportedState={() => {
          // The state part says why at once; validateForm and createResponse refuse it as well.
          if (parts.state) blur(parts.state);
        }}
      />
    </div>
  );
}
