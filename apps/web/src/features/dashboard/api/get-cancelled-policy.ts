// The viewer's policy that customer service cancelled at their request, when none is in force or lapsed since:
// the insurance home says what became of it (void in its free look, or its cover over), the refund and the notice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { CancelledPolicyQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const CancelledPolicyDocument = graphql(`
  query CancelledPolicy($withDocuments: Boolean!) {
    cancelledPolicy {
      id
      label
      cancellation {
        kind
        requestedOn
        coverEndsOn
        refundAmount
      }
      refunds {
        amount
        status
        method
      }
      documents @include(if: $withDocuments) {
        id
        slug
        pdf {
          url
        }
      }
    }
  }
`);

export type CancelledPolicy = NonNullable<CancelledPolicyQuery['cancelledPolicy']>;

/** The documents (the notice) only in a verified session: they are not readable before. */
export const cancelledPolicyQuery = (verified: boolean) =>
  queryOptions({
    queryKey: ['viewer', 'cancelled-policy', verified],
    queryFn: async () =>
      (await execute(CancelledPolicyDocument, { withDocuments: verified })).cancelledPolicy,
  });

export function useCancelledPolicy(verified: boolean, enabled: boolean) {
  return useQuery({ ...cancelledPolicyQuery(verified), enabled });
}
