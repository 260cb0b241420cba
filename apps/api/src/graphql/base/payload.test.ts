// payloadOf: a Result becomes the payload every mutation answers, its value's fields or its error.
import { err, ok } from '@wysh/domain/result';
import { describe, expect, it } from 'vitest';
import { payloadOf, valueOf } from './payload.ts';

describe('payloadOf', () => {
  it("answers a success's fields, success true and no error", () => {
    expect(payloadOf(ok({ token: 't' }))).toEqual({ token: 't', success: true, error: null });
    expect(payloadOf(ok())).toEqual({ success: true, error: null });
  });

  it('answers a failure as success false with its code, message and fields', () => {
    const error = { code: 'TOKEN_INVALID', message: 'No.', fields: [{ field: 'token', message: 'No.' }] };
    expect(payloadOf(err(error))).toEqual({ success: false, error });
  });
});

describe('payloadOf with a namespaced code', () => {
  it("keeps a module's AREA.FAILURE code as it is, dot and all", () => {
    const failure = { code: 'BILLING.CARD_DECLINED', message: 'Your card was declined.', fields: [] };
    expect(payloadOf(err(failure))).toEqual({ success: false, error: failure });
    expect(() => valueOf(err({ ...failure, code: 'POLICY.NOT_IN_GRACE' }))).toThrow(
      expect.objectContaining({ code: 'POLICY.NOT_IN_GRACE' }),
    );
  });
});

describe('payloadOf with fields beside the error', () => {
  it('puts what the failure carries beside its UserError, and keeps it out of the error', () => {
    const failure = { code: 'VALIDATION_FAILED', message: 'No.', fields: [], session: 's1' };
    expect(payloadOf(err(failure), (error) => ({ session: error.session }))).toEqual({
      session: 's1',
      success: false,
      error: { code: 'VALIDATION_FAILED', message: 'No.', fields: [] },
    });
  });
});

describe('valueOf', () => {
  it("answers a query's value, or throws its failure as the expected error with its code", () => {
    expect(valueOf(ok([1, 2]))).toEqual([1, 2]);
    expect(() => valueOf(err({ code: 'TOO_MANY_REQUESTS', message: 'Wait.', fields: [] }))).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_REQUESTS', message: 'Wait.' }),
    );
  });
});
