// Signing a purchase as the "Last step!" screen does before it pays: the Statement of Good Health (term life)
// and the policy's terms, acknowledged in the buyer's insurance membership, all or nothing.
import { decidedApplicant } from './applying.ts';
import { tokenise } from './cards.ts';
import type { TestApp } from './test-app.ts';

export async function signPurchase(
  t: TestApp,
  token: string,
  slugs: readonly string[] = ['statement-of-good-health', 'policy-terms'],
): Promise<void> {
  const read = await t.graphql<{
    documents: Array<{ id: string; slug: string }>;
    currentUser: {
      activeConstellations: Array<{ businessSlug: string; activeInsuranceMembership: { id: string } | null }>;
    };
  }>(
    `query($slugs: [String!]!) { documents(slugs: $slugs) { id slug }
      currentUser { activeConstellations { businessSlug activeInsuranceMembership { id } } } }`,
    { slugs: [...slugs] },
    { token },
  );
  if (read.errors) throw new Error(JSON.stringify(read.errors));
  const membershipId = read.data!.currentUser.activeConstellations.find(
    (each) => each.businessSlug === 'wysh-insurance',
  )?.activeInsuranceMembership?.id;
  if (!membershipId) throw new Error('No insurance membership to sign the purchase in');
  const signed = await t.graphql<{ createAcknowledgements: { error: { code: string } | null } }>(
    `mutation($input: [CreateAcknowledgementInput!]!) { createAcknowledgements(input: $input) { error { code } } }`,
    {
      input: read.data!.documents.map((document) => ({
        recordId: document.id,
        recordType: 'document',
        contextId: membershipId,
        contextType: 'InsuranceMembership',
      })),
    },
    { token },
  );
  if (signed.errors || signed.data!.createAcknowledgements.error)
    throw new Error(`Signing the purchase failed: ${JSON.stringify(signed.errors ?? signed.data)}`);
}

type Bought = { token: string; policyId: string; invoiceId: string };

async function asker(t: TestApp, token: string) {
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<T>(query, variables, { token });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };
}

/** Pays the policy's first invoice with `cardNumber`, as "Last step!" does once the purchase is signed. */
async function payFirstPremium(
  t: TestApp,
  token: string,
  cardPort: number,
  cardNumber: string,
): Promise<Bought> {
  const ask = await asker(t, token);
  const { pendingPolicy, latestPayableInvoice } = await ask<{
    pendingPolicy: { id: string };
    latestPayableInvoice: { id: string };
  }>('{ pendingPolicy { id } latestPayableInvoice { id } }');
  const paid = await ask<{ payInvoice: { transactionResult: string } }>(
    `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { transactionResult } }`,
    {
      input: {
        invoiceId: latestPayableInvoice.id,
        purchasePolicy: true,
        paymentMethodToken: await tokenise(cardPort, cardNumber),
        nameOnCard: 'Ada Lovelace',
      },
    },
  );
  if (paid.payInvoice.transactionResult !== 'success')
    throw new Error(`The purchase was not paid: ${paid.payInvoice.transactionResult}`);
  return { token, policyId: pendingPolicy.id, invoiceId: latestPayableInvoice.id };
}

/**
 * A person who bought the term quote with `cardNumber` through the sandbox card provider (at `cardPort`): accepted,
 * signed and paid, as the "Last step!" screen does. Answers their token and the policy's and first invoice's ids.
 */
export async function buyTermPolicy(
  t: TestApp,
  cardPort: number,
  cardNumber = '4242 4242 4242 4242',
): Promise<Bought> {
  const token = await decidedApplicant(t);
  const ask = await asker(t, token);
  const { pendingQuote } = await ask<{ pendingQuote: { id: string } }>('{ pendingQuote { id } }');
  await ask(
    `mutation($id: ID!) { updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
      error { code } } }`,
    { id: pendingQuote.id },
  );
  await signPurchase(t, token);
  return payFirstPremium(t, token, cardPort, cardNumber);
}

/**
 * A person offered accidental death only (a BMI of 42 declines term life) who bought it with `cardNumber`:
 * the offering accepted, its terms signed and the first premium paid.
 */
export async function buyAccidentalDeathPolicy(
  t: TestApp,
  cardPort: number,
  cardNumber = '4242 4242 4242 4242',
): Promise<Bought> {
  const token = await decidedApplicant(t, AD_ONLY_ANSWERS);
  const ask = await asker(t, token);
  const { productsOfferings } = await ask<{ productsOfferings: Array<{ id: string }> }>(
    '{ productsOfferings { id } }',
  );
  const accepted = await ask<{ acceptProductOffering: { error: { code: string } | null } }>(
    `mutation($id: ID!) { acceptProductOffering(input: { offeringId: $id }) { error { code } } }`,
    { id: productsOfferings[0]!.id },
  );
  if (accepted.acceptProductOffering.error)
    throw new Error(`The offering was not accepted: ${accepted.acceptProductOffering.error.code}`);
  await signPurchase(t, token, ['policy-terms']);
  return payFirstPremium(t, token, cardPort, cardNumber);
}

/** The interview's answers of an applicant offered accidental death only: 293 lb at 5 ft 10 in, a BMI of 42. */
export const AD_ONLY_ANSWERS = { weight: 293 };
