import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { KNOWN_ERROR_CODES, errorText } from './error-text';

const t = i18n.t.bind(i18n);

describe('errorText', () => {
  it.each([
    ['ACCESS_CODE_EXPIRED', "Your code's expired"],
    ['ACCESS_CODE_INCORRECT', "That code isn't right. Please check it and try again."],
    ['ACCOUNT_LOCKED', 'This account is locked.'],
    ['ADDRESS_AMBIGUOUS', 'The address is ambiguous.'],
    ['ADDRESS_INVALID', 'The address is invalid.'],
    ['ADDRESS_MISSING_SECONDARY', 'The address is missing a secondary number.'],
    ['ADDRESS_NOT_FOUND', 'No address information available.'],
    ['ADDRESS_REQUIRED', 'A street address is required.'],
    [
      'AUTHENTICATION_TENTH_ATTEMPT',
      'Your account is locked after too many attempts. Reset your password to unlock it.',
    ],
    ['AUTHENTICATION_THIRD_ATTEMPT', 'Wrong email or password'],
    ['CANNOT_REUSE_PASSWORD', "You've used this password before. Please choose a new one."],
    ['CREDENTIAL_INCORRECT', 'Wrong email or password'],
    ['CREDENTIAL_INVALID', 'Please check the highlighted fields.'],
    ['EMAIL_ALREADY_TAKEN', 'Looks like you have an existing account.'],
    ['GRAPH_API_UNAUTHORIZED', 'Your session has ended. Please log in again.'],
    ['INVALID_GRANT', 'Your session has ended. Please log in again.'],
    ['NO_CHANGE', 'Sorry, your information was not changed'],
    ['PASSWORD_MISMATCH', 'Passwords do not match'],
    ['PASSWORD_PREVIOUSLY_USED', "You've used this password before. Please choose a new one."],
    ['PHONE_NUMBER_MISSING', 'Please add a phone number first.'],
    ['PHONE_NUMBER_NOT_VERIFIED', 'Please verify your phone number first.'],
    ['REQUIRED_INPUT_MISSING', 'Please fill in the required fields.'],
    ['STANDARD_ERROR', 'Looks like something went wrong.'],
    ['TOKEN_INVALID', 'This link is no longer valid. Please ask for a new one.'],
    ['TOKEN_PURPOSE_MISMATCH', 'This link is not meant for this page.'],
    ['TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.'],
    ['UNSUCCESSFUL_SESSION_VERIFICATION', "Please verify it's you with a code sent to your phone."],
    ['USER_DECOMMISSIONED', 'This account has been closed.'],
  ])('words %s as "%s"', (code, text) => {
    expect(errorText({ code, message: 'server words' }, t)).toBe(text);
  });

  it('has words for every code it knows', () => {
    for (const code of KNOWN_ERROR_CODES) {
      expect(errorText({ code }, t), code).not.toBe('Something went wrong.');
    }
  });

  it('reads codes in any case (OAuth errors are lowercase)', () => {
    expect(errorText({ code: 'too_many_requests' }, t)).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it("shows the server's sentence for other codes, else the default", () => {
    expect(errorText({ code: 'SOMETHING_NEW', message: 'A sentence.' }, t)).toBe('A sentence.');
    expect(errorText({ code: 'BILLING.CARD_DECLINED', message: 'Declined.' }, t)).toBe('Declined.');
    expect(errorText({ code: null, message: null }, t)).toBe('Something went wrong.');
  });

  it("prefers the server's sentence when asked (error_description)", () => {
    expect(errorText({ code: 'CREDENTIAL_INCORRECT', message: 'Nope.' }, t, { preferServer: true })).toBe(
      'Nope.',
    );
    expect(errorText({ code: 'CREDENTIAL_INCORRECT', message: null }, t, { preferServer: true })).toBe(
      'Wrong email or password',
    );
  });
});
