// updateBillingFrequency (BillingChargeFrequencyModal on the billing page): monthly or annually from the next due
// date not yet invoiced; the plan then shows the new premium and frequency.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { BILLING_KEY } from './get-billing';

const UpdateBillingFrequencyDocument = graphql(`
  mutation UpdateBillingFrequency($input: UpdateBillingFrequencyInput!) {
    updateBillingFrequency(input: $input) {
      policy {
        id
        accountsProduct {
          id
          amount
          billingFrequency
        }
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useChangeFrequency() {
  return useMutation({
    meta: { invalidates: [BILLING_KEY, ['viewer', 'policyholder-home']] },
    mutationFn: async (input: { policyId: string; billingFrequency: 'monthly' | 'annually' }) =>
      unwrap((await execute(UpdateBillingFrequencyDocument, { input })).updateBillingFrequency),
  });
}
