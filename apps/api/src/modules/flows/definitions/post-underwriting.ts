// The post-underwriting flow (spec 001 §2.4, §4.1, §4.9; spec 000 §2 "Quote route order", "AD-only result"):
// the intentional loader while the application is decided, then the underwriting-results trivia screen, which
// polls for the decision and, once it has one (or times out), asks for the next form with the result as its
// action. The result forms send the person where the quote route order says: the term quote review, the
// AD-only result (drawn here), manual review, the rejected (or, for a reinstatement, rejected_reinstatement) or
// the failed screen. The result only picks the screen: each destination reads the stored application and offers
// itself.
import { FINISH, type FlowDefinition, type FormDefinition } from '../flow-definition.ts';
import { api, button, finishFlowTo, text } from './build.ts';

/** The form the trivia runs through: the decision's outcome (or "failed" on time-out) is the action. */
export const UNDERWRITING_RESULTS_FORM = 'underwriting-results';
export const RESULT_FORMS = {
  accepted: 'underwriting-result-accepted',
  ad_only: 'underwriting-result-ad-only',
  referred_to_underwriter: 'underwriting-result-manual',
  rejected: 'underwriting-result-denied',
  // A declined reinstatement (submitReinstatementUnderwriting's underwritingResult): its own denied screen.
  rejected_reinstatement: 'underwriting-result-denied-reinstatement',
  failed: 'underwriting-result-failed',
} as const;

/** A result form that goes on at once (layout terminal: its first button runs as it shows). */
const onwardTo = (slug: string, description: string, path: string): FormDefinition => ({
  form: {
    slug,
    layout: 'terminal',
    description,
    items: [button('continue', 'CONTINUE', [finishFlowTo(path)])],
  },
  otherwise: FINISH,
});

const withResult = (result: keyof typeof RESULT_FORMS) => ({
  when: { action: result },
  form: RESULT_FORMS[result],
});

export const postUnderwriting: FlowDefinition = {
  slug: 'post-underwriting',
  terminalBehavior: 'finish',
  defaultScope: 'new_policy',
  authLevel: 'verified',
  forms: [
    {
      form: {
        slug: 'intentional-loader',
        layout: 'loader',
        description: 'Preparing your quote',
        items: [button('intentional-loader-button', 'CONTINUE', [api('nextForm')])],
      },
    },
    {
      form: {
        slug: UNDERWRITING_RESULTS_FORM,
        layout: 'trivia',
        description: 'Trivia while your quote is prepared',
        items: [
          // The trivia runs these with the decision's outcome as the form action (spec 001 §4.2).
          button('underwriting-results-button', 'SEE MY RESULTS', [
            api('nextForm', [{ name: 'action', sourceType: 'formAction' }]),
          ]),
          button('underwriting-results-timeout-button', 'CONTINUE', [
            api('nextForm', [{ name: 'action', source: 'failed', sourceType: 'literal' }]),
          ]),
        ],
      },
      next: [
        withResult('accepted'),
        withResult('ad_only'),
        withResult('referred_to_underwriter'),
        withResult('rejected'),
        withResult('rejected_reinstatement'),
        withResult('failed'),
      ],
      // No known result: the failed screen rather than a guess.
      otherwise: RESULT_FORMS.failed,
    },
    onwardTo(RESULT_FORMS.accepted, 'Your quote is ready', '/review-quote'),
    {
      form: {
        slug: RESULT_FORMS.ad_only,
        layout: 'vertical',
        description: 'Accidental death only',
        items: [
          text('title', "Ok - So there's good news and bad news", 'title'),
          text(
            'bad-news',
            "The bad news: we can't offer you a term life policy right now, based on your answers and records.",
          ),
          text(
            'good-news',
            "The good news: you're pre-approved for accidental death insurance, which pays your beneficiaries if you die in an accident.",
          ),
          button('see-offer', 'SEE MY ACCIDENTAL DEATH OFFER', [finishFlowTo('/about-ad')]),
          { key: 'support', type: 'decoration', content: { slug: 'customer-support-chat' } },
        ],
      },
      otherwise: FINISH,
    },
    onwardTo(RESULT_FORMS.referred_to_underwriter, 'Manual review', '/products/insurance/manual-review'),
    onwardTo(RESULT_FORMS.rejected, 'Not approved', '/coverage-denied/rejected'),
    onwardTo(
      RESULT_FORMS.rejected_reinstatement,
      'Reinstatement not approved',
      '/coverage-denied/rejected_reinstatement',
    ),
    onwardTo(RESULT_FORMS.failed, 'Operation has timed out', '/coverage-denied/failed'),
  ],
};
