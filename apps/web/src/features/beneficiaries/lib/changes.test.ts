// What a pending change or a past one did to a policy's beneficiaries.
import { describe, expect, it } from 'vitest';
import { beneficiaryDifferences } from './changes';

const person = (
  id: string,
  firstName: string,
  allocation: number,
  extra: { carriesId?: string; responsibility?: 'PRIMARY' | 'BACKUP'; email?: string } = {},
) => ({
  id,
  allocation,
  responsibility: extra.responsibility ?? ('PRIMARY' as const),
  carriesId: extra.carriesId ?? null,
  contact: {
    __typename: 'IndividualContact' as const,
    firstName,
    middleInitial: null,
    lastName: 'Lee',
    suffix: null,
    relationship: 'spouse',
    birthdate: '1990-04-02',
    phoneNumber: null,
    email: extra.email ?? null,
    parentGuardianInfo: null,
    taxIdSet: false,
    requiredAddress: null,
  },
});

describe('beneficiaryDifferences', () => {
  it('is empty when the change carries everyone forward as they were', () => {
    const before = [person('a', 'Ann', 50), person('b', 'Bo', 50)];
    const after = [person('a2', 'Ann', 50, { carriesId: 'a' }), person('b2', 'Bo', 50, { carriesId: 'b' })];
    expect(beneficiaryDifferences(before, after)).toEqual([]);
  });

  it('names moved shares, added and removed people, a promotion and edited details', () => {
    const before = [
      person('a', 'Ann', 50),
      person('b', 'Bo', 50),
      person('z', 'Zed', 100, { responsibility: 'BACKUP' }),
    ];
    const after = [
      person('a2', 'Ann', 70, { carriesId: 'a' }),
      person('c2', 'Cy', 30),
      person('z2', 'Zed', 100, { carriesId: 'z', email: 'zed@example.com' }),
    ];
    expect(beneficiaryDifferences(before, after)).toEqual([
      { kind: 'share', name: 'Ann Lee', responsibility: 'primary', from: 50, to: 70 },
      { kind: 'added', name: 'Cy Lee', responsibility: 'primary', allocation: 30 },
      { kind: 'details', name: 'Zed Lee' },
      { kind: 'role', name: 'Zed Lee', from: 'backup', to: 'primary', allocation: 100 },
      { kind: 'removed', name: 'Bo Lee', responsibility: 'primary' },
    ]);
  });

  it('matches by id when nothing is carried (the same set read twice)', () => {
    const set = [person('a', 'Ann', 100)];
    expect(beneficiaryDifferences(set, set)).toEqual([]);
    expect(beneficiaryDifferences([], set)).toEqual([
      { kind: 'added', name: 'Ann Lee', responsibility: 'primary', allocation: 100 },
    ]);
  });
});
