import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationMessage,
  allocationProblems,
  contactProblems,
  evenShares,
  type AllocationEntry,
} from './beneficiaries.ts';

const primary = (id: string, allocation: number): AllocationEntry => ({
  id,
  responsibility: 'primary',
  allocation,
});
const backup = (id: string, allocation: number): AllocationEntry => ({
  id,
  responsibility: 'backup',
  allocation,
});

describe('allocationProblems', () => {
  it('accepts primaries summing to 100 and backups summing to 100 among themselves', () => {
    expect(allocationProblems([primary('a', 70), primary('b', 30), backup('c', 100)])).toEqual([]);
    expect(allocationProblems([])).toEqual([]);
  });

  it('refuses a 0% share with the spec words', () => {
    expect(allocationProblems([primary('a', 100), primary('b', 0)])).toEqual([
      { code: 'greaterThan', responsibility: 'primary', id: 'b' },
    ]);
    expect(allocationMessage('greaterThan')).toBe('Added beneficiaries cannot have 0% allocation');
  });

  it('refuses a total other than 100 in either group, and fractions', () => {
    expect(allocationProblems([primary('a', 70), primary('b', 31)])).toEqual([
      { code: 'allocationTotal', responsibility: 'primary' },
    ]);
    expect(allocationProblems([primary('a', 100), backup('b', 50)])).toEqual([
      { code: 'allocationTotal', responsibility: 'backup' },
    ]);
    expect(allocationProblems([primary('a', 50.5), primary('b', 49.5)])).toEqual([
      { code: 'wholePercent', responsibility: 'primary', id: 'a' },
      { code: 'wholePercent', responsibility: 'primary', id: 'b' },
    ]);
  });

  it("refuses a backup without a primary: You can't have a backup without a primary", () => {
    const problems = allocationProblems([backup('b', 100)]);
    expect(problems).toEqual([{ code: 'backupWithoutPrimary', responsibility: 'backup' }]);
    expect(allocationMessage('backupWithoutPrimary')).toBe("You can't have a backup without a primary");
  });

  it('accepts any primaries exactly when the shares are whole, positive and sum to 100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -5, max: 105 }), fc.double({ min: -5, max: 105, noNaN: true })), {
          minLength: 1,
          maxLength: 8,
        }),
        (shares) => {
          const entries = shares.map((share, index) => primary(String(index), share));
          const acceptable =
            shares.every((share) => Number.isInteger(share) && share > 0) &&
            shares.reduce((sum, share) => sum + share, 0) === 100;
          expect(allocationProblems(entries).length === 0).toBe(acceptable);
        },
      ),
    );
  });

  it('always accepts even shares of any group size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 100 }), (p, b) => {
        const entries = [
          ...evenShares(p).map((share, index) => primary(`p${index}`, share)),
          ...evenShares(b).map((share, index) => backup(`b${index}`, share)),
        ];
        expect(allocationProblems(entries)).toEqual([]);
      }),
    );
  });
});

describe('contactProblems', () => {
  const today = '2026-11-24';

  it('requires an individual to be 21+', () => {
    const person = { firstName: 'Ann', lastName: 'Lee', birthdate: '2005-11-25' };
    expect(contactProblems('individual', person, today)).toEqual([
      { field: 'birthdate', code: 'beneficiaryTooYoung' },
    ]);
    expect(contactProblems('individual', { ...person, birthdate: '2005-11-24' }, today)).toEqual([]);
  });

  it('lets a minor be under 21 but asks for the parent or guardian', () => {
    const child = { firstName: 'Kid', lastName: 'Lee', birthdate: '2020-01-01' };
    expect(contactProblems('minor', child, today)).toEqual([
      { field: 'parentGuardianInfo', code: 'required' },
    ]);
    expect(contactProblems('minor', { ...child, parentGuardianInfo: 'Ann Lee' }, today)).toEqual([]);
  });

  it('requires a minor to be under 21 (at 21 they are an individual)', () => {
    const grownUp = {
      firstName: 'Kit',
      lastName: 'Lee',
      parentGuardianInfo: 'Ann Lee',
      birthdate: '1986-03-02',
    };
    expect(contactProblems('minor', grownUp, today)).toEqual([
      { field: 'birthdate', code: 'beneficiaryNotMinor' },
    ]);
    expect(contactProblems('minor', { ...grownUp, birthdate: '2005-11-24' }, today)).toEqual([
      { field: 'birthdate', code: 'beneficiaryNotMinor' },
    ]);
    expect(contactProblems('minor', { ...grownUp, birthdate: '2005-11-25' }, today)).toEqual([]);
  });

  it('refuses a birthdate in the future for every kind with a birthdate', () => {
    for (const type of ['individual', 'minor'] as const)
      expect(
        contactProblems(
          type,
          { firstName: 'A', lastName: 'B', parentGuardianInfo: 'C', birthdate: '2027-01-01' },
          today,
        ),
      ).toEqual([{ field: 'birthdate', code: 'date' }]);
  });

  it('asks an organization for its name and business type, a trust for its date and trustee', () => {
    expect(contactProblems('organization', { name: 'Red Cross' }, today)).toEqual([
      { field: 'businessType', code: 'required' },
    ]);
    expect(contactProblems('trust', { name: 'Lee Trust', firstName: 'Ann', lastName: 'Lee' }, today)).toEqual(
      [{ field: 'dateOfTrust', code: 'required' }],
    );
  });

  it('checks phone and e-mail when given', () => {
    expect(
      contactProblems(
        'organization',
        { name: 'Org', businessType: 'charity', phoneNumber: '123', email: 'nope' },
        today,
      ),
    ).toEqual([
      { field: 'phoneNumber', code: 'phoneNumber' },
      { field: 'email', code: 'email' },
    ]);
  });
});
