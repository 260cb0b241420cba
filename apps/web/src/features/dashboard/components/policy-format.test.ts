import { describe, expect, it } from 'vitest';
import { beneficiaryName, policyTerm } from './policy-format';

describe('policyTerm', () => {
  it('is N years for term life', () => {
    expect(policyTerm({ termDuration: 20, insuredsAgeAtTerm: 55 })).toEqual({ kind: 'years', years: 20 });
  });

  it("is until the insured's age for accidental death (no term)", () => {
    expect(policyTerm({ termDuration: null, insuredsAgeAtTerm: 65 })).toEqual({ kind: 'until', age: 65 });
  });
});

describe('beneficiaryName', () => {
  const base = { id: 'b', allocation: 100, responsibility: 'PRIMARY' as const };

  it('joins a person’s names and uses an organisation’s or trust’s name', () => {
    expect(
      beneficiaryName({
        ...base,
        contact: { __typename: 'IndividualContact', firstName: 'Grace', lastName: 'Lee' },
      }),
    ).toBe('Grace Lee');
    expect(
      beneficiaryName({ ...base, contact: { __typename: 'TrustContact', name: 'Lee Family Trust' } }),
    ).toBe('Lee Family Trust');
    expect(beneficiaryName({ ...base, contact: { __typename: 'OrganizationContact', name: null } })).toBe('');
  });
});
