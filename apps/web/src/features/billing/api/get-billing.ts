// The billing page's data (spec 001 §2.17, §3.3, §3.5): the policy's plan, lapse date and invoices, the card
// on file, and what the insurance membership has past due or in flight.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { BillingPageQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const BillingPageDocument = graphql(`
  query BillingPage {
    userPolicy {
      id
      label
      status
      lapsesAt
      monthlyPremium
      annualPremium
      accountsProduct {
        id
        name
        amount
        billingFrequency
        nextPayment {
          date
          estimated
        }
      }
      invoices {
        id
        kind
        status
        amount
        balance
        periodStart
        periodEnd
        dueOn
        paidOn
        pastDue
        payments {
          id
          status
          amount
          returnCode
        }
        receipt {
          id
          pdf {
            url
          }
        }
      }
    }
    activePaymentMethod {
      id
      source
      name
      description
      bankAccount {
        bankName
        accountType
        mask
        plaidAccountId
        debitsStoppedCode
      }
      card {
        brand
        last4
        expMonth
        expYear
      }
    }
    currentUser {
      activeConstellations {
        businessSlug
        activeInsuranceMembership {
          id
          invoicesPastDueBalance
          invoicesProcessingAmount
        }
      }
    }
    profile {
      firstName
      lastName
    }
  }
`);

export type BillingPageData = BillingPageQuery;
export type BillingPolicy = NonNullable<BillingPageQuery['userPolicy']>;
export type BillingInvoice = BillingPolicy['invoices'][number];
export type CardOnFile = NonNullable<BillingPageQuery['activePaymentMethod']>;

export const BILLING_KEY = ['viewer', 'billing'] as const;

export const billingQuery = queryOptions({
  queryKey: BILLING_KEY,
  queryFn: () => execute(BillingPageDocument),
});

export function useBilling() {
  return useQuery(billingQuery);
}
