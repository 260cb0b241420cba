import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTypedAmount,
  clampToLimits,
  formatWholeDollars,
  onSlider,
  roundToStep,
  typedDigits,
  wholeDollars,
} from './coverage-slider.ts';
import { cents } from './money.ts';
import { TERM_LIFE_COVER } from './pricing/premiums.ts';

const dollars = (amount: number) => cents(amount * 100);

describe('typed amounts', () => {
  it('keep digits only, lose leading zeros and stop at 20 characters', () => {
    expect(typedDigits('$1,250,000')).toBe('1250000');
    expect(typedDigits('000450000')).toBe('450000');
    expect(typedDigits('abc')).toBe('');
    expect(typedDigits('1'.repeat(30))).toBe('1'.repeat(20));
  });

  it('round to the nearest $50,000 and clamp, saying which end was hit', () => {
    expect(applyTypedAmount('520000', TERM_LIFE_COVER)).toEqual({ amount: dollars(500_000), clamped: null });
    expect(applyTypedAmount('525000', TERM_LIFE_COVER)).toEqual({ amount: dollars(550_000), clamped: null });
    expect(applyTypedAmount('9000000', TERM_LIFE_COVER)).toEqual({
      amount: dollars(2_000_000),
      clamped: 'above',
    });
    expect(applyTypedAmount('99999999999999999999', TERM_LIFE_COVER)).toEqual({
      amount: dollars(2_000_000),
      clamped: 'above',
    });
    expect(applyTypedAmount('1000', TERM_LIFE_COVER)).toEqual({ amount: dollars(100_000), clamped: 'below' });
    expect(applyTypedAmount('', TERM_LIFE_COVER)).toEqual({ amount: dollars(100_000), clamped: 'below' });
  });

  it('always land on a tick within the limits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const { amount } = applyTypedAmount(raw, TERM_LIFE_COVER);
        expect(amount).toBeGreaterThanOrEqual(TERM_LIFE_COVER.min);
        expect(amount).toBeLessThanOrEqual(TERM_LIFE_COVER.max);
        expect(amount % TERM_LIFE_COVER.step).toBe(0);
      }),
    );
  });
});

describe('helpers', () => {
  it('round, clamp, floor and format', () => {
    expect(roundToStep(dollars(74_999), dollars(50_000))).toBe(dollars(50_000));
    expect(roundToStep(dollars(75_000), dollars(50_000))).toBe(dollars(100_000));
    expect(clampToLimits(5, { min: 1, max: 4 })).toEqual({ value: 4, clamped: 'above' });
    expect(wholeDollars(123_456)).toBe(123_400);
    expect(onSlider(dollars(3_000_000), TERM_LIFE_COVER)).toBe(dollars(2_000_000));
    expect(formatWholeDollars(dollars(1_250_000))).toBe('$1,250,000');
  });
});
