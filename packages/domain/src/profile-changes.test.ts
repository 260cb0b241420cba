import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedNames, cleanNameEdit, nameEditProblems, type Names } from './profile-changes.ts';

const current: Names = { firstName: 'Ada', middleName: null, lastName: 'Lovelace', suffix: null };

describe('profile name edits', () => {
  it('trims values, clears blanks and leaves out fields not sent', () => {
    expect(cleanNameEdit({ firstName: '  Ada ', middleName: ' ', suffix: null })).toEqual({
      firstName: 'Ada',
      middleName: null,
      suffix: null,
    });
  });

  it('requires first and last names when they are sent, and checks the optional parts only when present', () => {
    expect(nameEditProblems(cleanNameEdit({ firstName: '', lastName: 'L0velace' }))).toEqual([
      { field: 'firstName', code: 'required' },
      { field: 'lastName', code: 'alphabetical' },
    ]);
    expect(nameEditProblems(cleanNameEdit({ middleName: '', suffix: '' }))).toEqual([]);
    expect(nameEditProblems(cleanNameEdit({ middleName: 'AB' }))).toHaveLength(1);
  });

  it('finds only the fields that differ (property: applying them gives the edited names)', () => {
    const value = fc.option(fc.constantFrom('Ada', 'Byron', 'Jr', 'K'), { nil: null });
    const edit = fc.record(
      { firstName: value, middleName: value, lastName: value, suffix: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(edit, (sent) => {
        const clean = cleanNameEdit(sent);
        const changes = changedNames(clean, current);
        expect({ ...current, ...changes }).toEqual({ ...current, ...clean });
        for (const [field, next] of Object.entries(changes))
          expect(next).not.toBe(current[field as keyof Names]);
      }),
    );
    expect(changedNames(cleanNameEdit({ firstName: ' Ada ' }), current)).toEqual({});
  });
});
