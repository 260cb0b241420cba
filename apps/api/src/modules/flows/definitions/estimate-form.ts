// What an estimate needs that the profile may lack (spec 001 §2.x, §7.3 estimate-form): birthdate and sex
// (bound to the profile, so they are prefilled from it and written back), tobacco use and the state of
// residence (this flow's own answers, which createEstimate reads). An age outside 18-45 or a state the product
// is not sold in ends on a terminal form; the flow ends at the coverage editor.
import { ELIGIBLE_STATES, MAX_INSURED_AGE, MIN_INSURED_AGE } from '@wysh/domain/eligibility';
import { US_STATES } from '@wysh/domain/us-states';
import { FINISH, type FlowDefinition } from '../flow-definition.ts';
import { backButton, button, dateInput, finishFlowTo, singleSelect, submitActions, text } from './build.ts';

export const ESTIMATE_FORM_FLOW = 'estimate-form';
/** The field ids of this flow's own answers (createEstimate reads them). */
export const ESTIMATE_FORM_FIELDS = { tobacco: 'estimate.tobacco', state: 'estimate.state' } as const;

const continueButton = button('continue', 'CONTINUE', submitActions);

export const estimateForm: FlowDefinition = {
  slug: ESTIMATE_FORM_FLOW,
  terminalBehavior: 'finish',
  defaultScope: 'new_policy',
  forms: [
    {
      form: {
        slug: 'estimate-form-birthdate',
        layout: 'vertical',
        description: 'Date of birth for the estimate',
        items: [
          text('pretitle', 'YOUR ESTIMATE', 'pretitle'),
          text('title', "When's your birthday?", 'title'),
          text(
            'subtitle',
            `We cover people from ${MIN_INSURED_AGE} to ${MAX_INSURED_AGE} years old.`,
            'subtitle',
          ),
          dateInput('birthdate', 'profile.birthdate', {
            label: 'Date of birth',
            placeholder: 'MM/DD/YYYY',
            required: true,
            birthdate: true,
          }),
          continueButton,
        ],
      },
      next: [
        { when: { field: 'profile.birthdate', ageUnder: MIN_INSURED_AGE }, form: 'estimate-form-too-young' },
        { when: { field: 'profile.birthdate', ageOver: MAX_INSURED_AGE }, form: 'estimate-form-too-old' },
      ],
    },
    {
      form: {
        slug: 'estimate-form-gender',
        layout: 'vertical',
        description: 'Sex for the estimate',
        leadingNavigationButton: backButton,
        items: [
          text('title', "What's your gender?", 'title'),
          text('subtitle', 'Life insurance rates are set by the sex on your birth certificate.', 'subtitle'),
          singleSelect(
            'gender',
            'profile.gender',
            [
              { label: 'Male', value: 'male' },
              { label: 'Female', value: 'female' },
            ],
            { label: 'Gender', required: true, format: 'rectangles' },
          ),
          continueButton,
        ],
      },
    },
    {
      form: {
        slug: 'estimate-form-tobacco',
        layout: 'vertical',
        description: 'Tobacco use',
        leadingNavigationButton: backButton,
        items: [
          text('title', 'Have you used tobacco or nicotine in the last 12 months?', 'title'),
          singleSelect(
            'tobacco',
            ESTIMATE_FORM_FIELDS.tobacco,
            [
              { label: 'No', value: 'no' },
              { label: 'Yes', value: 'yes' },
            ],
            { label: 'Tobacco use', required: true, format: 'rectangles' },
          ),
          continueButton,
        ],
      },
    },
    {
      form: {
        slug: 'estimate-form-state',
        layout: 'vertical',
        description: 'State of residence',
        leadingNavigationButton: backButton,
        items: [
          text('title', 'Which state do you live in?', 'title'),
          singleSelect(
            'state',
            ESTIMATE_FORM_FIELDS.state,
            Object.entries(US_STATES).map(([value, label]) => ({ label, value })),
            { label: 'State', required: true, format: 'dropdown' },
          ),
          button('see-estimate', 'SEE MY ESTIMATE', submitActions),
        ],
      },
      next: [
        {
          when: { not: { field: ESTIMATE_FORM_FIELDS.state, oneOf: Object.keys(ELIGIBLE_STATES) } },
          form: 'estimate-form-state-not-sold',
        },
      ],
      otherwise: 'estimate-form-done',
    },
    {
      form: {
        slug: 'estimate-form-done',
        layout: 'terminal',
        description: 'Estimate answers complete',
        items: [
          text('title', 'Your estimate is ready', 'title'),
          button('see', 'SEE MY ESTIMATE', [finishFlowTo('/edit-coverage/estimate')]),
        ],
      },
      otherwise: FINISH,
    },
    {
      form: {
        slug: 'estimate-form-state-not-sold',
        layout: 'terminal',
        description: 'State not sold',
        items: [
          text('title', "Sorry, we aren't in your state yet", 'title'),
          button('ok', 'GOT IT', [finishFlowTo('/coverage-denied/state')]),
        ],
      },
      otherwise: FINISH,
    },
    {
      form: {
        slug: 'estimate-form-too-young',
        layout: 'terminal',
        description: 'Under the youngest insurable age',
        items: [
          text('title', `You need to be ${MIN_INSURED_AGE} to apply`, 'title'),
          text('body', `wysh covers people from ${MIN_INSURED_AGE} to ${MAX_INSURED_AGE} years old.`),
          button('ok', 'GOT IT', [finishFlowTo('/ineligible/age_of_insured')]),
        ],
      },
      otherwise: FINISH,
    },
    {
      form: {
        slug: 'estimate-form-too-old',
        layout: 'terminal',
        description: 'Over the oldest insurable age',
        items: [
          text('title', "We can't offer you coverage", 'title'),
          text('body', `Our policies cover people from ${MIN_INSURED_AGE} to ${MAX_INSURED_AGE} years old.`),
          button('ok', 'GOT IT', [finishFlowTo('/coverage-denied/dob')]),
        ],
      },
      otherwise: FINISH,
    },
  ],
};
