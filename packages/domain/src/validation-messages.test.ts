// The catalogue of validation words: one entry per rule code, in the exact words of spec 001 §5.
import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES } from './validation.ts';
import { VALIDATION_MESSAGES, validationMessage } from './validation-messages.ts';

describe('the validation catalogue', () => {
  it('has words for every rule code, and no words without a code', () => {
    expect(Object.keys(VALIDATION_MESSAGES).sort()).toEqual([...VALIDATION_CODES].sort());
  });

  it('says the messages of spec §5 exactly', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
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

  it('looks the words up by code', () => {
    expect(validationMessage('ssnTin')).toBe('This should be a 9-digit number');
  });
});
