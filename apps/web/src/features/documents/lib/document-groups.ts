// How a category's documents are shown (spec 001 §3.3: a category says whether it is grouped by year): newest
// first, and in a year-grouped category under one heading per applicable year, newest year first.

interface Dated {
  applicableYear: number | null;
  /** An ISO instant. */
  createdAt: string;
}

export interface DocumentGroup<T> {
  /** null for the one group of a category not grouped by year. */
  year: number | null;
  documents: T[];
}

const newestFirst = <T extends Dated>(documents: readonly T[]): T[] =>
  [...documents].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** The year a document is filed under: the one the server gives, else the (UTC) year it was made. */
export const yearOf = (document: Dated): number =>
  document.applicableYear ?? new Date(document.createdAt).getUTCFullYear();

export function groupDocuments<T extends Dated>(
  documents: readonly T[],
  yearGroupable: boolean,
): DocumentGroup<T>[] {
  const sorted = newestFirst(documents);
  if (!yearGroupable) return sorted.length > 0 ? [{ year: null, documents: sorted }] : [];
  const byYear = new Map<number, T[]>();
  for (const document of sorted) {
    const year = yearOf(document);
    byYear.set(year, [...(byYear.get(year) ?? []), document]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, grouped]) => ({ year, documents: grouped }));
}
