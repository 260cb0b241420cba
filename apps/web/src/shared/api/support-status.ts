// Whether live support is on duty, by the server's clock (which the sandbox may move): the support tiles and the
// chat panel say the same. Read again every minute while shown.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';

const SupportStatusQuery = graphql(`
  query SupportStatus {
    supportStatus {
      open
      reopensAt
    }
  }
`);

export const SUPPORT_STATUS_KEY = ['support-status'] as const;

export function useSupportStatus() {
  return useQuery({
    queryKey: SUPPORT_STATUS_KEY,
    queryFn: async () => (await execute(SupportStatusQuery)).supportStatus,
    refetchInterval: 60_000,
  });
}
