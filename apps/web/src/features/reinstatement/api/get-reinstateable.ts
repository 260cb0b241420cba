// The reinstateable policies (spec 001 §3.3, §7.3 eligible reinstatement policies): the viewer's lapsed policies
// the rules allow today, with what it takes; one of them for the offer and purchase screens, with the card on file
// and the documents the purchase screen links to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

export const REINSTATEMENT_KEY = ['viewer', 'reinstatement'] as const;

const EligibleReinstatementPoliciesDocument = graphql(`
  query EligibleReinstatementPolicies {
    eligibleReinstatementPolicies {
      id
      policyNumber
      productSlug
      amount
      lapsedOn
      underwritingRequired
      dueToday
      missedPremiumCount
      arrearsOnlyThrough
    }
  }
`);

const ReinstateablePolicyDocument = graphql(`
  query ReinstateablePolicy($policyId: ID!) {
    reinstateablePolicy(policyId: $policyId) {
      id
      policyNumber
      productSlug
      amount
      insuredsAgeAtTerm
      monthlyPremium
      underwritingRequired
      totalMissedPremiums
      interestDue
      dueToday
      reinstatementRequest {
        id
        status
        underwritingOutcome
      }
      breakdown {
        ...PremiumBreakdownFields
      }
    }
    activePaymentMethod {
      id
      card {
        brand
        last4
      }
    }
    documents(slugs: ["statement-of-good-health", "policy-terms"]) {
      id
      slug
      name
      html {
        url
      }
    }
  }
`);

export const eligibleReinstatementPoliciesQuery = () =>
  queryOptions({
    queryKey: [...REINSTATEMENT_KEY, 'eligible'],
    queryFn: async () => (await execute(EligibleReinstatementPoliciesDocument)).eligibleReinstatementPolicies,
  });

export const useEligibleReinstatementPolicies = () => useQuery(eligibleReinstatementPoliciesQuery());

export const useReinstateablePolicy = (policyId: string) =>
  useQuery({
    queryKey: [...REINSTATEMENT_KEY, 'policy', policyId],
    queryFn: () => execute(ReinstateablePolicyDocument, { policyId }),
  });
