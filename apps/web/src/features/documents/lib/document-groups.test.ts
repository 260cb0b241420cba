import { describe, expect, it } from 'vitest';
import { groupDocuments, yearOf } from './document-groups';

const doc = (id: string, createdAt: string, applicableYear: number | null = null) => ({
  id,
  createdAt,
  applicableYear,
});

describe('groupDocuments', () => {
  it('lists a category not grouped by year newest first, in one group', () => {
    const groups = groupDocuments(
      [
        doc('old', '2025-02-01T10:00:00Z'),
        doc('new', '2026-05-01T10:00:00Z'),
        doc('mid', '2025-12-01T10:00:00Z'),
      ],
      false,
    );
    expect(groups).toEqual([
      {
        year: null,
        documents: [
          expect.objectContaining({ id: 'new' }),
          expect.objectContaining({ id: 'mid' }),
          expect.objectContaining({ id: 'old' }),
        ],
      },
    ]);
  });

  it('groups by applicable year, newest year first and newest first within a year', () => {
    const groups = groupDocuments(
      [
        doc('2025-a', '2025-03-01T00:00:00Z', 2025),
        doc('tax-2025', '2026-01-20T00:00:00Z', 2025),
        doc('2026-a', '2026-04-01T00:00:00Z', 2026),
        doc('2024-a', '2024-06-01T00:00:00Z', 2024),
      ],
      true,
    );
    expect(groups.map((group) => [group.year, group.documents.map((each) => each.id)])).toEqual([
      [2026, ['2026-a']],
      [2025, ['tax-2025', '2025-a']],
      [2024, ['2024-a']],
    ]);
  });

  it('files a document without an applicable year under the year it was made', () => {
    expect(yearOf(doc('x', '2023-12-31T23:30:00Z'))).toBe(2023);
    expect(groupDocuments([doc('x', '2023-07-01T00:00:00Z')], true)).toEqual([
      { year: 2023, documents: [expect.objectContaining({ id: 'x' })] },
    ]);
  });

  it('has no group at all for no documents', () => {
    expect(groupDocuments([], false)).toEqual([]);
    expect(groupDocuments([], true)).toEqual([]);
  });
});
