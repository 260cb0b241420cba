// Customer service's servicing console (issue 27 item 5): a policy found by its number, and its cancellation at
// the owner's request. For the support role (the server refuses everyone else with FORBIDDEN).
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const SupportRolesDocument = graphql(`
  query SupportRoles {
    currentUser {
      id
      roles
    }
  }
`);

const ServicedPolicyDocument = graphql(`
  query ServicedPolicy($number: String!) {
    servicedPolicy(number: $number) {
      ...ServicedPolicyFields
    }
  }
`);

graphql(`
  fragment ServicedPolicyFields on ServicedPolicy {
    id
    number
    productSlug
    status
    ownerName
    ownerEmail
    amount
    monthlyPremium
    effectiveOn
    terminatesOn
    replacesCover
    freeLookEndsOn
    paidThrough
    cancellingToday {
      kind
      refundAmount
      coverEndsOn
    }
    cancellation {
      kind
      requestedOn
      coverEndsOn
      refundAmount
      reason
    }
    refunds {
      amount
      status
      method
      providerRefundId
      createdAt
    }
    history {
      event
      toStatus
      reason
      occurredAt
    }
  }
`);

const CancelPolicyForCustomerDocument = graphql(`
  mutation CancelPolicyForCustomer($input: CancelPolicyForCustomerInput!) {
    cancelPolicyForCustomer(input: $input) {
      policy {
        ...ServicedPolicyFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const SERVICING_KEY = ['viewer', 'servicing'] as const;

export function useIsSupport() {
  return useQuery({
    queryKey: [...SERVICING_KEY, 'roles'],
    queryFn: async () =>
      (await execute(SupportRolesDocument)).currentUser?.roles.includes('support') ?? false,
  });
}

export function useServicedPolicy(number: string) {
  return useQuery({
    queryKey: [...SERVICING_KEY, 'policy', number],
    queryFn: async () => (await execute(ServicedPolicyDocument, { number })).servicedPolicy,
    enabled: number.length > 0,
  });
}

export function useCancelPolicyForCustomer() {
  return useMutation({
    meta: { invalidates: [SERVICING_KEY] },
    mutationFn: async (input: { policyId: string; reason: string }) =>
      unwrap((await execute(CancelPolicyForCustomerDocument, { input })).cancelPolicyForCustomer),
  });
}
