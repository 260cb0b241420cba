// The cover-increase journey (issue 27; spec 001 §4.1 "underwriting-interview leads to confirm-update under
// coverage_adjustment"): started by UnderwritingRequiredModal once the request for more cover is made, it runs the
// underwriting interview in the coverage_adjustment scope, then /products/insurance/confirm-update, which asks for
// the decision and shows the new price. No loader and no trivia: those decide a new application, not an increase.
// One journey per policy: its key carries the policy's id, so saved progress knows whose interview to resume.
import type { AppJourney } from './fulfillment';
import { UNDERWRITING_INTERVIEW_FORMS } from './fulfillment';

const KEY_PREFIX = 'cover-increase:';
const POLICY_ID = /^[A-Za-z0-9_-]+$/;

/** Approving a pending quote or policy update (spec 001 §2.1): an increase's new price. */
export const CONFIRM_UPDATE_PATH = '/products/insurance/confirm-update';
/** The coverage editor's policy mode, where more cover is asked for. */
export const POLICY_EDITOR_PATH = '/edit-coverage/policy';
export const COVER_INCREASE_SCOPE = 'coverage_adjustment';

export const coverIncreaseJourneyKey = (policyId: string) => `${KEY_PREFIX}${policyId}`;

/** The policy a journey key raises the cover of, or null for another journey (or a key tampered with). */
export function increasedPolicyOf(journeyKey: string | null | undefined): string | null {
  if (!journeyKey?.startsWith(KEY_PREFIX)) return null;
  const policyId = journeyKey.slice(KEY_PREFIX.length);
  return POLICY_ID.test(policyId) ? policyId : null;
}

export function coverIncreaseJourney(policyId: string): AppJourney {
  return {
    key: coverIncreaseJourneyKey(policyId),
    kind: 'fulfillment',
    exitPath: '/products/insurance',
    progressSteps: UNDERWRITING_INTERVIEW_FORMS,
    steps: [
      {
        key: 'underwriting-interview',
        path: '/flow/underwriting-interview',
        flowScope: COVER_INCREASE_SCOPE,
        usesFormSlug: true,
        progressKeys: UNDERWRITING_INTERVIEW_FORMS,
        exit: true,
      },
      {
        // The decision and the new price; the page completes the journey once it has a decision.
        key: 'confirm-update',
        path: CONFIRM_UPDATE_PATH,
        progressKeys: [],
        completesQuietly: true,
      },
    ],
  };
}
