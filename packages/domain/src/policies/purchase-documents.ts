// What a purchase is signed with (spec 000 §2 "By continuing, you agree to:"): the Statement of Good Health for
// term life (the applicant's health as it was underwritten), and the policy's terms for both products. The
// replacement notice for accidental death is optional and so is not required here.
import { ACCIDENTAL_DEATH_SLUG } from '../home-state.ts';

export const PURCHASE_DOCUMENT_SLUGS = ['statement-of-good-health', 'policy-terms'] as const;
export type PurchaseDocumentSlug = (typeof PURCHASE_DOCUMENT_SLUGS)[number];

export function purchaseDocuments(productSlug: string): readonly PurchaseDocumentSlug[] {
  return productSlug === ACCIDENTAL_DEATH_SLUG ? ['policy-terms'] : PURCHASE_DOCUMENT_SLUGS;
}
