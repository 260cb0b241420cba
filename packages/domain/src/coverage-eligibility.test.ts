import { describe, expect, it } from 'vitest';
import { coverageIneligibilityReasons } from './eligibility.ts';
import { productSoldIn } from './products.ts';

const today = '2026-11-21';

describe('coverage eligibility from the profile', () => {
  it.each([
    ['2008-11-21', 'OH', []],
    ['2008-11-22', 'OH', ['age_of_insured']],
    ['1981-11-21', 'PA', []],
    ['1980-11-21', 'PA', ['age_of_insured']],
    ['1990-01-01', 'TX', ['state_of_residence']],
    ['2010-01-01', 'CA', ['age_of_insured', 'state_of_residence']],
    [null, null, []],
  ])('born %s, living in %s: %j', (birthdate, state, reasons) => {
    expect(coverageIneligibilityReasons({ birthdate, state }, today)).toEqual(reasons);
  });

  it('sells both products of wysh-insurance in the nine filed states only', () => {
    for (const state of ['AZ', 'GA', 'IL', 'MI', 'NC', 'OH', 'OR', 'PA', 'WI']) {
      expect(productSoldIn('wysh-insurance', 'wysh-term-life', state)).toBe(true);
      expect(productSoldIn('wysh-insurance', 'wysh-accidental-death', state)).toBe(true);
    }
    expect(productSoldIn('wysh-insurance', 'wysh-term-life', 'TX')).toBe(false);
    expect(productSoldIn('wysh-insurance', 'wysh-pet-insurance', 'OH')).toBe(false);
    expect(productSoldIn('other-business', 'wysh-term-life', 'OH')).toBe(false);
  });
});
