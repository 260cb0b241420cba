// The coverage editor's policy mode (issue 27): the policy in force with its request for more cover, its sliders
// (coverageEditorState by policyId: from the product's minimum to its maximum, starting at today's cover), the
// price of a lower cover and when it would start (adjustPolicy: UNDERWRITING_REQUIRED for more cover), saving a
// lower cover as a change from the next due date (requestCoverageAdjustment), and asking for more cover
// (requestCoverIncrease: the interview comes next).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap, UserErrorFailure } from '../../../shared/lib/user-error';

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
      coverIncrease {
        id
        status
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

const RequestCoverIncreaseMutation = graphql(`
  mutation RequestCoverIncrease($input: RequestCoverIncreaseInput!) {
    requestCoverIncrease(input: $input) {
      coverIncrease {
        id
        status
        requestedAmount
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

/** adjustPolicy's answer for more cover than today's: not a price, the interview first. */
export const UNDERWRITING_REQUIRED = 'UNDERWRITING_REQUIRED';

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

/**
 * The price of a lower cover and the day it would start (debounced by the caller); more cover fails with
 * UNDERWRITING_REQUIRED.
 */
export function usePolicyPrice(policyId: string, amount: number | null) {
  return useQuery({
    queryKey: ['viewer', 'policy-price', policyId, amount],
    queryFn: async () =>
      unwrap((await execute(AdjustPolicyQuery, { policyId, amount: amount! })).adjustPolicy),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A refusal (UNDERWRITING_REQUIRED above all) is the answer: asking again would not change it.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof UserErrorFailure),
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

/** Asks for `amount` cover in all (or updates the amount of a request still waiting for its interview). */
export function useRequestCoverIncrease() {
  return useMutation({
    // The policy's coverIncrease (this editor, confirm-update) changes.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (input: { policyId: string; amount: number }) =>
      unwrap((await execute(RequestCoverIncreaseMutation, { input })).requestCoverIncrease),
  });
}
