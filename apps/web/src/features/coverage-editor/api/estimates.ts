// The estimate calls of the coverage editor (spec 000 §7; 001 §7.3): the latest estimate, what an estimate
// still needs asked, the sliders' metadata, re-pricing without saving (adjustEstimate), a visitor's preview,
// saving (createEstimate) and a visitor's answers saved on sign-up (updatePrequalificationInformation).
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type {
  EstimateInput,
  PreviewEstimateInput,
  PrequalificationInformationInput,
} from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

graphql(`
  fragment EstimatePricingFields on EstimatePricing {
    amount
    termDuration
    annualPremium
    monthlyPremium
    allocationsCoveredPercentage
    insuredsAgeAtTerm
    breakdown {
      ...PremiumBreakdownFields
    }
  }
`);

const LatestEstimateQuery = graphql(`
  query LatestEstimate {
    latestEstimate {
      id
      amount
      termDuration
      annualPremium
      monthlyPremium
      allocationsCoveredPercentage
      rateClass
      rateVersion
      breakdown {
        ...PremiumBreakdownFields
      }
    }
    estimateInputs {
      birthdate
      missing
    }
    allocationSummary {
      totalAmount
    }
  }
`);

const CoverageEditorStateQuery = graphql(`
  query CoverageEditorState($estimateId: ID!) {
    coverageEditorState(estimateId: $estimateId) {
      coverageSlider {
        ...SliderFields
      }
      termSlider {
        ...SliderFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
  fragment SliderFields on SliderMetadata {
    ticks {
      value
      label
    }
    valueBase
    increment
    characterMax
    value
    textEditable
    minErrorMessage {
      header
      text
    }
    maxErrorMessage {
      header
      text
    }
    leftTextLabel
    rightTextLabel
  }
`);

const AdjustEstimateQuery = graphql(`
  query AdjustEstimate($id: ID!, $termDuration: Int!, $amount: Cents!) {
    adjustEstimate(id: $id, termUnit: "year", termDuration: $termDuration, amount: $amount) {
      pricing {
        ...EstimatePricingFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const PreviewEstimateQuery = graphql(`
  query PreviewEstimate($input: PreviewEstimateInput!) {
    previewEstimate(input: $input) {
      pricing {
        ...EstimatePricingFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const CreateEstimateMutation = graphql(`
  mutation CreateEstimate($input: EstimateInput!) {
    createEstimate(input: $input) {
      amount
      termDuration
      estimate {
        id
        monthlyPremium
        allocationsCoveredPercentage
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const UpdatePrequalificationMutation = graphql(`
  mutation UpdatePrequalificationInformation($input: PrequalificationInformationInput!) {
    updatePrequalificationInformation(input: $input) {
      inputs {
        missing
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export const latestEstimateQuery = queryOptions({
  queryKey: ['viewer', 'estimates', 'latest'],
  queryFn: () => execute(LatestEstimateQuery),
});

export function useLatestEstimate(enabled: boolean) {
  return useQuery({ ...latestEstimateQuery, enabled });
}

export function useCoverageEditorState(estimateId: string | null) {
  return useQuery({
    queryKey: ['viewer', 'estimates', 'editor-state', estimateId],
    queryFn: async () =>
      unwrap((await execute(CoverageEditorStateQuery, { estimateId: estimateId! })).coverageEditorState),
    enabled: estimateId !== null,
  });
}

export type Choice = { amount: number; termDuration: number };

/** The price of a choice (debounced by the caller): the estimate's re-price, or a visitor's preview. */
export function useAdjustedPrice(
  request: { estimateId: string } | { visitor: Omit<PreviewEstimateInput, 'amount' | 'termDuration'> } | null,
  choice: Choice | null,
) {
  return useQuery({
    queryKey: ['viewer', 'estimates', 'price', request, choice],
    queryFn: async () => {
      if (request && 'estimateId' in request) {
        const answer = await execute(AdjustEstimateQuery, { id: request.estimateId, ...choice! });
        return unwrap(answer.adjustEstimate).pricing!;
      }
      const answer = await execute(PreviewEstimateQuery, { input: { ...request!.visitor, ...choice! } });
      return unwrap(answer.previewEstimate).pricing!;
    },
    enabled: request !== null && choice !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function createEstimate(input: EstimateInput) {
  return execute(CreateEstimateMutation, { input }).then((answer) => unwrap(answer.createEstimate));
}

export function useCreateEstimate() {
  return useMutation({
    meta: { invalidates: [['viewer', 'estimates']] },
    mutationFn: createEstimate,
  });
}

export function updatePrequalificationInformation(input: PrequalificationInformationInput) {
  return execute(UpdatePrequalificationMutation, { input }).then((answer) =>
    unwrap(answer.updatePrequalificationInformation),
  );
}
