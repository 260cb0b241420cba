import { describe, expect, it } from 'vitest';
import type { InputItem } from '@wysh/forms/protocol';
import {
  afterSave,
  applyFieldErrors,
  blurField,
  buildFieldResponses,
  initialFormState,
  inputItems,
  isDirty,
  marksRequired,
  setFieldValue,
  validateAllFields,
} from './form-state';
import { buildForm, input } from '../../../testing/flow-builders';

const context = { today: '2026-11-22' };

const form = buildForm([
  { key: 'title', type: 'text', content: { text: 'About you', typography: 'title' } },
  input('inputText', 'first-name', { required: true, element: 'name', value: 'Ann' }),
  input('inputText', 'email', { element: 'email' }),
  input('inputText', 'phone', { element: 'phone', required: true }),
  input('inputDate', 'birthdate', { birthdate: true, required: true }),
  input('inputDate', 'start', { min: '2026-01-01' }),
  input('inputNumeric', 'income', { currency: true, min: 0, max: 1000000, value: 85000 }),
  input('inputTaxId', 'ssn', { required: true }),
  input('inputSingleSelect', 'gender', { options: [{ label: 'Male', value: 'male' }], format: 'blobs' }),
  input('inputCheckbox', 'agree'),
  input('inputUnitized', 'height', {
    required: true,
    units: [
      { key: 'feet', label: 'Feet', unit: 'ft' },
      { key: 'inches', label: 'Inches', unit: 'in', max: 11 },
    ],
  }),
]);

function item(id: string): InputItem {
  return inputItems(form).find((candidate) => candidate.content.id === id)!;
}

function blurWith(id: string, value: unknown) {
  return blurField(setFieldValue(initialFormState(form), id, value), item(id), context).errors[id];
}

