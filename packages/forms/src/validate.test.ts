import { describe, expect, it } from 'vitest';
import { ItemSchema, type InputItem } from './protocol.ts';
import { validateInput } from './validate.ts';

const context = { today: '2026-11-22' };
const input = (raw: unknown) => ItemSchema.parse(raw) as InputItem;

describe('validateInput', () => {
  it('says required for an empty required input and nothing for an empty optional one', () => {
    const required = input({ key: 'first', type: 'inputText', content: { id: 'firstName', required: true } });
    const optional = input({
      key: 'suffix',
      type: 'inputText',
      content: { id: 'suffix', element: 'suffix' },
    });
    expect(validateInput(required, '  ', context)).toBe('required');
    expect(validateInput(required, null, context)).toBe('required');
    expect(validateInput(optional, '', context)).toBeNull();
  });

  it('needs a required box ticked', () => {
    const box = input({ key: 'agree', type: 'inputCheckbox', content: { id: 'agree', required: true } });
    expect(validateInput(box, false, context)).toBe('required');
    expect(validateInput(box, true, context)).toBeNull();
  });

  it('runs the rules of the text element', () => {
    const email = input({ key: 'e', type: 'inputText', content: { id: 'e', element: 'email' } });
    const middle = input({ key: 'm', type: 'inputText', content: { id: 'm', element: 'middleInitial' } });
    const phone = input({ key: 'p', type: 'inputText', content: { id: 'p', element: 'phone' } });
    const state = input({ key: 's', type: 'inputText', content: { id: 's', element: 'state' } });
    expect(validateInput(email, 'ann@', context)).toBe('email');
    expect(validateInput(middle, 'Qu', context)).toBe('middleInitial');
    expect(validateInput(phone, '555-0100', context)).toBe('phoneNumber');
    expect(validateInput(state, 'TX', context)).toBe('stateUnsupported');
    expect(validateInput(state, 'oh', context)).toBeNull();
  });

  it('checks a birthdate with the combined rule and the range of the field', () => {
    const birthdate = input({
      key: 'dob',
      type: 'inputDate',
      content: { id: 'birthdate', required: true, birthdate: true, max: '2008-11-22' },
    });
    expect(validateInput(birthdate, '02/31/1990', context)).toBe('date');
    expect(validateInput(birthdate, '2009-01-01', context)).toBe('dateRange');
    expect(validateInput(birthdate, '01/15/1990', context)).toBeNull();
  });

  it('checks other dates for format then range', () => {
    const date = input({ key: 'd', type: 'inputDate', content: { id: 'd', min: '2026-01-01' } });
    expect(validateInput(date, '2026.01.01', context)).toBe('dateFormat');
    expect(validateInput(date, '12/31/2025', context)).toBe('dateRange');
  });

  it('keeps numbers within bounds and decimal places', () => {
    const income = input({ key: 'i', type: 'inputNumeric', content: { id: 'i', min: 0, max: 10_000_000 } });
    const weight = input({ key: 'w', type: 'inputNumeric', content: { id: 'w', precision: 1, max: 999 } });
    expect(validateInput(income, 55_000, context)).toBeNull();
    expect(validateInput(income, '55,000', context)).toBeNull();
    expect(validateInput(income, -1, context)).toBe('inRange');
    expect(validateInput(income, 10.5, context)).toBe('inRange');
    expect(validateInput(income, 'abc', context)).toBe('inRange');
    expect(validateInput(weight, 180.5, context)).toBeNull();
    expect(validateInput(weight, 180.55, context)).toBe('inRange');
  });

  it('takes only offered options', () => {
    const gender = input({
      key: 'g',
      type: 'inputSingleSelect',
      content: { id: 'gender', required: true, options: [{ label: 'Male', value: 'male' }] },
    });
    expect(validateInput(gender, 'male', context)).toBeNull();
    expect(validateInput(gender, 'other', context)).toBe('required');
  });

  it('checks the SSN unless one is on file and the field is left empty', () => {
    const ssn = input({ key: 't', type: 'inputTaxId', content: { id: 'taxId', required: true } });
    const onFile = input({
      key: 't',
      type: 'inputTaxId',
      content: { id: 'taxId', required: true, prefilled: true },
    });
    expect(validateInput(ssn, '', context)).toBe('required');
    expect(validateInput(ssn, '12345', context)).toBe('ssnTin');
    expect(validateInput(ssn, '123-45-6789', context)).toBeNull();
    expect(validateInput(ssn, '000-00-0000', context)).toBe('ssnTin');
    expect(validateInput(onFile, '', context)).toBeNull();
  });

  it('says unitizedRequired for a part missing from a required unitized input', () => {
    const height = input({
      key: 'h',
      type: 'inputUnitized',
      content: {
        id: 'height',
        required: true,
        units: [
          { key: 'feet', label: 'Feet', unit: 'ft', min: 3, max: 8 },
          { key: 'inches', label: 'Inches', unit: 'in', min: 0, max: 11 },
        ],
      },
    });
    expect(validateInput(height, { feet: 5, inches: null }, context)).toBe('unitizedRequired');
    expect(validateInput(height, {}, context)).toBe('unitizedRequired');
    expect(validateInput(height, { feet: 5, inches: 12 }, context)).toBe('inRange');
    expect(validateInput(height, { feet: 5, inches: 11 }, context)).toBeNull();
  });

  it('caps uploads at 20 files', () => {
    const upload = input({ key: 'u', type: 'inputDirectUpload', content: { id: 'docs', multiple: true } });
    expect(
      validateInput(
        upload,
        Array.from({ length: 21 }, (_, i) => `b${i}`),
        context,
      ),
    ).toBe('uploadLimit');
    expect(validateInput(upload, ['b1', 'b2'], context)).toBeNull();
  });

  it('skips a disabled input', () => {
    const locked = input({
      key: 'x',
      type: 'inputText',
      content: { id: 'x', required: true, disabled: true },
    });
    expect(validateInput(locked, '', context)).toBeNull();
  });
});
