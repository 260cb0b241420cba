import { describe, expect, it } from 'vitest';
import {
  isInForce,
  POLICY_STATUSES,
  POLICY_TRANSITIONS,
  transition,
  type PolicyEventType,
  type PolicyStatus,
} from './policy-lifecycle.ts';

const events = Object.keys(POLICY_TRANSITIONS) as PolicyEventType[];

describe('a policy’s lifecycle', () => {
  it('issues and withdraws only a pending policy', () => {
    expect(transition({ status: 'pending' }, { type: 'issue' })).toEqual({ ok: true, value: 'active' });
    expect(transition({ status: 'pending' }, { type: 'withdraw' })).toEqual({ ok: true, value: 'withdrawn' });
  });

  it('never revives a withdrawn policy nor issues an active one twice', () => {
    for (const status of POLICY_STATUSES.filter((each) => each !== 'pending' && each !== 'settling')) {
      for (const type of ['issue', 'withdraw'] as const) {
        const result = transition({ status }, { type });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error).toMatchObject({ code: 'POLICY.NOT_PENDING', from: status });
      }
    }
  });

  it('waits for a first premium debited from a bank account: issued when it settles, pending again when it fails', () => {
    expect(transition({ status: 'pending' }, { type: 'first_premium_submitted' })).toEqual({
      ok: true,
      value: 'settling',
    });
    expect(transition({ status: 'settling' }, { type: 'issue' })).toEqual({ ok: true, value: 'active' });
    expect(transition({ status: 'settling' }, { type: 'first_premium_failed' })).toEqual({
      ok: true,
      value: 'pending',
    });
    // Not in force while it settles, and not withdrawn under a debit in flight (the offer switch waits).
    expect(isInForce('settling')).toBe(false);
    expect(transition({ status: 'settling' }, { type: 'withdraw' })).toMatchObject({
      ok: false,
      error: { code: 'POLICY.NOT_PENDING' },
    });
    for (const status of POLICY_STATUSES.filter((each) => each !== 'pending'))
      expect(transition({ status }, { type: 'first_premium_submitted' })).toMatchObject({
        ok: false,
        error: { code: 'POLICY.NOT_PENDING', from: status },
      });
    for (const status of POLICY_STATUSES.filter((each) => each !== 'settling'))
      expect(transition({ status }, { type: 'first_premium_failed' })).toMatchObject({
        ok: false,
        error: { code: 'POLICY.NOT_SETTLING', from: status },
      });
  });

  it('goes into grace on a missed premium, back to active when paid, lapsed when not', () => {
    expect(transition({ status: 'active' }, { type: 'miss_payment' })).toEqual({ ok: true, value: 'grace' });
    expect(transition({ status: 'grace' }, { type: 'cure' })).toEqual({ ok: true, value: 'active' });
    expect(transition({ status: 'grace' }, { type: 'lapse' })).toEqual({ ok: true, value: 'lapsed' });
  });

  it('lapses only a policy in grace, and cures only one in grace', () => {
    for (const status of POLICY_STATUSES.filter((each) => each !== 'grace')) {
      for (const type of ['lapse', 'cure'] as const) {
        const result = transition({ status }, { type });
        expect(result).toMatchObject({ ok: false, error: { code: 'POLICY.NOT_IN_GRACE', event: type } });
      }
    }
  });

  it('ends only a policy in force: cancelled, terminated or expired, from active or grace', () => {
    for (const type of ['cancel', 'terminate', 'expire'] as const) {
      for (const status of POLICY_STATUSES) {
        const result = transition({ status }, { type });
        expect(result.ok).toBe(isInForce(status));
        if (!result.ok) expect(result.error.code).toBe('POLICY.NOT_IN_FORCE');
      }
    }
  });

  it('has no way out of a policy that ended', () => {
    const ended: PolicyStatus[] = ['cancelled', 'terminated', 'expired', 'withdrawn'];
    for (const status of ended)
      for (const type of events) expect(transition({ status }, { type }).ok, `${status} ${type}`).toBe(false);
  });

  it('brings a lapsed policy back only by reinstatement, and ends it when reinstatement is past', () => {
    expect(transition({ status: 'lapsed' }, { type: 'reinstate' })).toEqual({ ok: true, value: 'active' });
    expect(transition({ status: 'lapsed' }, { type: 'terminate_lapsed' })).toEqual({
      ok: true,
      value: 'terminated',
    });
    const others = events.filter((type) => type !== 'reinstate' && type !== 'terminate_lapsed');
    for (const type of others) expect(transition({ status: 'lapsed' }, { type }).ok, type).toBe(false);
  });

  it('reinstates and terminates as past reinstatement only a lapsed policy', () => {
    for (const status of POLICY_STATUSES.filter((each) => each !== 'lapsed')) {
      for (const type of ['reinstate', 'terminate_lapsed'] as const) {
        const result = transition({ status }, { type });
        expect(result).toMatchObject({
          ok: false,
          error: { code: 'POLICY.NOT_LAPSED', from: status, event: type },
        });
      }
    }
    expect(transition({ status: 'grace' }, { type: 'reinstate' })).toMatchObject({
      error: { message: 'A grace policy cannot be reinstated.' },
    });
  });

  it('says what was refused in words', () => {
    const result = transition({ status: 'lapsed' }, { type: 'cure' });
    expect(result).toMatchObject({
      ok: false,
      error: { message: 'A lapsed policy cannot be brought out of grace.' },
    });
    expect(transition({ status: 'active' }, { type: 'lapse' })).toMatchObject({
      error: { message: 'An active policy cannot be lapsed.' },
    });
  });
});
