// The applicant's insurance profile (spec 001 §2.4, §4.1): name, birthdate, gender, address, phone and SSN,
// then the review screen. Every answer is bound to the profile ("profile.<field>"), which is the system of
// record. A birthdate under 18 or over 45 ends on a terminal form; an address outside the filed states is
// refused by createResponse ("Looks like that state isn't currently supported").
import { MAX_INSURED_AGE, MIN_INSURED_AGE } from '@wysh/domain/eligibility';
import { FINISH, type FlowDefinition } from '../flow-definition.ts';
import {
  api,
  backButton,
  button,
  dateInput,
  editActions,
  finishFlowTo,
  reviewRow,
  singleSelect,
  submitActions,
  taxIdInput,
  text,
  textInput,
} from './build.ts';

const continueButton = button('continue', 'CONTINUE', submitActions);

export const insuranceProfile: FlowDefinition = {
  slug: 'insurance-profile',
  terminalBehavior: 'finish',
  defaultScope: 'reinstatement',
  forms: [
    {
      form: {
        slug: 'insurance-profile-name',
        layout: 'vertical',
        description: 'Legal name',
        items: [
          text('pretitle', 'YOUR PROFILE', 'pretitle'),
          text('title', "What's your legal name?", 'title'),
          text('subtitle', 'Use the name on your government-issued ID.', 'subtitle'),
          textInput('first-name', 'profile.firstName', 'name', { label: 'First name', required: true }),
          textInput('middle-initial', 'profile.middleName', 'middleInitial', { label: 'Middle initial' }),
          textInput('last-name', 'profile.lastName', 'name', { label: 'Last name', required: true }),
          textInput('suffix', 'profile.suffix', 'suffix', { label: 'Suffix', placeholder: 'Jr., Sr., III' }),
          continueButton,
        ],
      },
    },
    {
      form: {
        slug: 'insurance-profile-birthdate',
        layout: 'vertical',
        description: 'Date of birth',
        leadingNavigationButton: backButton,
        items: [
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
        {
          when: { field: 'profile.birthdate', ageUnder: MIN_INSURED_AGE },
          form: 'insurance-profile-too-young',
        },
        { when: { field: 'profile.birthdate', ageOver: MAX_INSURED_AGE }, form: 'insurance-profile-too-old' },
      ],
    },
    {
      form: {
        slug: 'insurance-profile-gender',
        layout: 'vertical',
        description: 'Gender',
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
        slug: 'insurance-profile-address',
        layout: 'vertical',
        description: 'Primary residence',
        leadingNavigationButton: backButton,
        items: [
          text('title', 'Where do you live?', 'title'),
          text('subtitle', 'Your primary residence: where you live most of the year.', 'subtitle'),
          textInput('street1', 'profile.address.street1', 'street', {
            label: 'Street address',
            required: true,
            characterMax: 100,
          }),
          textInput('street2', 'profile.address.street2', 'street', {
            label: 'Apt, suite or unit',
            characterMax: 50,
          }),
          textInput('city', 'profile.address.city', 'city', {
            label: 'City',
            required: true,
            characterMax: 50,
          }),
          textInput('state', 'profile.address.state', 'state', { label: 'State', required: true }),
          textInput('postalCode', 'profile.address.postalCode', 'postalCode', {
            label: 'ZIP code',
            required: true,
          }),
          continueButton,
        ],
        groups: [
          {
            key: 'address',
            type: 'address',
            itemKeys: ['street1', 'street2', 'city', 'state', 'postalCode'],
          },
        ],
      },
    },
    {
      form: {
        slug: 'insurance-profile-phone',
        layout: 'vertical',
        description: 'Phone number',
        leadingNavigationButton: backButton,
        items: [
          text('title', "What's your phone number?", 'title'),
          text('subtitle', "We'll use it to reach you about your application and policy.", 'subtitle'),
          textInput('phone-number', 'profile.phoneNumber', 'phone', {
            label: 'Phone number',
            required: true,
          }),
          continueButton,
        ],
        groups: [{ key: 'phone', type: 'phone', itemKeys: ['phone-number'] }],
      },
    },
    {
      form: {
        slug: 'insurance-profile-ssn',
        layout: 'vertical',
        description: 'Social Security number',
        leadingNavigationButton: backButton,
        items: [
          text('title', "What's your Social Security number?", 'title'),
          text(
            'subtitle',
            'We use it to confirm who you are. It is encrypted before it leaves your device and never shared without your permission.',
            'subtitle',
          ),
          taxIdInput('ssn', 'profile.taxId', { label: 'Social Security number', required: true }),
          continueButton,
        ],
      },
    },
    {
      form: {
        slug: 'insurance-profile-review-screen',
        layout: 'profileReview',
        description: 'Review of the insurance profile',
        leadingNavigationButton: backButton,
        items: [
          text('title', 'Verify & continue', 'title'),
          text(
            'subtitle',
            'Before moving on, please confirm the information you’ve provided is correct.',
            'subtitle',
          ),
          reviewRow('name', 'Name', '{name}', editActions('insurance-profile-name')),
          reviewRow('birthdate', 'Birthdate', '{birthdate}', editActions('insurance-profile-birthdate')),
          reviewRow('phone-number', 'Phone number', '{phoneNumber}', editActions('insurance-profile-phone')),
          reviewRow('gender', 'Gender', '{gender}', editActions('insurance-profile-gender')),
          reviewRow(
            'primary-residence',
            'Primary Residence',
            '{primaryResidence}',
            editActions('insurance-profile-address'),
          ),
          reviewRow('tax-id', 'Taxpayer ID Number', '{taxId}', editActions('insurance-profile-ssn')),
          button('verify', 'Verify & continue', [api('finishFlow')]),
        ],
      },
      otherwise: FINISH,
    },
    {
      form: {
        slug: 'insurance-profile-too-young',
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
        slug: 'insurance-profile-too-old',
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
