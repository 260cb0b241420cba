import { describe, expect, it } from 'vitest';
import { ItemSchema, type InputItem } from './protocol.ts';
import { toOutgoingValue } from './outgoing.ts';

const input = (raw: unknown) => ItemSchema.parse(raw) as Exclude<InputItem, { type: 'inputTaxId' }>;

describe('toOutgoingValue (spec 001 §5 "Outgoing values")', () => {
  it('sends empty text as null and trims the rest', () => {
    const text = input({ key: 'a', type: 'inputText', content: { id: 'a' } });
    expect(toOutgoingValue(text, '   ')).toBeNull();
    expect(toOutgoingValue(text, ' Ada ')).toBe('Ada');
  });

  it('sends a phone as its national number', () => {
    const phone = input({ key: 'p', type: 'inputText', content: { id: 'p', element: 'phone' } });
    expect(toOutgoingValue(phone, '+1 (415) 555-0100')).toBe('4155550100');
  });

  it('sends dates as yyyy-MM-dd', () => {
    const date = input({ key: 'd', type: 'inputDate', content: { id: 'd' } });
    expect(toOutgoingValue(date, '03/07/1990')).toBe('1990-03-07');
    expect(toOutgoingValue(date, '')).toBeNull();
  });

  it('sends integers without decimal places and decimals truncated to the precision; never a non-finite number', () => {
    const whole = input({ key: 'n', type: 'inputNumeric', content: { id: 'n' } });
    const decimal = input({ key: 'w', type: 'inputNumeric', content: { id: 'w', precision: 2 } });
    expect(toOutgoingValue(whole, '1,250.75')).toBe(1250);
    expect(toOutgoingValue(decimal, '72.349')).toBe(72.34);
    expect(toOutgoingValue(whole, 'Infinity')).toBeNull();
    expect(toOutgoingValue(whole, '')).toBeNull();
  });

  it('defaults upload and multi-select values to an empty list', () => {
    const upload = input({ key: 'u', type: 'inputDirectUpload', content: { id: 'u' } });
    expect(toOutgoingValue(upload, undefined)).toEqual([]);
  });

  it('sends every part of a unitized value', () => {
    const height = input({
      key: 'h',
      type: 'inputUnitized',
      content: {
        id: 'h',
        units: [
          { key: 'feet', label: 'Feet', unit: 'ft' },
          { key: 'inches', label: 'Inches', unit: 'in' },
        ],
      },
    });
    expect(toOutgoingValue(height, { feet: '5' })).toEqual({ feet: 5, inches: null });
  });
});
