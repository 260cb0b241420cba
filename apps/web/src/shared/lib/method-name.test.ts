import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { methodName, retryMethodName, retryPropsOf } from './method-name';

const t = i18n.t.bind(i18n);

const checking = {
  source: 'bank_account',
  name: 'Plaid Checking',
  card: null,
  bankAccount: { bankName: 'First Platypus Bank', accountType: 'checking', mask: '0000' },
};

describe("a payment method's name (spec 001 §3.5)", () => {
  it('names a bank account by bank, account and mask; its type when the bank gives no name', () => {
    expect(methodName(t, checking)).toBe('First Platypus Bank Plaid Checking ••0000');
    expect(methodName(t, { ...checking, name: null })).toBe('First Platypus Bank Checking ••0000');
    expect(
      methodName(t, { ...checking, name: '', bankAccount: { ...checking.bankAccount, accountType: null } }),
    ).toBe('First Platypus Bank account ••0000');
  });

  it('names a card by brand and last 4, and says "card on file" when nothing is known', () => {
    expect(methodName(t, { source: 'credit_card', card: { brand: 'visa', last4: '4242' } })).toBe(
      'Visa ending in 4242',
    );
    expect(methodName(t, null)).toBe('card on file');
  });

  it("gives the retry modals the spec's payload, which names the method the same way", () => {
    const bank = retryPropsOf(checking);
    expect(bank).toEqual({
      source: 'bank_account',
      bankName: 'First Platypus Bank',
      bankAccountType: 'checking',
      bankAccountName: 'Plaid Checking',
      bankAccountMask: '0000',
    });
    expect(retryMethodName(t, bank)).toBe('First Platypus Bank Plaid Checking ••0000');
    const card = retryPropsOf({ source: 'credit_card', card: { brand: 'visa', last4: '0341' } });
    expect(card).toEqual({ source: 'credit_card', cardType: 'visa', cardMask: '0341' });
    expect(retryMethodName(t, card)).toBe('Visa ending in 0341');
  });
});
