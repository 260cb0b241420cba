// The coverage pages' calls: the signed-in person's latest estimate (or the policy they hold) beside their wysh List, the price of a
// recommended cover (adjustEstimate, not saved) and an instant estimate without an account (previewEstimate).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { PreviewEstimateInput } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const CoveragePreviewQuery = graphql(`
  query CoveragePreview {
    latestEstimate {
      id
      amount
      termDuration
      monthlyPremium
    }
    wyshAllocations {
      id
      name
      amount
    }
    userPolicy {
      id
      status
      amount
    }
  }
`);

const RecommendedCoverPriceQuery = graphql(`
  query RecommendedCoverPrice($id: ID!, $termDuration: Int!, $amount: Cents!) {
    adjustEstimate(id: $id, termUnit: "year", termDuration: $termDuration, amount: $amount) {
      pricing {
        amount
        monthlyPremium
        allocationsCoveredPercentage
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const InstantEstimateQuery = graphql(`
  query InstantEstimate($input: PreviewEstimateInput!) {
    previewEstimate(input: $input) {
      pricing {
        amount
        termDuration
        monthlyPremium
        annualPremium
        breakdown {
          rateClass
        }
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useCoveragePreview(enabled: boolean) {
  return useQuery({
    queryKey: ['viewer', 'estimates', 'coverage-preview'],
    queryFn: () => execute(CoveragePreviewQuery),
    enabled,
  });
}

export function useRecommendedCoverPrice(
  request: { estimateId: string; termDuration: number; amount: number } | null,
) {
  return useQuery({
    queryKey: ['viewer', 'estimates', 'recommended-price', request],
    queryFn: async () =>
      unwrap(
        (
          await execute(RecommendedCoverPriceQuery, {
            id: request!.estimateId,
            termDuration: request!.termDuration,
            amount: request!.amount,
          })
        ).adjustEstimate,
      ).pricing!,
    enabled: request !== null,
  });
}

export function useInstantEstimate(input: PreviewEstimateInput | null) {
  return useQuery({
    queryKey: ['instant-estimate', input],
    queryFn: async () =>
      unwrap((await execute(InstantEstimateQuery, { input: input! })).previewEstimate).pricing!,
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
