import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES,
  firstProblem,
  usNationalNumber,
  usPhoneToE164,
  validateAttestedOver18,
  validateEmail,
  validateMiddleInitial,
  validateMustMatch,
  validateName,
  validatePasswordLength,
  validatePhoneNumber,
  validateRequired,
  validateSuffix,
  validateVerificationCode,
  ssnDigits,
  validateBeneficiaryAge,
  validateBirthdate,
  validateDateFormat,
  validateDateRange,
  validateGreaterThan,
  validateInRange,
  validateSsn,
  validateUnitizedRequired,
} from './validation.ts';

describe('the spec words', () => {
  it('are the messages of spec §5 exactly', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      required: 'Required',
      email: 'Invalid email',
      passwordLength: 'Must be at least 12 characters',
      mustMatch: 'Passwords do not match',
      phoneNumber: 'This should be a 10-digit number',
      alphabetical: 'Must be only alphabetical characters',
      middleInitial: 'Middle inital must be one character',
    });
  });
});

describe('validateRequired', () => {
  it.each([[''], ['   '], [null], [undefined], [false]])('is "Required" for %j', (value) => {
    expect(validateRequired(value)).toBe('Required');
  });

  it.each([['a'], [' x '], [true]])('passes %j', (value) => {
    expect(validateRequired(value)).toBeNull();
  });
});

describe('validateEmail', () => {
  it.each(['ann@example.com', ' ann.lee+life@mail.example.co.uk ', 'a@b.io'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each(['ann', 'ann@', '@example.com', 'ann@example', 'ann @example.com', 'ann@@example.com', 'a@b..com'])(
    'says "Invalid email" for %s',
    (email) => {
      expect(validateEmail(email)).toBe('Invalid email');
    },
  );

  it('leaves an empty value to the required rule', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('  ')).toBeNull();
  });

  it('refuses an address longer than 254 characters', () => {
    expect(validateEmail(`${'a'.repeat(250)}@example.com`)).toBe('Invalid email');
  });
});

describe('validatePasswordLength', () => {
  it('needs at least 12 characters', () => {
    expect(validatePasswordLength('a'.repeat(11))).toBe('Must be at least 12 characters');
    expect(validatePasswordLength('a'.repeat(12))).toBeNull();
  });

  it('counts spaces, and caps the length at 128', () => {
    expect(validatePasswordLength('correct horse')).toBeNull();
    expect(validatePasswordLength('a'.repeat(129))).toBe('Must be at most 128 characters');
  });

  it('holds for any length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (password) => {
        const ok = password.length >= 12 && password.length <= 128;
        expect(validatePasswordLength(password) === null).toBe(ok);
      }),
    );
  });
});

describe('validateMustMatch', () => {
  it('says "Passwords do not match" when they differ', () => {
    expect(validateMustMatch('correct horse battery', 'correct horse batter')).toBe('Passwords do not match');
    expect(validateMustMatch('correct horse battery', 'correct horse battery')).toBeNull();
  });
});

describe('phone numbers', () => {
  it.each([
    ['4155550100', '4155550100'],
    ['(415) 555-0100', '4155550100'],
    ['+1 415 555 0100', '4155550100'],
    ['1-415-555-0100', '4155550100'],
  ])('reads %s as %s', (typed, national) => {
    expect(usNationalNumber(typed)).toBe(national);
    expect(usPhoneToE164(typed)).toBe(`+1${national}`);
    expect(validatePhoneNumber(typed)).toBeNull();
  });

  it.each(['415555010', '41555501000', '0155550100', '4151550100', '+44 20 7946 0958'])(
    'says "This should be a 10-digit number" for %s',
    (typed) => {
      expect(validatePhoneNumber(typed)).toBe('This should be a 10-digit number');
      expect(usPhoneToE164(typed)).toBeNull();
    },
  );

  it('leaves an empty value to the required rule', () => {
    expect(validatePhoneNumber('')).toBeNull();
  });
});

describe('validateVerificationCode', () => {
  it('needs exactly six digits', () => {
    expect(validateVerificationCode('123456')).toBeNull();
    expect(validateVerificationCode('12345')).toBe('This should be a 6-digit code');
    expect(validateVerificationCode('1234567')).toBe('This should be a 6-digit code');
    expect(validateVerificationCode('12a456')).toBe('This should be a 6-digit code');
  });
});

describe('names', () => {
  it.each(['Ann', "O'Brien", 'Mary-Jane', 'José', 'Van der Berg', 'St. John'])('accepts %s', (name) => {
    expect(validateName(name)).toBeNull();
  });

  it.each(['Ann2', 'R2-D2', '<b>', '-Ann', 'ann@'])(
    'says "Must be only alphabetical characters" for %s',
    (name) => {
      expect(validateName(name)).toBe('Must be only alphabetical characters');
    },
  );

  it('caps a name at 50 characters', () => {
    expect(validateName('A'.repeat(51))).toBe('Must be at most 50 characters');
  });

  it('takes one letter as a middle initial', () => {
    expect(validateMiddleInitial('Q')).toBeNull();
    expect(validateMiddleInitial('Qu')).toBe('Middle inital must be one character');
    expect(validateMiddleInitial('7')).toBe('Must be only alphabetical characters');
    expect(validateMiddleInitial('')).toBeNull();
  });

  it('takes suffixes like Jr. and III', () => {
    expect(validateSuffix('Jr.')).toBeNull();
    expect(validateSuffix('III')).toBeNull();
    expect(validateSuffix('3rd')).toBe('Must be only alphabetical characters');
    expect(validateSuffix('Abcdefghijk')).toBe('Must be at most 10 characters');
  });
});

