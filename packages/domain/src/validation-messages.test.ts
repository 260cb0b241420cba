// The catalogue of validation words: one entry per rule code, in the exact words of spec 001 §5.
import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES } from './validation.ts';
import { VALIDATION_MESSAGES, validationMessage } from './validation-messages.ts';

describe('the validation catalogue', () => {
  it('has words for every rule code, and no words without a code', () => {
    expect(Object.keys(VALIDATION_MESSAGES).sort()).toEqual([...VALIDATION_CODES].sort());
  });

  it('says the messages of spec §5 exactly', () => {
    const words = Object.fromEntries(VALIDATION_CODES.map((code) => [code, validationMessage(code)]));
    expect(words).toMatchObject({
      alphabetical: 'Must be only alphabetical characters',
      beneficiaryTooYoung: 'Your beneficiary must be 21+',
      email: 'Invalid email',
      greaterThan: 'Added beneficiaries cannot have 0% allocation',
      inRange: 'Value is outside of the valid range',
      middleInitial: 'Middle inital must be one character',
      mustMatch: 'Passwords do not match',
      phoneNumber: 'This should be a 10-digit number',
      required: 'Required',
      ssnTin: 'This should be a 9-digit number',
      dateFormat: 'Format date as mm/dd/yyyy',
      dateRange: 'Date is outside of valid range',
      date: 'Please enter a valid date',
      passwordLength: 'Must be at least 12 characters',
      unitizedRequired: 'All fields are required',
    });
  });

  it('looks the words up by code, with the limits of the rules filled in', () => {
    expect(validationMessage('ssnTin')).toBe('This should be a 9-digit number');
    expect(validationMessage('passwordTooLong')).toBe('Must be at most 128 characters');
    expect(validationMessage('nameTooLong')).toBe('Must be at most 50 characters');
    expect(validationMessage('suffixTooLong')).toBe('Must be at most 10 characters');
    expect(validationMessage('uploadLimit')).toBe('Maximum file upload limit exceeded (20)');
  });

  it('names a parameter only where the rule has one', () => {
    for (const code of VALIDATION_CODES) expect(validationMessage(code), code).not.toMatch(/\{\{|undefined/);
  });
});
