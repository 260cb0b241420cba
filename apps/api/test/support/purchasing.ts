// Signing a purchase as the "Last step!" screen does before it pays: the Statement of Good Health (term life)
// and the policy's terms, acknowledged in the buyer's insurance membership, all or nothing.
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
