// The underwriting interview (spec 001 §4.1, §4.4; issue 14 item 1): one question a screen, in the spec's order
// of form slugs (have_a_license ... criminal_history), follow-ups by branching (the licence number only with a
// licence, work questions only for those who work), then interview-review with an edit per answer. The option
// values are what the underwriting rules read (modules/underwriting/interview-answers.ts); the words are ours,
// written to be plain and kind, since the spec gives none.
import { WORKING_STATUSES } from '@wysh/domain/underwriting/answers';
import { FINISH, type FlowDefinition, type FormDefinition } from '../flow-definition.ts';
import {
  api,
  backButton,
  button,
  checkbox,
  editActions,
  multiSelect,
  numericInput,
  reviewRow,
  singleSelect,
  submitActions,
  text,
  textInput,
  unitizedInput,
  validation,
  type ItemInput,
} from './build.ts';

const continueButton = button('continue', 'CONTINUE', submitActions);
const yesNo = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];
const NONE = { label: 'None of these', value: 'none' };

/** One question on its own screen: the title asks it, the subtitle says why or what counts. */
function question(
  slug: string,
  description: string,
  title: string,
  subtitle: string | null,
  inputs: ItemInput[],
  branching: Pick<FormDefinition, 'next' | 'otherwise'> = {},
): FormDefinition {
  return {
    form: {
      slug,
      layout: 'vertical',
      description,
      leadingNavigationButton: backButton,
      items: [
        text('pretitle', 'YOUR APPLICATION', 'pretitle'),
        text('title', title, 'title'),
        ...(subtitle ? [text('subtitle', subtitle, 'subtitle')] : []),
        ...inputs,
        continueButton,
      ],
    },
    ...branching,
  };
}

const yesNoQuestion = (slug: string, description: string, title: string, subtitle: string | null = null) =>
  question(slug, description, title, subtitle, [
    singleSelect(slug, slug, yesNo, { label: description, required: true, format: 'rectangles' }),
  ]);

