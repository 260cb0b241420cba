// Whether the person has an estimate yet: the builder's hint "Get your estimate in under a minute!" shows until
// they do (spec 001 §2.11). A signed-in person's is the account's (under the estimates' own query key prefix, so
// saving one refreshes it); a visitor's is the one the editor and /coverage-preview read.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { useVisitorCoverage } from '../../../shared/stores/visitor-coverage';

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
  const visitor = useVisitorCoverage();
  return signedIn ? query.data === true : visitor.estimate !== null;
}
