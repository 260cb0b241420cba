// The purchase's calls (spec 000 §7 "Accept quote", 001 §4.5): what the screen shows (the chosen offer, the
// profile's name, the legal documents), then one purchasePolicy call that the server carries out as one use case:
// accept the offer, acknowledge the documents agreed to (all or nothing), and pay the accepted policy's first
// invoice with the tokenised card or from a linked bank account (then "processing": the policy is issued when
// the debit settles). A decline is an answer ("failed"), never an exception; sending it again after
// a decline or a lost answer never charges twice.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { PurchaseContextQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const PurchaseContextDocument = graphql(`
  query PurchaseContext {
    profile {
      firstName
      lastName
    }
    pendingQuote {
      id
      status
      amount
      termDuration
      insuredsAgeAtTerm
      monthlyPremium
    }
    productsOfferings {
      id
      productSlug
      status
      amount
      insuredsAgeAtTerm
      monthlyPremium
    }
    userPolicy {
      id
      label
      status
    }
    pendingPolicy {
      id
      status
      invoices {
        id
        kind
        payments {
          id
          status
          returnCode
          paymentMethod {
            source
            description
          }
        }
      }
    }
    documents(slugs: ["statement-of-good-health", "policy-terms", "replace-accidental-death"]) {
      id
      slug
      name
      html {
        url
      }
    }
  }
`);

const PurchasePolicyDocument = graphql(`
  mutation PurchasePolicy($input: PurchasePolicyInput!) {
    purchasePolicy(input: $input) {
      transactionResult
      message
      declineCode
      policy {
        id
        status
      }
      paymentMethod {
        description
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export const PURCHASE_KEY = ['viewer', 'purchase'] as const;

export const purchaseContextQuery = queryOptions({
  queryKey: [...PURCHASE_KEY, 'context'],
  queryFn: () => execute(PurchaseContextDocument),
});

export type PurchaseContext = PurchaseContextQuery;

export function usePurchaseContext() {
  return useQuery(purchaseContextQuery);
}

export type Offer = { kind: 'quote'; id: string } | { kind: 'offering'; id: string };

export type PurchaseOutcome =
  { result: 'paid' } | { result: 'failed'; message: string | null } | { result: 'processing' };

/** How the first premium is paid: the card field's token, or a linked account with the authorisation accepted. */
export type FirstPremiumPayment =
  | { kind: 'card'; paymentMethodToken: string; nameOnCard: string }
  | { kind: 'bank_account'; plaidAccountId: string; debitAuthorizationVersion: string };

/** Buys the offer in one call. A charge refused answers "failed"; anything thrown is for PaymentFailed too. */
export function usePurchase() {
  return useMutation({
    // Everything the person sees changes with a policy: the dashboard, the offers, the documents.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (input: {
      offer: Offer;
      payment: FirstPremiumPayment;
      acknowledge: Array<{ documentId: string }>;
    }): Promise<PurchaseOutcome> => {
      const paid = unwrap(
        (
          await execute(PurchasePolicyDocument, {
            input: {
              ...(input.offer.kind === 'quote'
                ? { quoteId: input.offer.id }
                : { offeringId: input.offer.id }),
              acknowledgedDocumentIds: input.acknowledge.map(({ documentId }) => documentId),
              ...(input.payment.kind === 'card'
                ? {
                    paymentMethodToken: input.payment.paymentMethodToken,
                    nameOnCard: input.payment.nameOnCard,
                  }
                : {
                    plaidAccountId: input.payment.plaidAccountId,
                    debitAuthorizationVersion: input.payment.debitAuthorizationVersion,
                  }),
            },
          })
        ).purchasePolicy,
      );
      if (paid.transactionResult === 'failed') return { result: 'failed', message: paid.message ?? null };
      if (paid.transactionResult !== 'success') return { result: 'processing' };
      return { result: 'paid' };
    },
  });
}

const PurchasedPolicyDocument = graphql(`
  query PurchasedPolicy {
    profile {
      firstName
      activeEmail {
        email
      }
      emails {
        email
      }
    }
    pendingPolicy {
      id
      status
      amount
      monthlyPremium
      product {
        slug
      }
      invoices {
        id
        kind
        payments {
          id
          status
          paymentMethod {
            description
          }
        }
      }
    }
    userPolicy {
      id
      label
      status
      amount
      termDuration
      insuredsAgeAtTerm
      effectiveAt
      monthlyPremium
      product {
        slug
      }
      documents {
        id
        slug
        html {
          url
        }
        pdf {
          url
        }
      }
    }
  }
`);

export const purchasedPolicyQuery = queryOptions({
  queryKey: [...PURCHASE_KEY, 'policy'],
  queryFn: () => execute(PurchasedPolicyDocument),
});

export function usePurchasedPolicy() {
  return useQuery(purchasedPolicyQuery);
}

/** The packet's links as they are now (it appears once the job after the issue made it). */
export async function fetchPolicyPacket(): Promise<{ html: string; pdf: string } | null> {
  const { userPolicy } = await execute(PurchasedPolicyDocument);
  const packet = userPolicy?.documents.find((document) => document.slug === 'policy-packet');
  return packet ? { html: packet.html.url, pdf: packet.pdf.url } : null;
}
