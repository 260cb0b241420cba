import { describe, expect, it } from 'vitest';
import { accountClosable } from './account-closing.ts';

describe('closing an account online', () => {
  it('is refused while a policy is in force, in grace or settling its first premium, naming the policy', () => {
    for (const status of ['active', 'grace', 'settling'] as const) {
      const answer = accountClosable({ policies: [{ status, label: 'W-0000042' }], paymentsInFlight: 0 });
      expect(answer.ok).toBe(false);
      if (!answer.ok) {
        expect(answer.error.code).toBe('ACCOUNT.POLICY_IN_FORCE');
        if (status !== 'settling') expect(answer.error.message).toContain('Policy W-0000042');
      }
    }
  });

  it('is refused while money is on its way, even with no policy in force', () => {
    const answer = accountClosable({ policies: [{ status: 'lapsed', label: 'W-1' }], paymentsInFlight: 1 });
    expect(answer).toMatchObject({ ok: false, error: { code: 'ACCOUNT.PAYMENT_IN_FLIGHT' } });
  });

  it('is allowed with only offers never bought, lapsed or ended policies', () => {
    const policies = (['pending', 'withdrawn', 'lapsed', 'cancelled', 'terminated', 'expired'] as const).map(
      (status) => ({ status, label: null }),
    );
    expect(accountClosable({ policies, paymentsInFlight: 0 }).ok).toBe(true);
    expect(accountClosable({ policies: [], paymentsInFlight: 0 }).ok).toBe(true);
  });
});
