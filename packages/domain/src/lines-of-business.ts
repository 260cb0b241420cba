// Lines of business: what a user can be a member of. Each user has a constellation per line of business; the
// insurance one ("wysh-insurance", the default) carries the user's insurance membership.

export const LINES_OF_BUSINESS = ['wysh-insurance'] as const;

export type LineOfBusiness = (typeof LINES_OF_BUSINESS)[number];

/** Spec: default lineOfBusiness {product}-insurance. */
export const DEFAULT_LINE_OF_BUSINESS: LineOfBusiness = 'wysh-insurance';

export function isLineOfBusiness(value: string): value is LineOfBusiness {
  return (LINES_OF_BUSINESS as readonly string[]).includes(value);
}

/** How a constellation and its membership are named to the person. */
export const LINE_OF_BUSINESS_LABELS: Record<LineOfBusiness, { constellation: string; membership: string }> =
  {
    'wysh-insurance': { constellation: 'Wysh Insurance', membership: 'Wysh Life Insurance' },
  };

export type InsuranceMembershipFlags = {
  eligibleForCoverage: boolean;
  eligibleForUnderwriting: boolean;
  eligibleForMonitoring: boolean;
  underwritingRequired: boolean;
  billing: boolean;
  termLifeExtension: boolean;
};

/**
 * A new member's standing, before anything is known about them: they may apply for cover and be underwritten,
 * and must be (no policy is issued without underwriting). Monitoring needs a verified phone number (a wysh
 * follows a loan linked through the bank-link provider, which only a verified session may do: phone
 * verification turns it on), billing a policy, and a term-life extension a policy 20 years old: none exists
 * yet, so those start off.
 */
export function newInsuranceMembershipFlags(): InsuranceMembershipFlags {
  return {
    eligibleForCoverage: true,
    eligibleForUnderwriting: true,
    eligibleForMonitoring: false,
    underwritingRequired: true,
    billing: false,
    termLifeExtension: false,
  };
}
