// The public Wyshes catalogue (no session needed): categories in order, each with its wyshes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { WyshCatalogueQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const WyshCatalogueDocument = graphql(`
  query WyshCatalogue {
    wyshCategories {
      id
      slug
      name
      prompt
      description
      listDescription
      color
      wyshes {
        id
        slug
        defaultName
        description
        prompt
        guidance
        defaultAmount
        amountPrompt
        amountGuidance
        amountPlaceholder
        icons {
          format
          url
        }
        wyshSuggestions {
          id
          title
          amount
          enabled
          order
        }
      }
    }
  }
`);

export type WyshCategory = WyshCatalogueQuery['wyshCategories'][number];
export type CatalogueWysh = WyshCategory['wyshes'][number];

export const wyshCatalogueQuery = queryOptions({
  queryKey: ['wyshes', 'catalogue'],
  queryFn: () => execute(WyshCatalogueDocument),
  select: (data) => data.wyshCategories,
  staleTime: 60 * 60 * 1000,
});

export function useWyshCatalogue() {
  return useQuery(wyshCatalogueQuery);
}

export function iconUrl(wysh: Pick<CatalogueWysh, 'icons'>, format: string): string | undefined {
  return wysh.icons.find((icon) => icon.format === format)?.url;
}
