// How a saved answer reads on a review screen ({answer.<field>}): the chosen options' labels, a whole-dollar
// amount, a number with its unit, the parts of a unitized value ("5 ft 10 in"), or the text as typed.
import type { InputItem } from '@wysh/forms/protocol';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The answer in words, or null when there is none to show. */
export function answerDisplay(item: InputItem, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (item.type) {
    case 'inputSingleSelect':
      return item.content.options.find((option) => option.value === value)?.label ?? null;
    case 'inputMultiSelect': {
      if (!Array.isArray(value) || value.length === 0) return null;
      const labels = item.content.options.filter((option) => value.includes(option.value));
      return labels.map((option) => option.label).join(', ') || null;
    }
    case 'inputNumeric': {
      if (typeof value !== 'number') return null;
      if (item.content.currency) return dollars.format(value);
      return item.content.unit ? `${value.toLocaleString('en-US')} ${item.content.unit}` : String(value);
    }
    case 'inputUnitized': {
      if (typeof value !== 'object' || Array.isArray(value)) return null;
      const parts = value as Record<string, unknown>;
      const shown = item.content.units
        .filter((unit) => typeof parts[unit.key] === 'number')
        .map((unit) => `${String(parts[unit.key])} ${unit.unit}`);
      return shown.length > 0 ? shown.join(' ') : null;
    }
    case 'inputText':
      return typeof value === 'string' && value.trim() !== '' ? value : null;
    case 'inputToggle':
    case 'inputCheckbox':
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : null;
    case 'inputDate':
      return typeof value === 'string' ? value : null;
    default:
      return null;
  }
}
