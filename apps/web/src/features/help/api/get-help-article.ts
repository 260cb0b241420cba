// One help article by slug, in its current version; null when there is none.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

const HelpArticleQuery = graphql(`
  query HelpArticle($slug: String!) {
    helpArticle(slug: $slug) {
      id
      slug
      title
      updatedOn
      body
      category {
        slug
        name
      }
      related {
        slug
        title
      }
    }
  }
`);

export function helpArticleQuery(slug: string) {
  return queryOptions({
    queryKey: ['help-article', slug],
    queryFn: () => execute(HelpArticleQuery, { slug }),
    select: (data) => data.helpArticle,
    staleTime: 5 * 60_000,
  });
}

export function useHelpArticle(slug: string) {
  return useQuery(helpArticleQuery(slug));
}
