import { describe, expect, it } from 'vitest';
import { POLICY_STATUSES, transition, type PolicyEvent } from './policy-lifecycle.ts';

describe('a policy’s lifecycle', () => {
  it('issues and withdraws only a pending policy', () => {
    expect(transition({ status: 'pending' }, { type: 'issue' })).toEqual({ ok: true, value: 'active' });
    expect(transition({ status: 'pending' }, { type: 'withdraw' })).toEqual({ ok: true, value: 'withdrawn' });
  });

  it('never revives a withdrawn policy nor issues an active one twice', () => {
    for (const status of POLICY_STATUSES.filter((each) => each !== 'pending')) {
      for (const type of ['issue', 'withdraw'] as const satisfies ReadonlyArray<PolicyEvent['type']>) {
        const result = transition({ status }, { type });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error).toMatchObject({ code: 'POLICY.NOT_PENDING', from: status });
      }
    }
  });
});
