// The coverage editor's policy mode (issue 27, lowering cover): the policy in force, its sliders (coverageEditorState
// by policyId: from the product's minimum up to its cover), the price of a lower cover and when it would start
// (adjustPolicy), and saving it as a change from the next due date (requestCoverageAdjustment).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const PolicyToEditQuery = graphql(`
  query PolicyToEdit {
    userPolicy {
      id
      status
      amount
      monthlyPremium
      annualPremium
      rateVersion
      insuredsAgeAtTerm
      product {
        slug
      }
      classification {
        id
        name
      }
      pendingUpdate {
        policyId
        effectiveOn
      }
      breakdown {
        ...QuotePriceBreakdownFields
      }
    }
    allocationSummary {
      totalAmount
    }
  }
`);

const PolicyEditorStateQuery = graphql(`
  query PolicyEditorState($policyId: ID!) {
    coverageEditorState(policyId: $policyId) {
      coverageSlider {
        ...SliderFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const AdjustPolicyQuery = graphql(`
  query AdjustPolicy($policyId: ID!, $amount: Cents!) {
    adjustPolicy(policyId: $policyId, amount: $amount) {
      amount
      monthlyPremium
      annualPremium
      effectiveOn
      breakdown {
        ...QuotePriceBreakdownFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const RequestCoverageAdjustmentMutation = graphql(`
  mutation RequestCoverageAdjustment($input: RequestCoverageAdjustmentInput!) {
    requestCoverageAdjustment(input: $input) {
      effectiveOn
      policy {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function usePolicyToEdit() {
  return useQuery({
    queryKey: ['viewer', 'policy-to-edit'],
    queryFn: () => execute(PolicyToEditQuery),
  });
}

export function usePolicyEditorState(policyId: string | null) {
  return useQuery({
    queryKey: ['viewer', 'policy-editor-state', policyId],
    queryFn: async () =>
      unwrap((await execute(PolicyEditorStateQuery, { policyId: policyId! })).coverageEditorState),
    enabled: policyId !== null,
  });
}

/** The price of a lower cover and the day it would start (debounced by the caller). */
export function usePolicyPrice(policyId: string, amount: number | null) {
  return useQuery({
    queryKey: ['viewer', 'policy-price', policyId, amount],
    queryFn: async () =>
      unwrap((await execute(AdjustPolicyQuery, { policyId, amount: amount! })).adjustPolicy),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useLowerCover() {
  return useMutation({
    // The policy (its pending change), the home's banner and the billing page read it.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (input: { policyId: string; amount: number }) =>
      unwrap((await execute(RequestCoverageAdjustmentMutation, { input })).requestCoverageAdjustment),
  });
}
