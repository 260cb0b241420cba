import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeEntryOutcome,
  OTP_MAX_ATTEMPTS,
  SIGN_IN_LOCK_AT,
  SIGN_IN_WARN_AT,
  wrongPasswordOutcome,
} from './credentials.ts';

describe('credential rules', () => {
  it('warns from the third wrong password and locks at the tenth', () => {
    expect([1, 2, 3, 9, 10, 11].map(wrongPasswordOutcome)).toEqual([
      'incorrect',
      'incorrect',
      'warn',
      'warn',
      'lock',
      'lock',
    ]);
  });

  it('never locks before the tenth nor warns before the third (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (attempt) => {
        const outcome = wrongPasswordOutcome(attempt);
        expect(outcome === 'lock').toBe(attempt >= SIGN_IN_LOCK_AT);
        expect(outcome === 'incorrect').toBe(attempt < SIGN_IN_WARN_AT);
      }),
    );
  });

  it('lets a code survive four wrong entries: the fifth retires it, the right one always verifies', () => {
    expect(codeEntryOutcome(OTP_MAX_ATTEMPTS - 1, false)).toBe('incorrect');
    expect(codeEntryOutcome(OTP_MAX_ATTEMPTS, false)).toBe('too_many');
    expect(codeEntryOutcome(OTP_MAX_ATTEMPTS, true)).toBe('verified');
  });
});
