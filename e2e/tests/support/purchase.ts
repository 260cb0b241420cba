// A purchase as the "Last step!" screen makes it (spec 000 §7), through the API: the quote accepted, the purchase
// signed, the card tokenised at the app's own sandbox card provider with its publishable key (as the card
// field's frame does), the first invoice paid. For the specs that start with a policyholder.
import { expect, type APIRequestContext } from '@playwright/test';
import { graphql } from './api.ts';

export async function buyTermQuote(
  request: APIRequestContext,
  token: string,
  cardNumber = '4242424242424242',
): Promise<{ id: string; label: string; amount: number; monthlyPremium: number }> {
  const { pendingQuote, appSettings, documents, currentUser } = await graphql<{
    pendingQuote: { id: string };
    appSettings: { cardProvider: { frameUrl: string; publishableKey: string } };
    documents: Array<{ id: string }>;
    currentUser: {
      activeConstellations: Array<{ businessSlug: string; activeInsuranceMembership: { id: string } | null }>;
    };
  }>(
    request,
    `
      {
        pendingQuote {
          id
        }
        appSettings {
          cardProvider {
            frameUrl
            publishableKey
          }
        }
        documents(slugs: ["statement-of-good-health", "policy-terms"]) {
          id
        }
        currentUser {
          activeConstellations {
            businessSlug
            activeInsuranceMembership {
              id
            }
          }
        }
      }
    `,
    {},
    token,
  );
  const { updateQuote } = await graphql<{ updateQuote: { error: unknown } }>(
    request,
    `
      mutation ($id: ID!) {
        updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
          error {
            code
          }
        }
      }
    `,
    { id: pendingQuote.id },
    token,
  );
  expect(updateQuote.error).toBeNull();
  const membershipId = currentUser.activeConstellations.find((each) => each.businessSlug === 'wysh-insurance')
    ?.activeInsuranceMembership?.id;
  const { createAcknowledgements } = await graphql<{ createAcknowledgements: { error: unknown } }>(
    request,
    'mutation ($input: [CreateAcknowledgementInput!]!) { createAcknowledgements(input: $input) { error { code } } }',
    {
      input: documents.map((document) => ({
        recordId: document.id,
        recordType: 'document',
        contextId: membershipId,
        contextType: 'InsuranceMembership',
      })),
    },
    token,
  );
  expect(createAcknowledgements.error).toBeNull();
  const { latestPayableInvoice } = await graphql<{ latestPayableInvoice: { id: string } }>(
    request,
    '{ latestPayableInvoice { id } }',
    {},
    token,
  );
  const provider = new URL(appSettings.cardProvider.frameUrl).origin;
  const tokenised = await request.post(`${provider}/v1/payment_methods`, {
    headers: { authorization: `Bearer ${appSettings.cardProvider.publishableKey}` },
    form: {
      type: 'card',
      'card[number]': cardNumber,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getFullYear() + 5),
      'card[cvc]': '123',
    },
  });
  const method = (await tokenised.json()) as { id?: string };
  expect(method.id).toBeTruthy();
  const { payInvoice } = await graphql<{ payInvoice: { transactionResult: string } }>(
    request,
    'mutation ($input: PayInvoiceInput!) { payInvoice(input: $input) { transactionResult } }',
    {
      input: {
        invoiceId: latestPayableInvoice.id,
        purchasePolicy: true,
        paymentMethodToken: method.id,
        nameOnCard: 'Ada Lovelace',
      },
    },
    token,
  );
  expect(payInvoice.transactionResult).toBe('success');
  const { userPolicy } = await graphql<{
    userPolicy: { id: string; label: string; amount: number; monthlyPremium: number };
  }>(request, '{ userPolicy { id label amount monthlyPremium } }', {}, token);
  return userPolicy;
}
