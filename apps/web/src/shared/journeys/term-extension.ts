// The term-extension journey (issue 27 item 4; spec 000 §1 "extendable up to age 65 ... with a digital health
// check-up"): started by ExtendTermModal once the extension is asked for, it runs the same check-up as a cover
// increase (the underwriting interview in the coverage_adjustment scope), then /products/insurance/confirm-update,
// which asks for the decision and shows the price from the extension's first day. One journey per policy.
import { coverIncreaseJourney } from './cover-increase';
import type { AppJourney } from './fulfillment';

const KEY_PREFIX = 'term-extension:';
const POLICY_ID = /^[A-Za-z0-9_-]+$/;

export const termExtensionJourneyKey = (policyId: string) => `${KEY_PREFIX}${policyId}`;

/** The policy a journey key extends the term of, or null for another journey (or a key tampered with). */
export function extendedPolicyOf(journeyKey: string | null | undefined): string | null {
  if (!journeyKey?.startsWith(KEY_PREFIX)) return null;
  const policyId = journeyKey.slice(KEY_PREFIX.length);
  return POLICY_ID.test(policyId) ? policyId : null;
}

/** The cover increase's steps under the extension's own key: the interview, then confirm-update. */
export function termExtensionJourney(policyId: string): AppJourney {
  return { ...coverIncreaseJourney(policyId), key: termExtensionJourneyKey(policyId) };
}
