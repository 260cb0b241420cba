import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
  validateMinorBeneficiaryAge,
  validateBirthdate,
  validateDateFormat,
  validateDateRange,
  validateGreaterThan,
  validateInRange,
  validateSsn,
  validateUnitizedRequired,
} from './validation.ts';

describe('validateRequired', () => {
  it.each([[''], ['   '], [null], [undefined], [false]])('is required for %j', (value) => {
    expect(validateRequired(value)).toBe('required');
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
    'says email for %s',
    (email) => {
      expect(validateEmail(email)).toBe('email');
    },
  );

  it('leaves an empty value to the required rule', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('  ')).toBeNull();
  });

  it('refuses an address longer than 254 characters', () => {
    expect(validateEmail(`${'a'.repeat(250)}@example.com`)).toBe('email');
  });
});

describe('validatePasswordLength', () => {
  it('needs at least 12 characters', () => {
    expect(validatePasswordLength('a'.repeat(11))).toBe('passwordLength');
    expect(validatePasswordLength('a'.repeat(12))).toBeNull();
  });

  it('counts spaces, and caps the length at 128', () => {
    expect(validatePasswordLength('correct horse')).toBeNull();
    expect(validatePasswordLength('a'.repeat(129))).toBe('passwordTooLong');
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
  it('says mustMatch when they differ', () => {
    expect(validateMustMatch('correct horse battery', 'correct horse batter')).toBe('mustMatch');
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
    'says phoneNumber for %s',
    (typed) => {
      expect(validatePhoneNumber(typed)).toBe('phoneNumber');
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
    expect(validateVerificationCode('12345')).toBe('verificationCode');
    expect(validateVerificationCode('1234567')).toBe('verificationCode');
    expect(validateVerificationCode('12a456')).toBe('verificationCode');
  });
});

describe('names', () => {
  it.each(['Ann', "O'Brien", 'Mary-Jane', 'José', 'Van der Berg', 'St. John'])('accepts %s', (name) => {
    expect(validateName(name)).toBeNull();
  });

  it.each(['Ann2', 'R2-D2', '<b>', '-Ann', 'ann@'])('says alphabetical for %s', (name) => {
    expect(validateName(name)).toBe('alphabetical');
  });

  it('caps a name at 50 characters', () => {
    expect(validateName('A'.repeat(51))).toBe('nameTooLong');
  });

  it('takes one letter as a middle initial', () => {
    expect(validateMiddleInitial('Q')).toBeNull();
    expect(validateMiddleInitial('Qu')).toBe('middleInitial');
    expect(validateMiddleInitial('7')).toBe('alphabetical');
    expect(validateMiddleInitial('')).toBeNull();
  });

  it('takes suffixes like Jr. and III', () => {
    expect(validateSuffix('Jr.')).toBeNull();
    expect(validateSuffix('III')).toBeNull();
    expect(validateSuffix('3rd')).toBe('alphabetical');
    expect(validateSuffix('Abcdefghijk')).toBe('suffixTooLong');
  });
});

describe('validateAttestedOver18', () => {
  it('needs the box ticked', () => {
    expect(validateAttestedOver18(false)).toBe('attestedOver18');
    expect(validateAttestedOver18(true)).toBeNull();
  });
});

describe('firstProblem', () => {
  it('answers the first message, in order', () => {
    expect(firstProblem(null, 'required', 'email')).toBe('required');
    expect(firstProblem(null, null)).toBeNull();
    expect(firstProblem(validateRequired(''), validateEmail(''))).toBe('required');
  });
});

describe('the rules of server-driven forms (spec 001 §5)', () => {
  const today = '2026-11-22';

  it('says dateFormat for other shapes and date for impossible days', () => {
    expect(validateDateFormat('1990/03/07')).toBe('dateFormat');
    expect(validateDateFormat('March 7')).toBe('dateFormat');
    expect(validateDateFormat('02/30/1990')).toBe('date');
    expect(validateDateFormat('03/07/1990')).toBeNull();
    expect(validateDateFormat('')).toBeNull();
  });

  it('says dateRange outside the bounds', () => {
    const range = { min: '2026-01-01', max: '2026-12-31' };
    expect(validateDateRange('12/31/2025', range)).toBe('dateRange');
    expect(validateDateRange('2027-01-01', range)).toBe('dateRange');
    expect(validateDateRange('2026-06-01', range)).toBeNull();
  });

  it('refuses a birthdate in the future or more than 120 years ago with date', () => {
    expect(validateBirthdate('2027-01-01', today)).toBe('date');
    expect(validateBirthdate('1890-01-01', today)).toBe('date');
    expect(validateBirthdate('13/01/1990', today)).toBe('date');
    expect(validateBirthdate('01/13/1990', today)).toBeNull();
  });

  it('says beneficiaryTooYoung under 21', () => {
    expect(validateBeneficiaryAge('2005-11-23', today)).toBe('beneficiaryTooYoung');
    expect(validateBeneficiaryAge('2005-11-22', today)).toBeNull();
  });

  it('says beneficiaryNotMinor for a minor of 21 or older', () => {
    expect(validateMinorBeneficiaryAge('2005-11-22', today)).toBe('beneficiaryNotMinor');
    expect(validateMinorBeneficiaryAge('2005-11-23', today)).toBeNull();
    expect(validateMinorBeneficiaryAge('', today)).toBeNull();
  });

  it('takes an SSN of 9 digits, with or without the hyphens', () => {
    expect(validateSsn('123-45-6789')).toBeNull();
    expect(validateSsn('123456789')).toBeNull();
    expect(validateSsn('12345678')).toBe('ssnTin');
    expect(validateSsn('123-456-789')).toBe('ssnTin');
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
      expect(validateSsn(never)).toBe('ssnTin');
      expect(ssnDigits(never)).toBeNull();
    }
    for (const issued of ['001-01-0001', '665-99-9999', '667-01-0001', '899-99-9999', '078-05-1120']) {
      expect(validateSsn(issued)).toBeNull();
    }
  });

  it('says inRange for a fraction or a number out of bounds', () => {
    expect(validateInRange(5, { min: 1, max: 10 })).toBeNull();
    expect(validateInRange(11, { min: 1, max: 10 })).toBe('inRange');
    expect(validateInRange(2.5, { min: 1, max: 10 })).toBe('inRange');
    expect(validateInRange(null, { min: 1 })).toBeNull();
  });

  it('says greaterThan at 0', () => {
    expect(validateGreaterThan(0)).toBe('greaterThan');
    expect(validateGreaterThan(1)).toBeNull();
  });

  it('says unitizedRequired when a part of a unitized value is missing', () => {
    expect(validateUnitizedRequired({ feet: 5, inches: null }, ['feet', 'inches'])).toBe('unitizedRequired');
    expect(validateUnitizedRequired({ feet: 5, inches: 0 }, ['feet', 'inches'])).toBeNull();
  });
});
