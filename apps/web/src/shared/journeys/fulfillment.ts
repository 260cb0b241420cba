// The fulfillment journey (spec 001 §4.4 "Fulfillment steps"), from /fulfillment/start to "/": registration
// when the session is not yet verified, the honesty pledge and eligibility checklist, the onboarding-intro and
// insurance-profile flows (scope new_policy), then the ineligibility check (spec 001 §4.3), the beneficiary
// flow, the underwriting interview, the post-underwriting flow (the loader, the trivia, then the result) and the
// purchase.
import type { AuthLevel } from '../stores/auth';
import type { JourneyDefinition } from './machine';

/** What the steps' conditions look at. */
export interface JourneyContext {
  authLevel: AuthLevel;
  /** Names of the feature flags that are on. */
  flags: ReadonlySet<string>;
  /** The account has a verified phone number (an identified session then only proves it has the phone). */
  hasActivePhone: boolean;
  /** The account holds a policy in force: the application was bought, the journey is over. */
  holdsPolicy: boolean;
}

export type AppJourney = JourneyDefinition<JourneyContext>;

export const SKIP_PHONE_FLAG = 'wysh-insurance-skip-client-phone-screen';
export const FULFILLMENT_START_PATH = '/fulfillment/start';
export const ELIGIBILITY_CHECK_PATH = '/fulfillment/check-eligibility';

const visitor = ({ authLevel }: JourneyContext) => authLevel === 'unidentified';
const identifiedOnly = ({ authLevel }: JourneyContext) => authLevel === 'identified';
const notVerified = ({ authLevel }: JourneyContext) => authLevel !== 'verified';
const phoneStepsOn = ({ flags }: JourneyContext) => !flags.has(SKIP_PHONE_FLAG);
const noActivePhone = ({ hasActivePhone }: JourneyContext) => !hasActivePhone;

/**
 * The progress steps of spec 001 §4.4, in order: the ones this journey shows today and those later issues add
 * (form slugs of the flows). The bar counts all of them, so it tells the truth about how far along one is.
 */
export const FULFILLMENT_PROGRESS_STEPS = [
  'honesty-pledge',
  'insurance-profile',
  'insurance-profile-review-screen',
  'beneficiary-intro',
  'have_a_license',
  'dmv_lic_nmbr',
  'us_citizen',
  'applied_within_12_months',
  'applicant_own_anything',
  'existing_policy_wysh',
  'employed_status',
  'employ_prosport',
  'employed_status_military',
  'income',
  'activity',
  'tobacco',
  'marijuana',
  'height',
  'weight',
  'medical_history_1',
  'medical_history_2',
  'substance_usage',
  'hiv_status',
  'covid_hospitalized',
  'medical_history_family',
  'driving_history',
  'criminal_history',
  'interview-review',
  'quote-review-term-life',
  'about-accidental-death',
  'purchase-policy',
] as const;

/** The interview's forms, in order: its progress steps (spec 001 §4.4). */
export const UNDERWRITING_INTERVIEW_FORMS = FULFILLMENT_PROGRESS_STEPS.slice(
  FULFILLMENT_PROGRESS_STEPS.indexOf('have_a_license'),
  FULFILLMENT_PROGRESS_STEPS.indexOf('interview-review') + 1,
);

export const fulfillmentJourney: AppJourney = {
  key: 'fulfillment',
  kind: 'fulfillment',
  exitPath: '/',
  progressSteps: FULFILLMENT_PROGRESS_STEPS,
  // The purchase is the application's end, however the person left the confirmation (its button, the header,
  // closing the tab) and on whichever device they bought (spec 001 §4.4, §4.5).
  finishedWhen: ({ holdsPolicy }) => holdsPolicy,
  steps: [
    {
      // Registration sequence (spec 001 §4.4): create account, create phone (skipped by the flag or when the
      // account has a phone), verify phone. Back from a later step never returns here once signed in.
      key: 'registration',
      conditions: [notVerified],
      progressKeys: [],
      sections: [
        { key: 'create-account', path: '/create-account', conditions: [visitor] },
        {
          key: 'create-phone',
          path: '/create-phone',
          conditions: [identifiedOnly, phoneStepsOn, noActivePhone],
        },
        { key: 'verify-phone', path: '/verify-session', conditions: [identifiedOnly, phoneStepsOn] },
      ],
    },
    { key: 'honesty-pledge', path: '/onboarding/honesty-pledge', exit: true },
    { key: 'eligibility-checklist', path: '/onboarding/eligibility', progressKeys: [] },
    {
      key: 'onboarding-intro',
      path: '/flow/onboarding-intro',
      flowScope: 'new_policy',
      usesFormSlug: true,
      progressKeys: [],
    },
    {
      key: 'insurance-profile',
      path: '/flow/insurance-profile',
      flowScope: 'new_policy',
      usesFormSlug: true,
      progressKeys: ['insurance-profile', 'insurance-profile-review-screen'],
    },
    // The ineligibility check (spec 001 §4.3): no reasons, on; a reason, /ineligible/{reason}. Nothing to go
    // back to from here: the profile is answered.
    { key: 'ineligibility-check', path: ELIGIBILITY_CHECK_PATH, progressKeys: [], exitReplacesBack: true },
    {
      // Who is paid (spec 001 §4.1): the intro and the review; adding, editing and allocating are its own pages.
      key: 'beneficiary',
      path: '/flow/beneficiary',
      flowScope: 'new_policy',
      usesFormSlug: true,
      progressKeys: ['beneficiary-intro'],
      detours: ['/beneficiary/'],
    },
    {
      // The interview (spec 001 §4.1, §4.4): its question slugs and the review are progress steps.
      key: 'underwriting-interview',
      path: '/flow/underwriting-interview',
      flowScope: 'new_policy',
      usesFormSlug: true,
      progressKeys: UNDERWRITING_INTERVIEW_FORMS,
    },
    {
      // The loader and the trivia while the application is decided (spec 001 §2.4, §4.9); the result's
      // pages (quote review, about AD, manual review, denied) are reached from here. The denied, failed and
      // manual results end the application: progress 100%.
      key: 'post-underwriting',
      path: '/flow/post-underwriting',
      flowScope: 'new_policy',
      usesFormSlug: true,
      progressKeys: [],
      exitReplacesBack: true,
      completesAt: ['underwriting-result-manual', 'underwriting-result-denied', 'underwriting-result-failed'],
      detours: ['/review-quote', '/about-ad', '/products/insurance/manual-review', '/coverage-denied/'],
    },
    {
      // The purchase (spec 001 §4.4, §4.5): "Last step!", then the payment confirmation. Reached from the quote
      // review's PURCHASE TERM LIFE or the accidental-death offer's GET NOW; neither screen goes back.
      key: 'purchase-policy',
      path: '/flow/purchase-policy',
      flowScope: 'new_policy',
      usesFormSlug: true,
      progressKeys: ['purchase-policy'],
      exitReplacesBack: true,
      completesQuietly: true,
    },
  ],
};