describe('validateAttestedOver18', () => {
  it('needs the box ticked', () => {
    expect(validateAttestedOver18(false)).toBe('You must be 18 or older to apply');
    expect(validateAttestedOver18(true)).toBeNull();
  });
});

describe('firstProblem', () => {
  it('answers the first message, in order', () => {
    expect(firstProblem(null, 'Required', 'Invalid email')).toBe('Required');
    expect(firstProblem(null, null)).toBeNull();
    expect(firstProblem(validateRequired(''), validateEmail(''))).toBe('Required');
  });
});

describe('the rules of server-driven forms (spec 001 §5)', () => {
  const today = '2026-11-22';

  it('says "Format date as mm/dd/yyyy" for other shapes and "Please enter a valid date" for impossible days', () => {
    expect(validateDateFormat('1990/03/07')).toBe('Format date as mm/dd/yyyy');
    expect(validateDateFormat('March 7')).toBe('Format date as mm/dd/yyyy');
    expect(validateDateFormat('02/30/1990')).toBe('Please enter a valid date');
    expect(validateDateFormat('03/07/1990')).toBeNull();
    expect(validateDateFormat('')).toBeNull();
  });

  it('says "Date is outside of valid range" outside the bounds', () => {
    const range = { min: '2026-01-01', max: '2026-12-31' };
    expect(validateDateRange('12/31/2025', range)).toBe('Date is outside of valid range');
    expect(validateDateRange('2027-01-01', range)).toBe('Date is outside of valid range');
    expect(validateDateRange('2026-06-01', range)).toBeNull();
  });

  it('refuses a birthdate in the future or more than 120 years ago with "Please enter a valid date"', () => {
    expect(validateBirthdate('2027-01-01', today)).toBe('Please enter a valid date');
    expect(validateBirthdate('1890-01-01', today)).toBe('Please enter a valid date');
    expect(validateBirthdate('13/01/1990', today)).toBe('Please enter a valid date');
    expect(validateBirthdate('01/13/1990', today)).toBeNull();
  });

  it('says "Your beneficiary must be 21+" under 21', () => {
    expect(validateBeneficiaryAge('2005-11-23', today)).toBe('Your beneficiary must be 21+');
    expect(validateBeneficiaryAge('2005-11-22', today)).toBeNull();
  });

  it('takes an SSN of 9 digits, with or without the hyphens', () => {
    expect(validateSsn('123-45-6789')).toBeNull();
    expect(validateSsn('123456789')).toBeNull();
    expect(validateSsn('12345678')).toBe('This should be a 9-digit number');
    expect(validateSsn('123-456-789')).toBe('This should be a 9-digit number');
    expect(ssnDigits('123-45-6789')).toBe('123456789');
    expect(ssnDigits('1234')).toBeNull();
  });

  it('refuses the numbers the SSA never issues: area 000, 666 or 900-999, group 00, serial 0000', () => {
    for (const never of [
      '000-00-0000',
      '000-12-3456',
      '666-12-3456',
      '900-12-3456',
      '999999999',
      '123-00-4567',
      '123-45-0000',
    ]) {
      expect(validateSsn(never)).toBe('This should be a 9-digit number');
      expect(ssnDigits(never)).toBeNull();
    }
    for (const issued of ['001-01-0001', '665-99-9999', '667-01-0001', '899-99-9999', '078-05-1120']) {
      expect(validateSsn(issued)).toBeNull();
    }
  });

  it('says "Value is outside of the valid range" for a fraction or a number out of bounds', () => {
    expect(validateInRange(5, { min: 1, max: 10 })).toBeNull();
    expect(validateInRange(11, { min: 1, max: 10 })).toBe('Value is outside of the valid range');
    expect(validateInRange(2.5, { min: 1, max: 10 })).toBe('Value is outside of the valid range');
    expect(validateInRange(null, { min: 1 })).toBeNull();
  });

  it('says "Added beneficiaries cannot have 0% allocation" at 0', () => {
    expect(validateGreaterThan(0)).toBe('Added beneficiaries cannot have 0% allocation');
    expect(validateGreaterThan(1)).toBeNull();
  });

  it('says "All fields are required" when a part of a unitized value is missing', () => {
    expect(validateUnitizedRequired({ feet: 5, inches: null }, ['feet', 'inches'])).toBe(
      'All fields are required',
    );
    expect(validateUnitizedRequired({ feet: 5, inches: 0 }, ['feet', 'inches'])).toBeNull();
  });
});
