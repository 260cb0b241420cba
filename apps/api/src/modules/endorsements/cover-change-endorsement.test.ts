import { describe, expect, it } from 'vitest';
import { coverChangeEndorsementValues } from './cover-change-endorsement.ts';
import type { CoverChangeFacts } from './endorsements.types.ts';

const lowered: CoverChangeFacts = {
  policyNumber: 'WT1000017',
  productSlug: 'wysh-term-life',
  version: 2,
  requestedOn: '2027-01-12',
  effectiveOn: '2027-02-04',
  before: { cover: 50_000_000, monthlyPremium: 2_373, annualPremium: 27_120 },
  after: { cover: 25_000_000, monthlyPremium: 1_412, annualPremium: 16_140 },
  rateClass: 'preferred_plus',
  issueAge: 35,
  termYears: 20,
  rateVersion: 'term-life.2026-11-v1',
};

describe('the cover-change endorsement', () => {
  it('states the terms before and after in dollars, from the due date it took effect, and what is kept', () => {
    const values = coverChangeEndorsementValues(lowered, { insured: 'Ada Lovelace' });
    expect(values.change).toEqual([
      { label: 'Policy number', value: 'WT1000017' },
      { label: 'Insured', value: 'Ada Lovelace' },
      { label: 'Asked for on', value: '01/12/2027' },
      { label: 'In effect from', value: '02/04/2027' },
      { label: 'Terms version', value: '2' },
    ]);
    expect(values.before).toEqual([
      { label: 'Cover', value: '$500,000.00' },
      { label: 'Monthly premium', value: '$23.73' },
      { label: 'Annual premium', value: '$271.20' },
    ]);
    expect(values.after).toEqual([
      { label: 'Cover', value: '$250,000.00' },
      { label: 'Monthly premium', value: '$14.12' },
      { label: 'Annual premium', value: '$161.40' },
    ]);
    expect(values.meaning).toBe(
      'From 02/04/2027 your cover is $250,000.00 (lowered from $500,000.00), and each premium due from that day ' +
        'is $14.12 a month. The policy keeps the Preferred Plus class, the issue age of 35, the 20-year term and the ' +
        'filed rates term-life.2026-11-v1 it was priced with; premiums billed before that day keep the price ' +
        'they were billed at.',
    );
  });

  it('says raised for a higher cover, and keeps no class or term for accidental death', () => {
    const values = coverChangeEndorsementValues(
      {
        ...lowered,
        productSlug: 'wysh-accidental-death',
        before: { cover: 10_000_000, monthlyPremium: 900, annualPremium: 10_000 },
        after: { cover: 20_000_000, monthlyPremium: 1_700, annualPremium: 19_000 },
        rateClass: null,
        termYears: null,
      },
      { insured: 'Ada Lovelace' },
    );
    expect(values.productName).toBe('Accidental Death Insurance');
    expect(values.meaning).toMatch(
      /^From 02\/04\/2027 your cover is \$200,000.00 \(raised from \$100,000.00\)/,
    );
    expect(values.meaning).toContain('The policy keeps the issue age of 35 and the filed rates');
  });
});
