// Customer service's servicing console (issue 27 item 5): a policy found by its number, and its cancellation at
// the owner's request. For the support role (the server refuses everyone else with FORBIDDEN; the role is read
// in shared/servicing).
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const ServicedPolicyDocument = graphql(`
  query ServicedPolicy($number: String!) {
    servicedPolicy(number: $number) {
      ...ServicedPolicyFields
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
