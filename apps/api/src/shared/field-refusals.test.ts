// Refused inputs of a use case: fields named with rule codes become the payload's error in the spec's words.
import { describe, expect, it } from 'vitest';
import { refusedField, refusedFields } from './field-refusals.ts';

describe('field refusals', () => {
  it('answers nothing when every field passes', () => {
    expect(refusedFields('CREDENTIAL_INVALID', [{ field: 'email', code: null }])).toBeNull();
  });

  it('words each refused field by its rule code, the first one as the message', () => {
    expect(
      refusedFields('CREDENTIAL_INVALID', [
        { field: 'email', code: null },
        { field: 'password', code: 'passwordLength' },
        { field: 'attestedOver18', code: 'attestedOver18' },
      ]),
    ).toEqual({
      ok: false,
      error: {
        code: 'CREDENTIAL_INVALID',
        message: 'Must be at least 12 characters',
        fields: [
          { field: 'password', message: 'Must be at least 12 characters' },
          { field: 'attestedOver18', message: 'You must be 18 or older to apply' },
        ],
      },
    });
  });

  it('refuses one field for one rule', () => {
    expect(refusedField('PASSWORD_MISMATCH', 'passwordConfirmation', 'mustMatch').error).toEqual({
      code: 'PASSWORD_MISMATCH',
      message: 'Passwords do not match',
      fields: [{ field: 'passwordConfirmation', message: 'Passwords do not match' }],
    });
  });
});
