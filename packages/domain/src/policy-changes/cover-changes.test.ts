import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import { COVER_LIMITS, coverChange } from './cover-changes.ts';

const term = COVER_LIMITS.term_life;
const ad = COVER_LIMITS.accidental_death;

describe('a change of cover', () => {
  it('lowers term cover self-serve, down to the product minimum ($100,000) in $50,000 steps', () => {
    expect(coverChange(term, cents(50_000_000), cents(25_000_000))).toEqual({
      ok: true,
      value: { kind: 'decrease' },
    });
    expect(coverChange(term, cents(50_000_000), cents(10_000_000)).ok).toBe(true);
    expect(coverChange(term, cents(50_000_000), cents(5_000_000))).toEqual({
      ok: false,
      error: { code: 'BELOW_MINIMUM', min: cents(10_000_000) },
    });
    expect(coverChange(term, cents(50_000_000), cents(12_500_000))).toEqual({
      ok: false,
      error: { code: 'NOT_IN_STEPS', step: cents(5_000_000) },
    });
  });

  it('raises cover only through underwriting, up to the product maximum', () => {
    expect(coverChange(term, cents(50_000_000), cents(75_000_000))).toEqual({
      ok: true,
      value: { kind: 'increase', underwritingRequired: true },
    });
    expect(coverChange(ad, cents(50_000_000), cents(150_000_000))).toEqual({
      ok: false,
      error: { code: 'ABOVE_MAXIMUM', max: cents(100_000_000) },
    });
  });

  it('moves accidental death between $50,000 and $1,000,000', () => {
    expect(coverChange(ad, cents(20_000_000), cents(5_000_000))).toEqual({
      ok: true,
      value: { kind: 'decrease' },
    });
    expect(coverChange(ad, cents(20_000_000), cents(100_000_000)).ok).toBe(true);
    expect(coverChange(ad, cents(20_000_000), cents(20_000_000))).toEqual({
      ok: false,
      error: { code: 'UNCHANGED' },
    });
  });
});
