import { describe, expect, it } from 'vitest';
import {
  applicableYear,
  assertKnownCategories,
  byCategory,
  categoryOf,
  DOCUMENT_CATEGORIES,
} from './document-categories.ts';
import { loadTemplates } from './document-templates.ts';

const doc = (id: string, slug: string, createdAt = '2026-03-01T12:00:00Z', year?: number | null) => ({
  id,
  documentCategory: { slug },
  applicableYear: year,
  createdAt: new Date(createdAt),
});

describe('document categories', () => {
  it("know every template's category, and the lead's policy packets", () => {
    expect(() => assertKnownCategories(loadTemplates())).not.toThrow();
    expect(DOCUMENT_CATEGORIES.map((category) => category.slug)).toContain('policy');
  });

  it('refuse a template in a category not listed, naming it', () => {
    expect(() => assertKnownCategories([{ slug: 'w-9', category: 'tax' }])).toThrow(
      /w-9: category "tax" is not one of policy, application, beneficiaries/,
    );
  });

  it('name an unlisted category from its slug, not grouped by year', () => {
    expect(categoryOf('tax-forms')).toEqual({
      id: 'tax-forms',
      slug: 'tax-forms',
      name: 'Tax forms',
      yearGroupable: false,
    });
    expect(categoryOf('application').name).toBe('Applications');
  });

  it('group documents in the list order, leaving empty categories out and keeping the order given', () => {
    const grouped = byCategory([doc('a2', 'application'), doc('p1', 'policy'), doc('a1', 'application')]);
    expect(grouped.map((category) => [category.slug, category.documents.map((each) => each.id)])).toEqual([
      ['policy', ['p1']],
      ['application', ['a2', 'a1']],
    ]);
    expect(byCategory([])).toEqual([]);
  });

  it("give the maker's applicable year, and none in a category not grouped by year", () => {
    expect(applicableYear(doc('t', 'policy', '2026-01-01T00:00:00Z', 2025))).toBe(2025);
    expect(applicableYear(doc('p', 'policy'))).toBeNull();
  });
});
