// The maintenance window in force now, if any. Checked at start-up and when the user asks to try again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

const MaintenanceQuery = graphql(`
  query Maintenance {
    maintenance {
      kind
      returnsAt
    }
  }
`);

export const maintenanceQuery = queryOptions({
  queryKey: ['maintenance'],
  queryFn: () => execute(MaintenanceQuery),
  select: (data) => data.maintenance,
  staleTime: Number.POSITIVE_INFINITY,
  // Not knowing is not a reason to lock people out: a failed check shows the app.
  retry: false,
});

export function useMaintenance() {
  return useQuery(maintenanceQuery);
}
