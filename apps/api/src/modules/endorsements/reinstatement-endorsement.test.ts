import { describe, expect, it } from 'vitest';
import type { ReinstatementFacts } from './endorsements.types.ts';
import { reinstatementEndorsementValues } from './reinstatement-endorsement.ts';

const arrearsOnly: ReinstatementFacts = {
  policyNumber: 'WT1000017',
  productSlug: 'wysh-term-life',
  lapsedOn: '2027-03-07',
  reinstatedOn: '2027-03-20',
  path: 'arrears_only',
  missedPremiums: [
    { dueOn: '2027-02-04', periodStart: '2027-02-04', periodEnd: '2027-03-03', amount: 2795 },
    { dueOn: '2027-03-04', periodStart: '2027-03-04', periodEnd: '2027-04-03', amount: 2795 },
  ],
  interest: null,
  totalPaid: 5590,
  contestable: null,
  reinstatementRulesVersion: '2026-11-v1',
  rateVersion: 'term-life.2026-11-v1',
  insuranceApplicationId: null,
};

describe('the reinstatement endorsement', () => {
  it('writes the arrears alone in dollars and US dates, with no interest and no new contestable period', () => {
    const values = reinstatementEndorsementValues(arrearsOnly, {
      insured: 'Ada Lovelace',
      underwritingRulesVersion: null,
    });
    expect(values.reinstatement).toEqual(
      expect.arrayContaining([
        { label: 'Insured', value: 'Ada Lovelace' },
        { label: 'Last day of cover before the lapse', value: '03/07/2027' },
        { label: 'Lapse period', value: 'Not in force from 03/08/2027 until reinstated on 03/20/2027' },
        { label: 'Reinstated on', value: '03/20/2027' },
      ]),
    );
    expect(values.payments).toEqual([
      { label: 'Premium due 02/04/2027', value: '$27.95 (cover from 02/04/2027 to 03/03/2027)' },
      { label: 'Premium due 03/04/2027', value: '$27.95 (cover from 03/04/2027 to 04/03/2027)' },
      { label: 'Interest', value: '$0.00 (none on the missed premiums alone)' },
      { label: 'Total paid', value: '$55.90' },
    ]);
    expect(values.contestability).toMatch(/no new contestable period begins/);
    expect(values.versions).toEqual([
      { label: 'Reinstatement rules', value: '2026-11-v1' },
      { label: 'Rate table', value: 'term-life.2026-11-v1' },
    ]);
  });

  it('adds the interest, the new contestable period and the underwriting rules after underwriting', () => {
    const values = reinstatementEndorsementValues(
      {
        ...arrearsOnly,
        path: 'underwritten',
        missedPremiums: [
          { dueOn: '2027-02-04', periodStart: '2027-02-04', periodEnd: '2027-03-03', amount: 123456 },
        ],
        interest: { amount: 1234, percentPerYear: '6', throughOn: '2027-03-20' },
        totalPaid: 124690,
        contestable: { startsOn: '2027-03-20', endsOn: '2029-03-19' },
        insuranceApplicationId: '00000000-0000-4000-8000-000000000001',
      },
      { insured: 'Ada Lovelace', underwritingRulesVersion: '2026-11-v1' },
    );
    expect(values.payments).toEqual([
      { label: 'Premium due 02/04/2027', value: '$1,234.56 (cover from 02/04/2027 to 03/03/2027)' },
      { label: 'Interest at 6% a year, simple, through 03/20/2027', value: '$12.34' },
      { label: 'Total paid', value: '$1,246.90' },
    ]);
    expect(values.contestability).toContain('from 03/20/2027 through 03/19/2029');
    expect(
      reinstatementEndorsementValues(
        { ...arrearsOnly, reinstatedOn: '2027-03-08' },
        { insured: 'Ada Lovelace', underwritingRulesVersion: null },
      ).reinstatement,
    ).toContainEqual({
      label: 'Lapse period',
      value: 'Not in force on 03/08/2027 until reinstated that day',
    });
    expect(values.versions).toContainEqual({
      label: 'Underwriting rules (your reinstatement answers)',
      value: '2026-11-v1',
    });
  });
});
