// The viewer's staff roles (underwriter, support), for the navigation staff get instead of the customer tabs. Its own small
// query under the "viewer" key (dropped when the session changes hands or level), so the header never touches
// the initial data a sign-in loads and reads.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';

const StaffRolesDocument = graphql(`
  query StaffRoles {
    currentUser {
      id
      roles
    }
  }
`);

/** The signed-in viewer's staff roles; none while signed out, loading or failed. */
export function useStaffRoles(signedIn: boolean): readonly string[] {
  const { data } = useQuery({
    queryKey: ['viewer', 'staffRoles'],
    queryFn: async () => (await execute(StaffRolesDocument)).currentUser?.roles ?? [],
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? [];
}
