// flow(slug) (identified): the flow's id, default scope and what ends it; null for a slug the server does not
// know (the flow page then shows its fallback).
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { FlowQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const FlowDocument = graphql(`
  query Flow($slug: String!) {
    flow(slug: $slug) {
      id
      slug
      terminalBehavior
      defaultScope
    }
  }
`);

export type FlowRecord = NonNullable<FlowQuery['flow']>;

export function flowQuery(slug: string) {
  return queryOptions({
    queryKey: ['flows', 'flow', slug],
    queryFn: async () => (await execute(FlowDocument, { slug })).flow,
    staleTime: Infinity,
  });
}
