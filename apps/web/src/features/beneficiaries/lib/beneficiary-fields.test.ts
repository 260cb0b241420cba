// The beneficiary form's own check runs the domain's rules (the server runs the same ones): each kind's age rule
// and its required fields.
import { describe, expect, it } from 'vitest';
import { contactErrors, EMPTY_CONTACT, isRequired } from './beneficiary-fields';

const today = '2026-11-21';
const kit = { ...EMPTY_CONTACT, firstName: 'Kit', lastName: 'Lee', parentGuardianInfo: 'Ann Lee' };

describe('the beneficiary form check', () => {
  it('holds a minor under 21 and an individual at 21 or older, as typed (MM/DD/YYYY)', () => {
    expect(contactErrors('minor', { ...kit, birthdate: '03/02/1986' }, today)).toEqual({
      birthdate: 'beneficiaryNotMinor',
    });
    expect(contactErrors('minor', { ...kit, birthdate: '11/22/2005' }, today)).toEqual({});
    expect(contactErrors('individual', { ...kit, birthdate: '11/22/2005' }, today)).toEqual({
      birthdate: 'beneficiaryTooYoung',
    });
    expect(contactErrors('individual', { ...kit, birthdate: '01/10/2027' }, today)).toEqual({
      birthdate: 'date',
    });
  });

  it("marks the domain's required fields of each kind", () => {
    expect(isRequired('minor', 'parentGuardianInfo')).toBe(true);
    expect(isRequired('individual', 'parentGuardianInfo')).toBe(false);
    expect(isRequired('trust', 'dateOfTrust')).toBe(true);
  });
});
