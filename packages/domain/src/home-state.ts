// The home dashboard's derived states (spec 000 §4 "Insurance marketing state precedence", 001 §2.2, §4.13):
// which of its six states the insurance card shows, whether the Wysh card shows the allocated wyshes, and the
// card's title. Pure: the server feeds it what the user has, the client only renders the answer.

export const INSURANCE_CARD_STATES = [
  'owned',
  'notice',
  'quote',
  'reviewing',
  'recapture',
  'marketing',
] as const;
export type InsuranceCardState = (typeof INSURANCE_CARD_STATES)[number];

export type WyshCardState = 'owned' | 'marketing';

export type ApplicationResult = 'referred_to_underwriter' | 'accepted' | 'rejected' | 'pending';

export interface OfferingFacts {
  status: 'expired' | 'accepted' | 'pending';
  /** Past this instant the offering is expired (spec 001 §4.13). */
  effectiveUntil: Date | null;
}

export interface InsuranceFacts {
  hasPolicy: boolean;
  latestApplicationResult: ApplicationResult | null;
  offerings: readonly OfferingFacts[];
  eligibleForUnderwriting: boolean;
  hasEstimate: boolean;
}

/** An offering is expired when its status says so or now is past its effectiveUntil. */
export function isOfferingExpired(offering: OfferingFacts, now: Date): boolean {
  if (offering.status === 'expired') return true;
  return offering.effectiveUntil !== null && now.getTime() > offering.effectiveUntil.getTime();
}

/** The insurance card's state, first match wins: owned, notice, quote, reviewing, recapture, marketing. */
export function insuranceCardState(facts: InsuranceFacts, now: Date): InsuranceCardState {
  if (facts.hasPolicy) return 'owned';
  if (facts.latestApplicationResult === 'referred_to_underwriter') return 'notice';
  if (facts.offerings.some((offering) => !isOfferingExpired(offering, now))) return 'quote';
  if (facts.latestApplicationResult === 'pending' && !facts.eligibleForUnderwriting) return 'reviewing';
  if (facts.hasEstimate) return 'recapture';
  return 'marketing';
}

/** Owned when the user has any allocation or the summary counts an active one; else marketing. */
export function wyshCardState(facts: { allocationCount: number; activeCount: number }): WyshCardState {
  return facts.allocationCount > 0 || facts.activeCount > 0 ? 'owned' : 'marketing';
}

export const ACCIDENTAL_DEATH_SLUG = 'wysh-accidental-death';

/** The insurance card's title: Accidental Death Insurance for the AD product, Term Life Insurance otherwise. */
export function insuranceCardTitle(productSlug: string | null | undefined): string {
  return productSlug === ACCIDENTAL_DEATH_SLUG ? 'Accidental Death Insurance' : 'Term Life Insurance';
}

/** The Wysh card shows names cut at 14 characters (with an ellipsis when cut). */
export const WYSH_NAME_LIMIT = 14;

export function shortWyshName(name: string): string {
  const chars = Array.from(name.trim());
  return chars.length > WYSH_NAME_LIMIT ? `${chars.slice(0, WYSH_NAME_LIMIT).join('')}…` : chars.join('');
}
