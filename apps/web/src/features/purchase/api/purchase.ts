// The purchase's calls (spec 000 §7 "Accept quote", 001 §4.5): what the screen shows (the chosen offer, the
// profile's name, the legal documents), then accept the offer, read the pending policy's payable invoice,
// acknowledge the documents (all or nothing), and pay it with the tokenised card. The server takes no money for a
// purchase that is not signed, so the acknowledgements come before the payment. A decline is an answer
// ("failed"), never an exception.
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
    }
    documents(slugs: ["statement-of-good-health", "policy-terms", "replace-accidental-death"]) {
      id
      slug
      name
      html {
        url
      }
    }
    currentUser {
      ...ActiveMembershipFields
    }
  }
`);

const AcceptQuoteDocument = graphql(`
  mutation AcceptQuote($quoteId: ID!) {
    updateQuote(input: { quoteId: $quoteId, status: "accepted", billingFrequency: "monthly" }) {
      quote {
        id
        status
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const AcceptOfferingDocument = graphql(`
  mutation AcceptProductOffering($offeringId: ID!) {
    acceptProductOffering(input: { offeringId: $offeringId }) {
      policy {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const PayableInvoiceDocument = graphql(`
  query PayableInvoice {
    pendingPolicy {
      id
    }
    latestPayableInvoice {
      id
      amount
      policyId
    }
  }
`);

const PayInvoiceDocument = graphql(`
  mutation PayInvoice($input: PayInvoiceInput!) {
    payInvoice(input: $input) {
      transactionResult
      message
      declineCode
      error {
        ...UserErrorFields
      }
    }
  }
`);

const AcknowledgeDocumentsDocument = graphql(`
  mutation AcknowledgePurchaseDocuments($input: [CreateAcknowledgementInput!]!) {
    createAcknowledgements(input: $input) {
      success
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

/**
 * The purchase's calls: accept, the payable invoice, the acknowledgements, then pay (purchasePolicy true). A
 * charge refused answers "failed"; anything thrown is for PaymentFailed too.
 */
export function usePurchase() {
  return useMutation({
    // Everything the person sees changes with a policy: the dashboard, the offers, the documents.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (input: {
      offer: Offer;
      paymentMethodToken: string;
      nameOnCard: string;
      acknowledge: Array<{ documentId: string }>;
      membershipId: string | null;
    }): Promise<PurchaseOutcome> => {
      if (input.offer.kind === 'quote')
        unwrap((await execute(AcceptQuoteDocument, { quoteId: input.offer.id })).updateQuote);
      else
        unwrap((await execute(AcceptOfferingDocument, { offeringId: input.offer.id })).acceptProductOffering);
      const { latestPayableInvoice } = await execute(PayableInvoiceDocument);
      if (!latestPayableInvoice) throw new Error('No invoice to pay');
      if (input.membershipId && input.acknowledge.length > 0) {
        unwrap(
          (
            await execute(AcknowledgeDocumentsDocument, {
              input: input.acknowledge.map(({ documentId }) => ({
                recordId: documentId,
                recordType: 'document',
                contextId: input.membershipId!,
                contextType: 'InsuranceMembership',
              })),
            })
          ).createAcknowledgements,
        );
      }
      const paid = unwrap(
        (
          await execute(PayInvoiceDocument, {
            input: {
              invoiceId: latestPayableInvoice.id,
              purchasePolicy: true,
              paymentMethodToken: input.paymentMethodToken,
              nameOnCard: input.nameOnCard,
            },
          })
        ).payInvoice,
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
