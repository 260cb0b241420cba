// The person's offers: the newest term quote, the accidental-death offering and the application they came from
// (the quote route order reads all three).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { ReviewQuoteQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const ReviewQuoteDocument = graphql(`
  query ReviewQuote {
    pendingQuote {
      id
      status
      amount
      termDuration
      insuredsAgeAtTerm
      expiresAt
      allocationCoverage
      monthlyPremium
      annualPremium
      classification {
        id
        name
      }
      classReasons
      rules {
        ruleId
        reason
        shaped
      }
      insuranceApplication {
        id
        version
      }
      breakdown {
        ...PremiumBreakdownFields
      }
    }
    productsOfferings {
      id
      productSlug
      status
      amount
      maxAmount
      expiresAt
      effectiveUntil
      insuredsAgeAtTerm
      allocationCoverage
      monthlyPremium
      annualPremium
      payoutDetails {
        publicTransportation
        autoPedestrian
        generalAccident
      }
      breakdown {
        ...OfferingPriceBreakdownFields
      }
    }
    latestInsuranceApplication {
      id
      result
      outcome
    }
    allocationSummary {
      totalAmount
    }
  }
`);

export type ReviewQuoteData = ReviewQuoteQuery;
export type TermQuote = NonNullable<ReviewQuoteQuery['pendingQuote']>;
export type Offering = ReviewQuoteQuery['productsOfferings'][number];

/** Under the viewer's prefix: saving an estimate, a wysh or a quote change refreshes it. */
export const reviewQuoteQuery = queryOptions({
  queryKey: ['viewer', 'quotes', 'review'],
  queryFn: () => execute(ReviewQuoteDocument),
});

export function useReviewQuote({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...reviewQuoteQuery, enabled });
}
