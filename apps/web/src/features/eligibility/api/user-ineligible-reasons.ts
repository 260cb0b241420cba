// userIneligibleReasons (spec 001 §7.1): why the signed-in user cannot be covered, from their saved profile.
// Always asked afresh: answers change the reasons.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

const UserIneligibleReasonsDocument = graphql(`
  query UserIneligibleReasons {
    userIneligibleReasons {
      ineligibleCoverageReasons
    }
  }
`);

export const userIneligibleReasonsQuery = queryOptions({
  queryKey: ['userIneligibleReasons'],
  queryFn: () => execute(UserIneligibleReasonsDocument),
  select: (data) => data.userIneligibleReasons.ineligibleCoverageReasons,
  staleTime: 0,
  gcTime: 0,
});

export function useUserIneligibleReasons() {
  return useQuery(userIneligibleReasonsQuery);
}
