// Who is paid (spec 001 §2.9, §4.1): the intro, then the beneficiary-review screen. Under new_policy it is the
// fulfillment journey's step after the insurance profile (progress key beneficiary-intro); under policy_holder it
// is reached from the account. The review (layout myBeneficiaries) lists the beneficiaries the web app reads with
// getBeneficiaries and leads to its pages (add primary, edit allocations, add backup); the people themselves are
// the beneficiaries module's records, not answers of this flow. Its primary button finishes the flow: the
// journey's next step, or the origin page.
import type { FlowDefinition } from '../flow-definition.ts';
import { api, backButton, button, link, text } from './build.ts';

/** The line of business whose beneficiaries the flow's pages edit (spec 001 §4.4b). */
const LINE_OF_BUSINESS = 'wysh-insurance';

export const beneficiary: FlowDefinition = {
  slug: 'beneficiary',
  terminalBehavior: 'exit',
  defaultScope: 'new_policy',
  forms: [
    {
      form: {
        slug: 'beneficiary-intro',
        layout: 'vertical',
        description: 'Who receives the death benefit',
        items: [
          text('pretitle', 'YOUR BENEFICIARIES', 'pretitle'),
          text('title', 'Who should receive your benefit?', 'title'),
          text(
            'body',
            'Your beneficiaries are the people or organizations paid if you pass away while your policy is active. Name one or more primary beneficiaries and split the benefit between them; add a contingent beneficiary in case no primary beneficiary survives you.',
          ),
          text(
            'changes',
            'You can change your beneficiaries at any time, now or after your policy starts.',
            'caption',
          ),
          button('continue', 'CONTINUE', [api('nextForm')]),
        ],
      },
    },
    {
      form: {
        slug: 'beneficiary-review',
        layout: 'myBeneficiaries',
        description: 'Your beneficiaries',
        leadingNavigationButton: backButton,
        items: [
          text('title', 'Your beneficiaries', 'title'),
          text('subtitle', 'Review who receives your death benefit and how it is split.', 'subtitle'),
          button(
            'add-primary',
            'ADD PRIMARY BENEFICIARY',
            [link(`/beneficiary/select-type/${LINE_OF_BUSINESS}/primary`)],
            'secondary',
          ),
          button(
            'edit-allocations',
            'EDIT ALLOCATIONS',
            [link(`/beneficiary/allocation/${LINE_OF_BUSINESS}`)],
            'link',
          ),
          button(
            'add-backup',
            'ADD CONTINGENT BENEFICIARY',
            [link(`/beneficiary/select-type/${LINE_OF_BUSINESS}/backup`)],
            'secondary',
          ),
          button('continue', 'CONTINUE', [api('finishFlow')]),
        ],
      },
    },
  ],
};
