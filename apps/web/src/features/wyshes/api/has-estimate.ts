// Whether the signed-in person has an estimate yet: the builder's hint "Get your estimate in under a minute!"
// shows until they do (spec 001 §2.11). Under the estimates' own query key prefix, so saving one refreshes it.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

const HasEstimateDocument = graphql(`
  query HasEstimate {
    latestEstimate {
      id
    }
  }
`);

export function useHasEstimate(signedIn: boolean): boolean {
  const query = useQuery({
    queryKey: ['viewer', 'estimates', 'exists'],
    queryFn: () => execute(HasEstimateDocument),
    select: (data) => data.latestEstimate !== null,
    enabled: signedIn,
  });
  return query.data === true;
}
