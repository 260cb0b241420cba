// refusal(): a failed Result whose code the compiler checks against the use case's union, with the fields the
// web app maps onto its form.
import type { Err } from '@wysh/domain/result';
import { describe, expect, it } from 'vitest';
import { refusal, type UserFailure } from './user-error.ts';

type Code = 'TOKEN_INVALID' | 'TOO_MANY_REQUESTS';

describe('refusal', () => {
  it('answers a failed Result with the code, the sentence and the fields', () => {
    const refused: Err<UserFailure<Code>> = refusal('TOKEN_INVALID', 'No.', [
      { field: 'token', message: 'No.' },
    ]);
    expect(refused).toEqual({
      ok: false,
      error: { code: 'TOKEN_INVALID', message: 'No.', fields: [{ field: 'token', message: 'No.' }] },
    });
    expect(refusal('TOO_MANY_REQUESTS', 'Wait.').error.fields).toEqual([]);
  });

  it('does not compile with a code outside the union', () => {
    // @ts-expect-error EMAIL_ALREADY_TAKEN is not one of this use case's codes
    const wrong: Err<UserFailure<Code>> = refusal('EMAIL_ALREADY_TAKEN', 'Taken.');
    expect(wrong.ok).toBe(false);
  });
});
