// Lays out a form's items in order, each group drawn where its first item (or replacementKey) stands: address
// and phone groups as one input, container and component groups as a box with their attributes. Api groups
// are not drawn. The form's first title is its h1.
import type { CSSProperties, ReactNode } from 'react';
import type { Group, InputItem, Item } from '@wysh/forms/protocol';
import { isInputItem } from '../lib/form-state';
import { AddressGroup } from './address-group';
import { CheckboxInput, MultiSelectInput, SingleSelectInput } from './choice-inputs';
import { DecorationItem } from './decorations';
import { ButtonItem, ImageItem, ListRowItem, safeColor, SpaceItem, TextItem } from './display-items';
import { useFlowForm } from './form-context';
import { SliderInput } from './slider-input';
import { DateInput, NumericInput, TaxIdInput, TextInput } from './text-inputs';
import { UnitizedInput } from './unitized-input';
import { UploadInput } from './upload-input';
import styles from './flows.module.css';

export function ItemView({ item, heading }: { item: Item; heading?: 'h1' | 'h2' }) {
  switch (item.type) {
    case 'text':
      return <TextItem item={item} heading={heading} />;
    case 'button':
      return <ButtonItem item={item} />;
    case 'decoration':
      return <DecorationItem item={item} />;
    case 'image':
      return <ImageItem item={item} />;
    case 'listRow':
      return <ListRowItem item={item} />;
    case 'space':
      return <SpaceItem item={item} />;
    case 'inputText':
      return <TextInput item={item} />;
    case 'inputDate':
      return <DateInput item={item} />;
    case 'inputNumeric':
      return <NumericInput item={item} />;
    case 'inputTaxId':
      return <TaxIdInput item={item} />;
    case 'inputSingleSelect':
      return <SingleSelectInput item={item} />;
    case 'inputMultiSelect':
      return <MultiSelectInput item={item} />;
    case 'inputCheckbox':
    case 'inputToggle':
      return <CheckboxInput item={item} />;
    case 'inputSlider':
      return <SliderInput item={item} />;
    case 'inputUnitized':
      return <UnitizedInput item={item} />;
    case 'inputDirectUpload':
      return <UploadInput item={item} />;
  }
}

function containerStyle(group: Group): CSSProperties {
  const attributes = group.attributesSet ?? {};
  return {
    backgroundColor: safeColor(attributes.backgroundColor),
    margin: attributes.margin,
    paddingBlock: attributes.verticalPadding,
    paddingInline: attributes.horizontalPadding,
    borderRadius: attributes.cornerRadius,
    boxShadow: attributes.shadow ? 'var(--shadow)' : undefined,
  };
}

function GroupView({ group, items, titleKey }: { group: Group; items: Item[]; titleKey: string | null }) {
  if (group.type === 'address')
    return <AddressGroup group={group} items={items.filter(isInputItem) as InputItem[]} />;
  const children = items.map((item) => (
    <ItemView key={item.key} item={item} heading={item.key === titleKey ? 'h1' : undefined} />
  ));
  if (group.type === 'phone') return <div className={styles.stack}>{children}</div>;
  return (
    <div className={styles.container} style={containerStyle(group)}>
      {children}
    </div>
  );
}

/** The key of the form's first title (its h1). */
export function firstTitleKey(items: readonly Item[]): string | null {
  return items.find((item) => item.type === 'text' && item.content.typography === 'title')?.key ?? null;
}

export function FormItems({ items, titleKey }: { items: readonly Item[]; titleKey: string | null }) {
  const { form } = useFlowForm();
  const drawn = form.groups.filter((group) => group.type !== 'api');
  const groupOf = new Map<string, Group>();
  for (const group of drawn) for (const key of group.itemKeys) groupOf.set(key, group);
  const present = new Set(items.map((item) => item.key));
  const anchorOf = (group: Group) =>
    group.replacementKey && present.has(group.replacementKey)
      ? group.replacementKey
      : group.itemKeys.find((key) => present.has(key));

  const out: ReactNode[] = [];
  for (const item of items) {
    const group = groupOf.get(item.key);
    if (!group) {
      if (!drawn.some((candidate) => candidate.replacementKey === item.key))
        out.push(<ItemView key={item.key} item={item} heading={item.key === titleKey ? 'h1' : undefined} />);
    }
    for (const candidate of drawn) {
      if (anchorOf(candidate) !== item.key) continue;
      const members = candidate.itemKeys
        .map((key) => items.find((member) => member.key === key))
        .filter((member): member is Item => member !== undefined);
      out.push(
        <GroupView key={`group-${candidate.key}`} group={candidate} items={members} titleKey={titleKey} />,
      );
    }
  }
  return <>{out}</>;
}
