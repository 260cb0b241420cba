// The reinstatement journey (spec 001 §4.4 "Reinstatement steps"), from /fulfillment/reinstatement/{policy_id}
// to "/": the unified insurance profile and the underwriting interview in the reinstatement scope, the loader and
// the trivia while the reinstatement is decided (post-underwriting), then the reinstatement offer (the journey's
// quote review) and the reinstatement purchase, whose payment completes it (the policy confirmation follows, with
// nothing to go back to). One journey per policy: its key carries
// the reinstateable policy's id, so saved progress knows which reinstatement to start again on resume.
import type { AppJourney } from './fulfillment';
import { UNDERWRITING_INTERVIEW_FORMS } from './fulfillment';

const KEY_PREFIX = 'reinstatement:';
const POLICY_ID = /^[A-Za-z0-9_-]+$/;

/** The progress steps (spec 001 §4.4): the profile and the interview's questions, then the offer and purchase. */
export const REINSTATEMENT_PROGRESS_STEPS = [
  'insurance-profile',
  'insurance-profile-review-screen',
  ...UNDERWRITING_INTERVIEW_FORMS,
  'quote-review-route',
  'purchase-reinstated-policy',
] as const;

export const reinstatementOfferPath = (policyId: string) => `/fulfillment/reinstatement/${policyId}`;

/** The reinstatement journey's key for a policy. */
export const reinstatementJourneyKey = (policyId: string) => `${KEY_PREFIX}${policyId}`;

/** The policy a journey key reinstates, or null for another journey (or a key that was tampered with). */
export function reinstatedPolicyOf(journeyKey: string | null | undefined): string | null {
  if (!journeyKey?.startsWith(KEY_PREFIX)) return null;
  const policyId = journeyKey.slice(KEY_PREFIX.length);
  return POLICY_ID.test(policyId) ? policyId : null;
}

export function reinstatementJourney(policyId: string): AppJourney {
  const offer = reinstatementOfferPath(policyId);
  return {
    key: reinstatementJourneyKey(policyId),
    kind: 'fulfillment',
    exitPath: '/',
    progressSteps: REINSTATEMENT_PROGRESS_STEPS,
    // Reinstated (the policy is in force again, however the confirmation was left): nothing left to pick up.
    finishedWhen: ({ holdsPolicy }) => holdsPolicy,
    steps: [
      {
        // The unified insurance profile (spec 001 §4.1: under reinstatement it leads to the interview).
        key: 'insurance-profile',
        path: '/flow/insurance-profile',
        flowScope: 'reinstatement',
        usesFormSlug: true,
        progressKeys: ['insurance-profile', 'insurance-profile-review-screen'],
        exit: true,
      },
      {
        key: 'underwriting-interview',
        path: '/flow/underwriting-interview',
        flowScope: 'reinstatement',
        usesFormSlug: true,
        progressKeys: UNDERWRITING_INTERVIEW_FORMS,
      },
      {
        // The loader and the trivia while submitReinstatementUnderwriting decides; approved leads on through
        // /review-quote to the offer, referred to manual review, declined to rejected_reinstatement.
        key: 'post-underwriting',
        path: '/flow/post-underwriting',
        flowScope: 'reinstatement',
        usesFormSlug: true,
        progressKeys: [],
        exitReplacesBack: true,
        completesAt: [
          'underwriting-result-manual',
          'underwriting-result-denied-reinstatement',
          'underwriting-result-failed',
        ],
        detours: ['/review-quote', '/products/insurance/manual-review', '/coverage-denied/'],
      },
      // The offer: decided, nothing to go back to.
      { key: 'quote-review', path: offer, progressKeys: ['quote-review-route'], exitReplacesBack: true },
      {
        // Paid, the journey completes here quietly: the policy confirmation says it all, with no way back.
        key: 'purchase-reinstated-policy',
        path: `${offer}/purchase`,
        progressKeys: ['purchase-reinstated-policy'],
        backStep: 'quote-review',
        completesQuietly: true,
      },
    ],
  };
}