const forms: FormDefinition[] = [
  question(
    'have_a_license',
    "Driver's license",
    "Do you have a valid US driver's license?",
    'We check driving records with your permission; it helps most people get a better price.',
    [
      singleSelect('have_a_license', 'have_a_license', yesNo, {
        label: "Driver's license",
        required: true,
        format: 'rectangles',
      }),
    ],
    { next: [{ when: { field: 'have_a_license', equals: 'no' }, form: 'us_citizen' }] },
  ),
  question(
    'dmv_lic_nmbr',
    "Driver's license number",
    "What's your driver's license number?",
    "It's on the front of your license.",
    [
      textInput('dmv_lic_nmbr', 'dmv_lic_nmbr', 'text', {
        label: "Driver's license number",
        required: true,
        characterMax: 20,
      }),
      textInput('dmv_lic_state', 'dmv_lic_state', 'state', { label: 'Issuing state', required: true }),
    ],
  ),
  yesNoQuestion(
    'us_citizen',
    'Citizenship',
    'Are you a US citizen or a permanent resident (green card holder)?',
  ),
  question(
    'applied_within_12_months',
    'Recent applications',
    'Have you applied for life insurance in the last 12 months?',
    null,
    [
      singleSelect(
        'applied_within_12_months',
        'applied_within_12_months',
        [
          { label: 'No', value: 'no' },
          { label: 'Yes, and I was approved', value: 'approved' },
          { label: 'Yes, and I was declined or postponed', value: 'declined' },
        ],
        { label: 'Recent applications', required: true },
      ),
    ],
  ),
  question(
    'applicant_own_anything',
    'Existing cover',
    'Do you have any life insurance or annuities today?',
    'Include cover through work.',
    [
      singleSelect('applicant_own_anything', 'applicant_own_anything', yesNo, {
        label: 'Existing cover',
        required: true,
        format: 'rectangles',
      }),
    ],
    { next: [{ when: { field: 'applicant_own_anything', equals: 'no' }, form: 'employed_status' }] },
  ),
  yesNoQuestion(
    'existing_policy_wysh',
    'Replacing cover',
    'Will this policy replace any of that cover?',
    'Replacing a policy has its own rules; saying so now keeps you protected.',
  ),
  question(
    'employed_status',
    'Work',
    "What's your work situation?",
    null,
    [
      singleSelect(
        'employed_status',
        'employed_status',
        [
          { label: 'Employed', value: 'employed' },
          { label: 'Self-employed', value: 'self_employed' },
          { label: 'Student', value: 'student' },
          { label: 'Homemaker', value: 'homemaker' },
          { label: 'Not working right now', value: 'unemployed' },
          { label: 'Retired', value: 'retired' },
          { label: 'Unable to work because of a disability', value: 'disabled' },
        ],
        { label: 'Work', required: true },
      ),
    ],
    {
      next: [
        {
          when: { not: { field: 'employed_status', oneOf: WORKING_STATUSES } },
          form: 'employed_status_military',
        },
      ],
    },
  ),
  yesNoQuestion('employ_prosport', 'Professional sport', 'Are you paid to play a sport?'),
  question(
    'employed_status_military',
    'Military service',
    'Are you serving in the military?',
    null,
    [
      singleSelect(
        'employed_status_military',
        'employed_status_military',
        [
          { label: 'No', value: 'no' },
          { label: 'Yes, on active duty at home', value: 'active' },
          { label: 'Yes, deployed or under orders to deploy', value: 'deployed' },
        ],
        { label: 'Military service', required: true },
      ),
    ],
    {
      next: [{ when: { not: { field: 'employed_status', oneOf: WORKING_STATUSES } }, form: 'activity' }],
    },
  ),
  question(
    'income',
    'Income',
    "What's your yearly income from work?",
    'Before tax. It sets the most cover you can have: people rarely need more than 30 years of income.',
    [
      numericInput('income', 'income', {
        label: 'Yearly income',
        required: true,
        currency: true,
        min: 0,
        max: 100_000_000,
      }),
    ],
  ),
  question(
    'activity',
    'Activities',
    'In the last 2 years, have you done any of these, or do you plan to?',
    'Choose all that apply.',
    [
      multiSelect(
        'activity',
        'activity',
        [
          { label: 'Skydiving', value: 'skydiving' },
          { label: 'Scuba diving below 100 feet', value: 'scuba_below_100_ft' },
          { label: 'Flying as a private pilot', value: 'private_pilot' },
          { label: 'Motor racing', value: 'racing' },
          { label: 'Climbing above 20,000 feet', value: 'climbing_above_20000_ft' },
          NONE,
        ],
        { label: 'Activities', required: true },
      ),
    ],
  ),
  yesNoQuestion(
    'tobacco',
    'Nicotine',
    'In the last 12 months, have you used nicotine in any form?',
    'Cigarettes, cigars, vaping, chewing tobacco, nicotine gum and patches all count.',
  ),
  question(
    'marijuana',
    'Marijuana',
    'How often do you use marijuana?',
    'Any form counts. Honest answers keep your policy valid when your family needs it.',
    [
      singleSelect(
        'marijuana',
        'marijuana',
        [
          { label: "I don't use it", value: 'never' },
          { label: 'Up to 2 days a month', value: 'up_to_2_days' },
          { label: '3 to 8 days a month', value: 'up_to_8_days' },
          { label: '9 to 15 days a month', value: 'up_to_15_days' },
          { label: 'More than 15 days a month', value: 'more_than_15_days' },
        ],
        { label: 'Marijuana', required: true },
      ),
    ],
  ),
  question('height', 'Height', 'How tall are you?', null, [
    unitizedInput(
      'height',
      'height',
      [
        { key: 'feet', label: 'Feet', unit: 'ft', min: 3, max: 8 },
        { key: 'inches', label: 'Inches', unit: 'in', min: 0, max: 11 },
      ],
      { label: 'Height', required: true },
    ),
  ]),
  question('weight', 'Weight', 'How much do you weigh?', 'In pounds, as of today.', [
    numericInput('weight', 'weight', { label: 'Weight', required: true, unit: 'lb', min: 50, max: 800 }),
  ]),
  question(
    'medical_history_1',
    'Medical history',
    'Have you ever been diagnosed with or treated for any of these?',
    'Choose all that apply.',
    [
      multiSelect(
        'medical_history_1',
        'medical_history_1',
        [
          { label: 'A heart attack, stroke, heart surgery or heart failure', value: 'heart' },
          { label: 'Cancer in the last 10 years (not basal cell skin cancer)', value: 'cancer' },
          { label: 'Type 2 diabetes, controlled by diet or pills', value: 'diabetes_oral' },
          { label: 'Diabetes treated with insulin', value: 'diabetes_insulin' },
          NONE,
        ],
        { label: 'Medical history', required: true },
      ),
    ],
  ),
  question(
    'medical_history_2',
    'More medical history',
    'Do any of these apply to you?',
    'Choose all that apply.',
    [
      multiSelect(
        'medical_history_2',
        'medical_history_2',
        [
          {
            label: 'High blood pressure or cholesterol, treated and under control',
            value: 'blood_pressure_controlled',
          },
          {
            label: 'High blood pressure or cholesterol that is not under control',
            value: 'blood_pressure_uncontrolled',
          },
          { label: 'Disabled now, or on disability benefits in the last 2 years', value: 'disability' },
          {
            label: 'In hospital for your mental health in the last 5 years',
            value: 'mental_health_hospital',
          },
          { label: 'A suicide attempt, at any time', value: 'suicide_attempt' },
          NONE,
        ],
        { label: 'More medical history', required: true },
      ),
    ],
  ),
  yesNoQuestion(
    'substance_usage',
    'Alcohol and drugs',
    'In the last 5 years, have you been treated for alcohol or drug use, or been advised to get help for it?',
    'Includes using drugs not prescribed to you today.',
  ),
  yesNoQuestion('hiv_status', 'HIV', 'Have you ever tested positive for HIV?'),
  yesNoQuestion(
    'covid_hospitalized',
    'COVID-19',
    'In the last 6 months, have you stayed in hospital because of COVID-19?',
  ),
  question(
    'medical_history_family',
    'Family history',
    'How many of your parents, brothers and sisters died of heart disease or cancer before age 60?',
    null,
    [
      singleSelect(
        'medical_history_family',
        'medical_history_family',
        [
          { label: 'None', value: 'none' },
          { label: 'One', value: 'one' },
          { label: 'Two or more', value: 'two_or_more' },
        ],
        { label: 'Family history', required: true, format: 'rectangles' },
      ),
    ],
  ),
  question('driving_history', 'Driving record', 'About your driving record', null, [
    singleSelect(
      'moving_violations',
      'moving_violations',
      [
        { label: 'None', value: '0' },
        { label: 'One', value: '1' },
        { label: 'Two', value: '2' },
        { label: 'Three', value: '3' },
        { label: 'Four or more', value: '4' },
      ],
      { label: 'Moving violations (speeding, running a red light) in the last 3 years', required: true },
    ),
    singleSelect(
      'dui',
      'dui',
      [
        { label: 'None in the last 10 years', value: 'none' },
        { label: 'One, more than 5 years ago', value: 'one_over_5_years' },
        { label: 'One, 2 to 5 years ago', value: 'one_2_to_5_years' },
        { label: 'One, in the last 2 years', value: 'one_within_2_years' },
        { label: 'Two or more in the last 10 years', value: 'two_or_more' },
      ],
      { label: 'Driving under the influence (DUI or DWI)', required: true },
    ),
    singleSelect('license_suspended', 'license_suspended', yesNo, {
      label: 'License suspended or revoked in the last 3 years',
      required: true,
      format: 'rectangles',
    }),
  ]),
  yesNoQuestion(
    'criminal_history',
    'Criminal history',
    'Have you ever been convicted of a felony, or are you on probation or parole now?',
  ),
];

