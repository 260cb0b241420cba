// dashboardHome (identified): first name, the insurance card, the Wyshes card and the policy updates banner,
// states decided by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

const DashboardHomeDocument = graphql(`
  query DashboardHome {
    dashboardHome {
      firstName
      insurance {
        state
        title
        productSlug
        coverageAmount
        coverageUpTo
        nextBillingDate
        lapsedOn
        quoteExpiresAt
      }
      wysh {
        state
        activeCount
        wyshes {
          id
          name
          amount
        }
      }
      policyUpdate {
        kind
        reason
        lapsesAt
        pendingPolicyId
      }
    }
  }
`);

export const dashboardHomeQuery = queryOptions({
  // The person's data: under "viewer", dropped whenever the session changes hands.
  queryKey: ['viewer', 'dashboard-home'],
  queryFn: async () => (await execute(DashboardHomeDocument)).dashboardHome,
});

export function useDashboardHome(enabled = true) {
  return useQuery({ ...dashboardHomeQuery, enabled });
}