describe('form state', () => {
  it('starts from the values the server sent (numbers as the input shows them, never an SSN)', () => {
    const state = initialFormState(form);
    expect(state.values).toMatchObject({
      'first-name': 'Ann',
      email: '',
      income: '85,000',
      ssn: '',
      gender: null,
      agree: false,
      height: {},
    });
    expect(isDirty(state)).toBe(false);
  });

  it('validates on blur with the rule codes of the spec (their words are the copy’s)', () => {
    expect(blurWith('first-name', '')).toEqual(['required']);
    expect(blurWith('first-name', 'Ann3')).toEqual(['alphabetical']);
    expect(blurWith('email', 'ann@')).toEqual(['email']);
    expect(blurWith('phone', '415 555 01')).toEqual(['phoneNumber']);
    expect(blurWith('birthdate', '02/30/1990')).toEqual(['date']);
    expect(blurWith('start', '12/2')).toEqual(['dateFormat']);
    expect(blurWith('start', '2025-12-31')).toEqual(['dateRange']);
    expect(blurWith('income', '1,000,001')).toEqual(['inRange']);
    expect(blurWith('ssn', '123-45-678')).toEqual(['ssnTin']);
    expect(blurWith('height', { feet: 5, inches: null })).toEqual(['unitizedRequired']);
    expect(blurWith('height', { feet: 5, inches: 12 })).toEqual(['inRange']);
    expect(blurWith('email', 'ann@example.com')).toBeUndefined();
    expect(blurWith('birthdate', '1990-01-23')).toBeUndefined();
  });

  it('clears a field’s errors as soon as the person types in it, and only that field’s', () => {
    let state = validateAllFields(initialFormState(form), form, context).state;
    expect(state.errors['phone']).toEqual(['required']);
    expect(state.errors['ssn']).toEqual(['required']);
    state = setFieldValue(state, 'phone', '4');
    expect(state.errors['phone']).toBeUndefined();
    expect(state.errors['ssn']).toEqual(['required']);
  });

  it('keeps a server error through a blur until the person types', () => {
    const { state } = applyFieldErrors(initialFormState(form), form, [
      { field: 'first-name', message: 'Looks wrong' },
      { field: 'unknown', message: 'ignored' },
    ]);
    expect(blurField(state, item('first-name'), context).errors['first-name']).toEqual(['Looks wrong']);
    expect(state.errors['unknown']).toBeUndefined();
  });

  it('keeps the rule code a server error names, and the words of a refusal that is not a rule', () => {
    const { state } = applyFieldErrors(initialFormState(form), form, [
      { field: 'first-name', message: 'Must be only alphabetical characters', code: 'alphabetical' },
      { field: 'email', message: "This answer isn't valid", code: 'invalidValue' },
      { field: 'phone', message: 'No address information available.' },
    ]);
    expect(state.errors).toEqual({
      'first-name': ['alphabetical'],
      email: ["This answer isn't valid"],
      phone: ['No address information available.'],
    });
  });

  it('on submit names the first invalid field in form order', () => {
    const { firstInvalid, state } = validateAllFields(
      setFieldValue(initialFormState(form), 'email', 'nope'),
      form,
      context,
    );
    expect(firstInvalid).toBe('email');
    expect(Object.keys(state.errors)).toEqual(['email', 'phone', 'birthdate', 'ssn', 'height']);
  });

  it('sends the outgoing values of @wysh/forms, the SSN encrypted', async () => {
    let state = initialFormState(form);
    state = setFieldValue(state, 'first-name', '  Ann ');
    state = setFieldValue(state, 'phone', '(415) 555-0123');
    state = setFieldValue(state, 'birthdate', '01/23/1990');
    state = setFieldValue(state, 'income', '1,250,000');
    state = setFieldValue(state, 'ssn', '123-45-6789');
    state = setFieldValue(state, 'height', { feet: 5, inches: 7 });
    const encrypted: string[] = [];
    const responses = await buildFieldResponses(form, state, async (digits) => {
      encrypted.push(digits);
      return { keyId: 'k1', ciphertext: 'c2VjcmV0' };
    });
    const byId = Object.fromEntries(responses.map((response) => [response.fieldId, response]));
    expect(encrypted).toEqual(['123456789']);
    expect(byId['first-name']).toEqual({
      fieldId: 'first-name',
      inputType: 'inputText',
      required: true,
      value: 'Ann',
    });
    expect(byId['email']?.value).toBeNull();
    expect(byId['phone']?.value).toBe('4155550123');
    expect(byId['birthdate']?.value).toBe('1990-01-23');
    expect(byId['income']?.value).toBe(1250000);
    expect(byId['ssn']?.value).toEqual({ keyId: 'k1', ciphertext: 'c2VjcmV0' });
    expect(byId['gender']?.value).toBeNull();
    expect(byId['agree']?.value).toBe(false);
    expect(byId['height']?.value).toEqual({ feet: 5, inches: 7 });
    expect(JSON.stringify(responses)).not.toContain('123456789');
  });

  it('sends null for an untouched prefilled tax id, which stays on file', async () => {
    const prefilled = buildForm([input('inputTaxId', 'ssn', { required: true, prefilled: true })]);
    const state = initialFormState(prefilled);
    expect(validateAllFields(state, prefilled, context).firstInvalid).toBeNull();
    const responses = await buildFieldResponses(prefilled, state, () => {
      throw new Error('nothing to encrypt');
    });
    expect(responses[0]?.value).toBeNull();
  });

  it('after a save, what was sent is pristine and the clear SSN is gone', () => {
    let state = setFieldValue(initialFormState(form), 'ssn', '123-45-6789');
    state = setFieldValue(state, 'email', 'ann@example.com');
    expect(isDirty(state)).toBe(true);
    const saved = afterSave(state, form);
    expect(saved.values['ssn']).toBe('');
    expect(saved.values['email']).toBe('ann@example.com');
    expect(isDirty(saved)).toBe(false);
    expect(JSON.stringify(saved)).not.toContain('6789');
  });

  it('marks required labels unless every input is required', () => {
    expect(marksRequired(form)).toBe(true);
    expect(marksRequired(buildForm([input('inputText', 'a', { required: true })]))).toBe(false);
    expect(marksRequired(buildForm([input('inputText', 'a')]))).toBe(false);
  });
});