/** The review: every question with its answer ({answer.<field>}; rows of unanswered questions are left out). */
const review: FormDefinition = {
  form: {
    slug: 'interview-review',
    layout: 'profileReview',
    description: 'Review of the interview',
    leadingNavigationButton: backButton,
    items: [
      text('title', 'Review your answers', 'title'),
      text(
        'subtitle',
        'Tap an answer to change it. Then submit your application for a decision.',
        'subtitle',
      ),
      ...forms.flatMap((definition) =>
        definition.form.items
          .filter((item) => item.type.startsWith('input'))
          .map((item) => {
            const { id, label } = item.content as { id: string; label?: string };
            return reviewRow(
              `review-${id}`,
              label ?? id,
              `{answer.${id}}`,
              editActions(definition.form.slug),
            );
          }),
      ),
      text(
        'authorization-terms',
        'To decide, we check your identity and ask prescription, insurance-application (MIB) and driving-record databases about you. These reports are used only to decide your cover, and you can ask us for a copy of any of them.',
        'caption',
      ),
      checkbox('evidence-authorization', 'evidence_authorization', {
        label: 'I authorize wysh to check these records about me',
        required: true,
      }),
      button('submit', 'SUBMIT MY ANSWERS', [
        validation('validateForm'),
        api('createResponse'),
        api('finishFlow'),
      ]),
    ],
  },
  otherwise: FINISH,
};

export const underwritingInterview: FlowDefinition = {
  slug: 'underwriting-interview',
  terminalBehavior: 'finish',
  defaultScope: 'coverage_adjustment',
  authLevel: 'verified',
  // The licence number is sealed at rest like the SSN (issue 23): the motor-vehicle check reads it in clear.
  sealedAnswers: ['dmv_lic_nmbr'],
  forms: [...forms, review],
};
