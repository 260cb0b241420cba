// The words of a refused answer are looked up by its code: the catalogue's for a rule, the server's own for its
// refusals, and another module's words kept as given.
import { describe, expect, it } from 'vitest';
import { fieldErrorFullMessage, fieldErrorMessage } from './field-error-words.ts';

describe('field error words', () => {
  it('says a rule code in the words of spec §5, after the label', () => {
    const error = { fieldId: 'ssn', label: 'Social Security number', code: 'ssnTin' } as const;
    expect(fieldErrorMessage(error)).toBe('This should be a 9-digit number');
    expect(fieldErrorFullMessage(error)).toBe('Social Security number: This should be a 9-digit number');
  });

  it('says the server’s own refusals by code', () => {
    expect(fieldErrorMessage({ fieldId: 'x', label: 'x', code: 'repeatedField' })).toBe(
      'This question was answered twice',
    );
    expect(fieldErrorMessage({ fieldId: 'f', label: 'File', code: 'uploadRefused' })).toBe(
      "We couldn't find this upload. Please upload the file again.",
    );
  });

  it('keeps the words another module gave with its code', () => {
    const error = {
      fieldId: 'street',
      label: 'Street address',
      code: 'STANDARD_ERROR',
      message: 'No address information available.',
    };
    expect(fieldErrorFullMessage(error)).toBe('Street address: No address information available.');
  });
});
