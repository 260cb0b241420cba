import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardBrandName, cardProblem, passesLuhn } from './cards.ts';

const TODAY = '2026-11-24';

describe('cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
  ])('knows %s as %s and passes its checksum', (number, brand) => {
    expect(passesLuhn(number)).toBe(true);
    expect(cardBrand(number)).toBe(brand);
    expect(
      cardProblem({ number, expMonth: 12, expYear: 2030, cvc: brand === 'amex' ? '1234' : '123' }, TODAY),
    ).toBe(null);
  });

  it('refuses a bad checksum, another brand, a past expiry and a short CVC', () => {
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
    expect(cardProblem({ ...card, number: '4242 4242 4242 4241' }, TODAY)).toBe('incorrect_number');
    expect(cardProblem({ ...card, number: '3530 1113 3330 0000' }, TODAY)).toBe('brand_not_accepted');
    expect(cardProblem({ ...card, expMonth: 10, expYear: 2026 }, TODAY)).toBe('expired_card');
    expect(cardProblem({ ...card, expMonth: 11, expYear: 2026 }, TODAY)).toBe(null);
    expect(cardProblem({ ...card, cvc: '12' }, TODAY)).toBe('invalid_cvc');
  });

  it('fails the checksum whenever one digit of a valid number changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[position] = (digits[position]! + delta) % 10;
        expect(passesLuhn(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('cardBrandName', () => {
  it('names the accepted brands as people write them, and leaves others as given', () => {
    expect(
      ['visa', 'mastercard', 'amex', 'american_express', 'discover', 'Visa', 'unionpay', 'unknown'].map(
        cardBrandName,
      ),
    ).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'American Express',
      'Discover',
      'Visa',
      'unionpay',
      'unknown',
    ]);
  });
});
