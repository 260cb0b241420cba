// A purchase as the "Last step!" screen makes it (spec 000 §7), through the API: the card tokenised at the app's
// own sandbox card provider with its publishable key (as the card field's frame does), then one purchasePolicy
// call (accept the quote, sign the Statement of Good Health and the terms, pay). For specs that start with a
// policyholder.
import { expect, type APIRequestContext } from '@playwright/test';
import { graphql } from './api.ts';

export async function buyTermQuote(
  request: APIRequestContext,
  token: string,
  cardNumber = '4242424242424242',
): Promise<{ id: string; label: string; amount: number; monthlyPremium: number }> {
  const { pendingQuote, appSettings, documents } = await graphql<{
    pendingQuote: { id: string };
    appSettings: { cardProvider: { frameUrl: string; publishableKey: string } };
    documents: Array<{ id: string }>;
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
      }
    `,
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
  const { purchasePolicy } = await graphql<{
    purchasePolicy: {
      transactionResult: string | null;
      policy: { id: string; label: string; amount: number; monthlyPremium: number } | null;
    };
  }>(
    request,
    `
      mutation ($input: PurchasePolicyInput!) {
        purchasePolicy(input: $input) {
          transactionResult
          policy {
            id
            label
            amount
            monthlyPremium
          }
        }
      }
    `,
    {
      input: {
        quoteId: pendingQuote.id,
        acknowledgedDocumentIds: documents.map((document) => document.id),
        paymentMethodToken: method.id,
        nameOnCard: 'Ada Lovelace',
      },
    },
    token,
  );
  expect(purchasePolicy.transactionResult).toBe('success');
  return purchasePolicy.policy!;
}
