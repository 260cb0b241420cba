// The documents area's server state (spec 001 §3.3 Documents and Document categories, §7.1 documentCategories,
// documentById): the categories with their documents, one category, one document and its HTML. The file urls are
// API paths signed for this user for an hour, so the queries refresh well within that.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { DocumentCategoryQuery, DocumentQuery } from '../../../graphql/generated/graphql';
import { apiUrl } from '../../../shared/lib/api-base';
import { execute } from '../../../shared/lib/graphql-client';

const CategoriesDocument = graphql(`
  query DocumentCategories {
    documentCategories {
      id
      name
      slug
      documents {
        id
      }
    }
  }
`);

const CategoryDocument = graphql(`
  query DocumentCategory($slug: String!) {
    documentCategory(slug: $slug) {
      id
      name
      slug
      yearGroupable
      documents {
        id
        name
        version
        applicableYear
        createdAt
        html {
          fileName
          url
        }
        pdf {
          fileName
          url
        }
      }
    }
  }
`);

const DocumentByIdDocument = graphql(`
  query Document($id: ID!) {
    documentById(id: $id) {
      id
      name
      description
      version
      createdAt
      documentCategory {
        name
        slug
      }
      html {
        fileName
        url
      }
      pdf {
        fileName
        url
      }
    }
  }
`);

export const DOCUMENTS_KEY = ['viewer', 'documents'] as const;

/** Signed links last an hour: fetch them afresh long before, and while the page stays open. */
const FRESH = { staleTime: 5 * 60_000, refetchInterval: 30 * 60_000 } as const;

export type CategoryWithDocuments = NonNullable<DocumentCategoryQuery['documentCategory']>;
export type DocumentSummary = CategoryWithDocuments['documents'][number];
export type DocumentDetails = NonNullable<DocumentQuery['documentById']>;

export function useDocumentCategories() {
  return useQuery(
    queryOptions({
      queryKey: [...DOCUMENTS_KEY, 'categories'],
      queryFn: async () => (await execute(CategoriesDocument)).documentCategories,
      ...FRESH,
    }),
  );
}

/** One category with the user's documents; null when no such category exists. */
export function useDocumentCategory(slug: string) {
  return useQuery(
    queryOptions({
      queryKey: [...DOCUMENTS_KEY, 'category', slug],
      queryFn: async () => (await execute(CategoryDocument, { slug })).documentCategory,
      ...FRESH,
    }),
  );
}

/** A document the user may read; null when there is none (or it is another user's). */
export function useDocument(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...DOCUMENTS_KEY, 'document', id],
      queryFn: async () => (await execute(DocumentByIdDocument, { id })).documentById,
      ...FRESH,
    }),
  );
}

/** The document's HTML, fetched by its signed link, for a sandboxed frame (shown, never run). */
export function useDocumentHtml(document: DocumentDetails | null | undefined) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, 'html', document?.id],
    enabled: Boolean(document),
    queryFn: async () => {
      const response = await fetch(apiUrl(document!.html.url));
      if (!response.ok) throw new Error(`The document did not load (${response.status}).`);
      return response.text();
    },
    staleTime: Infinity,
  });
}

/** Where a file's signed link points, on the API the app talks to. */
export const fileUrl = (file: { url: string }) => apiUrl(file.url);
