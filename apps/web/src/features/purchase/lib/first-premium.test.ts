import { describe, expect, it } from 'vitest';
import { firstPremiumState } from './first-premium';

const bank = { source: 'bank_account', description: 'First Platypus Bank checking account ending in 0000' };
const policy = (status: string, payments: Array<Record<string, unknown>>) => ({
  pendingPolicy: {
    id: 'p1',
    status,
    invoices: [{ id: 'i1', kind: 'first_premium', payments }],
  },
});

describe('the first premium’s state on "Last step!"', () => {
  it('is settling while a bank debit of it settles', () => {
    const state = firstPremiumState(
      policy('settling', [{ id: 'a', status: 'processing', returnCode: null, paymentMethod: bank }]) as never,
    );
    expect(state).toEqual({ kind: 'settling', method: bank.description });
  });

  it('names the bank and the code when the debit came back, so the person pays by card', () => {
    const state = firstPremiumState(
      policy('pending', [{ id: 'a', status: 'failed', returnCode: 'R01', paymentMethod: bank }]) as never,
    );
    expect(state).toEqual({ kind: 'bank_failed', method: bank.description, returnCode: 'R01' });
  });

  it('says nothing for a declined card or a purchase not yet tried', () => {
    const card = { source: 'credit_card', description: 'Visa ending in 0002' };
    expect(
      firstPremiumState(
        policy('pending', [{ id: 'a', status: 'failed', returnCode: null, paymentMethod: card }]) as never,
      ),
    ).toEqual({ kind: 'none' });
    expect(firstPremiumState({ pendingPolicy: null })).toEqual({ kind: 'none' });
  });
});
