// Document categories (spec 001 §3.3 "Document categories": id, name, slug, yearGroupable, documents): the
// shelves of the documents area (/account/documents). A template names its category in its `category:` line; the
// category's display name and whether its documents are grouped by year live here.
//
// A constant list, not a table: a category only ever arrives with a release (a new template or a new kind of
// document needs code anyway), nobody edits one at run time, and the seed refuses a template whose category is
// not listed here (assertKnownCategories), so the list and the templates cannot drift apart. Should categories
// one day be renamed or ordered without a release, this list becomes the seed of a table.

export type DocumentCategory = {
  /** The slug: a category is not stored, so its id is the one stable name it has. */
  id: string;
  slug: string;
  name: string;
  /** The documents area groups this category's documents by their applicable year (tax forms, statements). */
  yearGroupable: boolean;
};

/** In the order the documents area lists them: what a policyholder looks for first comes first. */
export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = [
  { id: 'policy', slug: 'policy', name: 'Policy documents', yearGroupable: false },
  { id: 'application', slug: 'application', name: 'Applications', yearGroupable: false },
  { id: 'beneficiaries', slug: 'beneficiaries', name: 'Beneficiary documents', yearGroupable: false },
  { id: 'receipts', slug: 'receipts', name: 'Receipts', yearGroupable: true },
];

export function findCategory(slug: string): DocumentCategory | undefined {
  return DOCUMENT_CATEGORIES.find((category) => category.slug === slug);
}

/** The category a template names; assertKnownCategories keeps unlisted ones out, this only names them. */
export function categoryOf(slug: string): DocumentCategory {
  return (
    findCategory(slug) ?? {
      id: slug,
      slug,
      name: slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' '),
      yearGroupable: false,
    }
  );
}

/** Throws naming the first template whose category is not listed above (the start stops). */
export function assertKnownCategories(templates: ReadonlyArray<{ slug: string; category: string }>): void {
  for (const template of templates) {
    if (!findCategory(template.category)) {
      throw new Error(
        `Document template ${template.slug}: category "${template.category}" is not one of ` +
          `${DOCUMENT_CATEGORIES.map((category) => category.slug).join(', ')} (document-categories.ts)`,
      );
    }
  }
}

type Dated = { documentCategory: { slug: string }; applicableYear?: number | null; createdAt: Date };

/**
 * The year a document applies to: the one its maker gave (a tax form's tax year), else, in a year-grouped
 * category, the (UTC) year it was made; null where the category is not grouped by year.
 */
export function applicableYear(document: Dated): number | null {
  if (document.applicableYear != null) return document.applicableYear;
  return categoryOf(document.documentCategory.slug).yearGroupable
    ? document.createdAt.getUTCFullYear()
    : null;
}

/**
 * The listed categories holding at least one of `documents`, in the list's order, each with its documents in the
 * order given. Empty categories are left out: the area shows what the user has, and "No documents yet" when
 * that is nothing.
 */
export function byCategory<T extends Dated>(
  documents: readonly T[],
): Array<DocumentCategory & { documents: T[] }> {
  return DOCUMENT_CATEGORIES.map((category) => ({
    ...category,
    documents: documents.filter((document) => document.documentCategory.slug === category.slug),
  })).filter((category) => category.documents.length > 0);
}
