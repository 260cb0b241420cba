import { describe, expect, it } from 'vitest';
import { MAX_CHOSEN_AMOUNT } from './money-input.ts';
import { cents } from './money.ts';
import { amountChange, followedAmount } from './wysh-monitoring.ts';

describe('followedAmount', () => {
  it('is the balance rounded up to whole dollars', () => {
    expect(followedAmount(207_500_00)).toBe(207_500_00);
    expect(followedAmount(207_500_01)).toBe(207_501_00);
    expect(followedAmount(99)).toBe(100);
  });

  it('is zero for a loan paid off (or overpaid) and never above the cap', () => {
    expect(followedAmount(0)).toBe(0);
    expect(followedAmount(-1_00)).toBe(0);
    expect(followedAmount(MAX_CHOSEN_AMOUNT + 5_00)).toBe(MAX_CHOSEN_AMOUNT);
  });
});

describe('amountChange', () => {
  it('records a fall as down by the difference', () => {
    expect(amountChange(208_750_00, cents(207_500_00))).toEqual({
      amount: 207_500_00,
      change: 1_250_00,
      direction: 'down',
    });
  });

  it('records a rise, and a first amount from nothing, as up', () => {
    expect(amountChange(100_00, cents(150_00))).toEqual({ amount: 150_00, change: 50_00, direction: 'up' });
    expect(amountChange(null, cents(0))).toEqual({ amount: 0, change: 0, direction: 'up' });
  });

  it('writes nothing when the amount stays', () => {
    expect(amountChange(207_500_00, cents(207_500_00))).toBeNull();
  });
});
