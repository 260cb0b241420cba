// What the web app sends for each input (spec 001 §5 "Outgoing values"): empty text becomes null, dates go as
// ISO "yyyy-MM-dd", a phone as its 10 national digits (country code 1 is implied), numbers only when finite and
// as integers unless the input has decimal places, upload inputs as a list of signed blob ids (empty by
// default). The SSN is not handled here: the browser encrypts its digits with the server's public key.
import { parseCalendarDate, usNationalNumber } from '@wysh/domain/validation';
import type { InputItem } from './protocol.ts';

export const DEFAULT_COUNTRY_CODE = '1';

function emptyToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

function toNumber(value: unknown, precision: number): number | null {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(/,/g, ''))
        : Number.NaN;
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  if (!Number.isFinite(parsed)) return null;
  if (precision === 0) return Math.trunc(parsed);
  const scale = 10 ** precision;
  return Math.trunc(parsed * scale) / scale;
}

/** The wire value of one input (not the tax id: see encryptSensitive in the web app). */
export function toOutgoingValue(item: Exclude<InputItem, { type: 'inputTaxId' }>, raw: unknown): unknown {
  switch (item.type) {
    case 'inputText': {
      const value = emptyToNull(typeof raw === 'string' ? raw.trim() : raw);
      if (typeof value !== 'string') return value ?? null;
      if (item.content.element === 'phone') return usNationalNumber(value) ?? value;
      if (item.content.element === 'state') return value.toUpperCase();
      return value;
    }
    case 'inputDate': {
      const value = emptyToNull(raw);
      return typeof value === 'string' ? (parseCalendarDate(value) ?? value) : null;
    }
    case 'inputNumeric':
      return toNumber(raw, item.content.precision);
    case 'inputSlider':
      return toNumber(raw, 0);
    case 'inputSingleSelect':
      return emptyToNull(raw) ?? null;
    case 'inputMultiSelect':
    case 'inputDirectUpload':
      return Array.isArray(raw) ? raw.map(String) : [];
    case 'inputCheckbox':
    case 'inputToggle':
      return raw === true;
    case 'inputUnitized': {
      const parts = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      return Object.fromEntries(item.content.units.map((unit) => [unit.key, toNumber(parts[unit.key], 0)]));
    }
  }
}
