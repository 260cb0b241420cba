// The product catalogue (spec 000 §2, 001 §9): the products of each line of business and where they are sold.
// Today one business, wysh-insurance, files two products in the eligible states.
import { ELIGIBLE_STATES } from './eligibility.ts';
import { DEFAULT_LINE_OF_BUSINESS } from './lines-of-business.ts';

/** The products filed in the eligible states, by slug. */
export const FILED_PRODUCTS = ['wysh-term-life', 'wysh-accidental-death'] as const;
export type ProductSlug = (typeof FILED_PRODUCTS)[number];

/** Whether a product of a business is sold in a state (by USPS code). */
export function productSoldIn(businessSlug: string, productSlug: string, alpha2: string): boolean {
  return (
    businessSlug === DEFAULT_LINE_OF_BUSINESS &&
    (FILED_PRODUCTS as readonly string[]).includes(productSlug) &&
    Object.hasOwn(ELIGIBLE_STATES, alpha2)
  );
}
