// A legal document by slug; null when there is none.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

const DisclosureQuery = graphql(`
  query Disclosure($slug: String!) {
    disclosure(slug: $slug) {
      id
      name
      slug
      body
      updatedAt
    }
  }
`);

export function disclosureQuery(slug: string) {
  return queryOptions({
    queryKey: ['disclosure', slug],
    queryFn: () => execute(DisclosureQuery, { slug }),
    select: (data) => data.disclosure,
    staleTime: 5 * 60_000,
  });
}

export function useDisclosure(slug: string) {
  return useQuery(disclosureQuery(slug));
}
