import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accidentalDeathCoverEnds, accidentalDeathPayouts, oneMonthAfter } from './accidental-death.ts';
import { cents } from './money.ts';

describe('accidental death', () => {
  it('pays the full cover on public transportation, half on the road and a quarter otherwise', () => {
    expect(accidentalDeathPayouts(cents(25_000_000))).toEqual({
      publicTransportation: 25_000_000,
      autoPedestrian: 12_500_000,
      generalAccident: 6_250_000,
    });
  });

  it('never pays a share above the cover, and pays more for public transportation than anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (amount) => {
        const payouts = accidentalDeathPayouts(cents(amount));
        expect(payouts.publicTransportation).toBe(amount);
        expect(payouts.autoPedestrian).toBeLessThanOrEqual(amount / 2);
        expect(payouts.generalAccident).toBeLessThanOrEqual(payouts.autoPedestrian);
      }),
    );
  });

  it('ends cover on the 65th birthday, 28 February for a 29 February birth in a common year', () => {
    expect(accidentalDeathCoverEnds('1996-06-15')).toBe('2061-06-15');
    expect(accidentalDeathCoverEnds('1996-02-29')).toBe('2061-02-28');
    expect(accidentalDeathCoverEnds('1999-02-28')).toBe('2064-02-28');
  });

  it('expires a month later, on the month end when the day does not exist', () => {
    expect(oneMonthAfter('2026-11-21')).toBe('2026-12-21');
    expect(oneMonthAfter('2026-12-15')).toBe('2027-01-15');
    expect(oneMonthAfter('2027-01-31')).toBe('2027-02-28');
  });
});
