// The help centre's articles: all of them by category (no search), or those answering a search, best first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

const HelpArticlesQuery = graphql(`
  query HelpArticles($search: String) {
    helpArticles(search: $search) {
      article {
        id
        slug
        title
        summary
        category {
          slug
          name
        }
      }
      snippet {
        text
        highlighted
      }
      matchedAllWords
    }
  }
`);

export function helpArticlesQuery(search: string | null) {
  return queryOptions({
    queryKey: ['help-articles', search],
    queryFn: () => execute(HelpArticlesQuery, { search }),
    select: (data) => data.helpArticles,
    staleTime: 5 * 60_000,
  });
}

/** `search` null: every article. The previous answer stays shown while a new search runs. */
export function useHelpArticles(search: string | null) {
  return useQuery({ ...helpArticlesQuery(search), placeholderData: keepPreviousData });
}
