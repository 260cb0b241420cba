// A policy's change waiting for its due date (issue 27): the policy with its pending update (old and new terms),
// and withdrawing it (cancelPendingPolicyUpdates, CancelPendingUpdatesModal).
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const PendingDetailsQuery = graphql(`
  query PendingDetails($id: ID!) {
    policy(id: $id) {
      id
      label
      product {
        slug
      }
      accountsProduct {
        id
        nextPayment {
          date
        }
      }
      pendingUpdate {
        version
        effectiveOn
        current {
          amount
          monthlyPremium
          annualPremium
          rateVersion
        }
        requested {
          amount
          monthlyPremium
          annualPremium
          rateVersion
        }
      }
    }
  }
`);

const CancelPendingPolicyUpdatesMutation = graphql(`
  mutation CancelPendingPolicyUpdates($input: CancelPendingPolicyUpdatesInput!) {
    cancelPendingPolicyUpdates(input: $input) {
      policy {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function usePendingDetails(policyId: string) {
  return useQuery({
    queryKey: ['viewer', 'pending-details', policyId],
    queryFn: async () => (await execute(PendingDetailsQuery, { id: policyId })).policy,
  });
}

export function useCancelPendingUpdates() {
  return useMutation({
    // The policy, the home's banner and this page read it.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (policyId: string) =>
      unwrap(
        (await execute(CancelPendingPolicyUpdatesMutation, { input: { policyId } }))
          .cancelPendingPolicyUpdates,
      ),
  });
}
