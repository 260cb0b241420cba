// Who the product may cover, from the saved profile (spec 000 §2, 001 §2.6-2.7, §4.3): the insured's age on
// the server's today, and the state of residence. Later issues add criminal_history and general (from the
// underwriting interview).
import {
  ELIGIBLE_STATES,
  isEligibleState,
  isInsurableAge,
  type IneligibilityReason,
} from '@wysh/domain/eligibility';
import { ageOn } from '@wysh/domain/calendar';

/** The business the products belong to, and the products filed in the eligible states. */
export const BUSINESS_SLUG = 'wysh-insurance';
export const FILED_PRODUCTS = ['wysh-term-life', 'wysh-accidental-death'] as const;

export function coverageIneligibilityReasons(
  profile: { birthdate: string | null; state: string | null },
  today: string,
): IneligibilityReason[] {
  const reasons: IneligibilityReason[] = [];
  const age = profile.birthdate ? ageOn(profile.birthdate, today) : null;
  if (age !== null && !isInsurableAge(age)) reasons.push('age_of_insured');
  if (profile.state !== null && !isEligibleState(profile.state)) reasons.push('state_of_residence');
  return reasons;
}

/** Whether a product of a business is sold in a state (by USPS code). */
export function productSoldIn(businessSlug: string, productSlug: string, alpha2: string): boolean {
  return (
    businessSlug === BUSINESS_SLUG &&
    (FILED_PRODUCTS as readonly string[]).includes(productSlug) &&
    Object.hasOwn(ELIGIBLE_STATES, alpha2)
  );
}
