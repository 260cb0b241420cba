import { describe, expect, it } from 'vitest';
import { methodDescription } from './method-description.ts';

describe('methodDescription', () => {
  it('names a card by its brand and last 4', () => {
    expect(
      methodDescription({
        source: 'credit_card',
        brand: 'visa',
        last4: '4242',
        bankName: null,
        accountType: null,
      }),
    ).toBe('Visa ending in 4242');
  });

  it('names a bank account by its bank, type and mask', () => {
    expect(
      methodDescription({
        source: 'bank_account',
        brand: null,
        last4: '0000',
        bankName: 'First Platypus Bank',
        accountType: 'checking',
      }),
    ).toBe('First Platypus Bank checking account ending in 0000');
  });
});
