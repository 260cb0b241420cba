// Who the product may cover (spec 000 §2 "Coverage denied", §9; 001 §2.7, §9): insured ages 18 to 45, and
// residents of the states the product is filed in.
import { ageOn } from './calendar.ts';

export const MIN_INSURED_AGE = 18;
export const MAX_INSURED_AGE = 45;

/** The states the product is filed in, by USPS code, with their names for the denial screens. */
export const ELIGIBLE_STATES = {
  AZ: 'Arizona',
  GA: 'Georgia',
  IL: 'Illinois',
  MI: 'Michigan',
  NC: 'North Carolina',
  OH: 'Ohio',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  WI: 'Wisconsin',
} as const;

export type EligibleState = keyof typeof ELIGIBLE_STATES;

export function isEligibleState(alpha2: string): alpha2 is EligibleState {
  return Object.hasOwn(ELIGIBLE_STATES, alpha2.trim().toUpperCase());
}

/** Ineligibility reasons (spec 001 §2.6), in the order a person is told about them: age first. */
export const INELIGIBILITY_REASONS = [
  'age_of_insured',
  'criminal_history',
  'state_of_residence',
  'general',
] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

/** The one reason to show (spec 001 §4.3): age is preferred, then criminal history, then the others. */
export function reasonToShow(reasons: readonly string[]): IneligibilityReason | null {
  return INELIGIBILITY_REASONS.find((reason) => reasons.includes(reason)) ?? null;
}

export function isInsurableAge(age: number): boolean {
  return age >= MIN_INSURED_AGE && age <= MAX_INSURED_AGE;
}

/**
 * Why the saved profile cannot be covered (spec 000 §2, 001 §2.6-2.7, §4.3): the insured's age on `today`, and
 * the state of residence. Later issues add criminal_history and general (from the underwriting interview).
 */
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
