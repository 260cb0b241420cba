// The policyholder home's data (/products/insurance with a policy in force, or one that lapsed): the policy (and
// whether its term can be extended to 65), its beneficiaries, the wyshes it covers, the card or bank account its
// premiums are paid from, and a payment in flight. Asked only once the dashboard says "owned".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { PolicyholderHomeQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const PolicyholderHomeDocument = graphql(`
  query PolicyholderHome {
    userPolicy {
      id
      label
      status
      lapsesAt
      cancellation {
        kind
        coverEndsOn
      }
      amount
      termDuration
      insuredsAgeAtTerm
      effectiveAt
      monthlyPremium
      classification {
        id
        name
      }
      product {
        slug
      }
      termExtension {
        available
        opensOn
        extendsFrom
        years
        coverEndsOn
        request {
          id
          status
        }
      }
      documents {
        id
        slug
        pdf {
          url
        }
      }
      accountsProduct {
        id
        amount
        nextPayment {
          date
          estimated
        }
      }
    }
    getBeneficiaries {
      list {
        ...HomeBeneficiary
      }
      backup {
        ...HomeBeneficiary
      }
      pending {
        id
      }
    }
    allocationSummary {
      activeCount
      totalAmount
      percentCovered
    }
    paymentMethods {
      id
      status
      card {
        brand
        last4
      }
    }
    activePaymentMethod {
      id
      source
      name
      card {
        brand
        last4
      }
      bankAccount {
        bankName
        accountType
        mask
      }
    }
    currentUser {
      activeConstellations {
        activeInsuranceMembership {
          id
          invoicesProcessingAmount
        }
      }
    }
  }

  fragment HomeBeneficiary on Beneficiary {
    id
    allocation
    responsibility
    contact {
      __typename
      ... on IndividualContact {
        firstName
        lastName
      }
      ... on OrganizationContact {
        name
      }
      ... on TrustContact {
        name
      }
    }
  }
`);

export type PolicyholderHome = PolicyholderHomeQuery;
export type HomePolicy = NonNullable<PolicyholderHomeQuery['userPolicy']>;

export const policyholderHomeQuery = queryOptions({
  queryKey: ['viewer', 'policyholder-home'],
  queryFn: () => execute(PolicyholderHomeDocument),
});

export function usePolicyholderHome() {
  return useQuery(policyholderHomeQuery);
}
