// The Result type: ok/err build the two arms, the guards narrow them, mapResult leaves a failure untouched.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { err, isErr, isOk, mapResult, ok, type Result } from './result.ts';

type Refusal = { code: 'NOT_FOUND' | 'TOO_MANY_REQUESTS'; message: string };

const find = (id: number): Result<{ id: number }, Refusal> =>
  id > 0 ? ok({ id }) : err({ code: 'NOT_FOUND', message: 'No such thing.' });

describe('Result', () => {
  it('carries a value or an error with a code', () => {
    expect(find(1)).toEqual({ ok: true, value: { id: 1 } });
    expect(find(0)).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: 'No such thing.' } });
    expect(ok()).toEqual({ ok: true, value: undefined });
  });

  it('narrows with its guards and its ok flag', () => {
    const found = find(2);
    if (isOk(found)) expectTypeOf(found.value).toEqualTypeOf<{ id: number }>();
    const missing = find(-1);
    expect(isErr(missing)).toBe(true);
    if (!missing.ok) expectTypeOf(missing.error.code).toEqualTypeOf<'NOT_FOUND' | 'TOO_MANY_REQUESTS'>();
  });

  it('maps a value and passes a failure through unchanged', () => {
    expect(mapResult(find(3), (value) => value.id * 2)).toEqual({ ok: true, value: 6 });
    const failed = find(0);
    expect(mapResult(failed, (value) => value.id)).toBe(failed);
  });
});
