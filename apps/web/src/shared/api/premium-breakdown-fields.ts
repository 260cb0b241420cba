// How a premium was computed, as PremiumCalculationModal shows it (rate per $1,000, policy fee, monthly factor,
// class, rate version, issue age). The schema has one breakdown type per source of a price: a saved estimate,
// quote or reinstatement offer (PremiumBreakdown), a re-priced quote or a policy (QuotePriceBreakdown), and an
// accidental-death offering (OfferingPriceBreakdown, which has no class). Spread as `breakdown { ...X }`.
import { graphql } from '../../graphql/generated';

export const PremiumBreakdownFields = graphql(`
  fragment PremiumBreakdownFields on PremiumBreakdown {
    amount
    annualRatePer1000
    annualPolicyFee
    monthlyFactor
    rateClass
    rateVersion
    issueAge
    annualPremium
    monthlyPremium
  }
`);

export const QuotePriceBreakdownFields = graphql(`
  fragment QuotePriceBreakdownFields on QuotePriceBreakdown {
    amount
    annualRatePer1000
    annualPolicyFee
    monthlyFactor
    rateClass
    rateVersion
    issueAge
    annualPremium
    monthlyPremium
  }
`);

export const OfferingPriceBreakdownFields = graphql(`
  fragment OfferingPriceBreakdownFields on OfferingPriceBreakdown {
    amount
    annualRatePer1000
    annualPolicyFee
    monthlyFactor
    rateVersion
    issueAge
    annualPremium
    monthlyPremium
  }
`);
