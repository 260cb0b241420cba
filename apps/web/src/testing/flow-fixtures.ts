// The forms of this small flows as the tests serve them (the server's definitions follow the same
// shape): /create-phone's pre-verified-initial-data and /account/profile/edit's account-profile.
import type { Form } from '@wysh/forms/protocol';
import { api, arg, buildForm, button, input, validation } from './flow-builders';

export const createPhoneForm: Form = buildForm(
  [
    { key: 'title', type: 'text', content: { text: "What's your phone number?", typography: 'title' } },
    {
      key: 'lead',
      type: 'text',
      content: { text: "We'll text you a code to make sure it's you, now and whenever you log in." },
    },
    input('inputText', 'phoneNumber', {
      label: 'Mobile phone number',
      hint: 'A US number, 10 digits, like (415) 555-0123.',
      element: 'phone',
      required: true,
    }),
    input('inputCheckbox', 'smsMarketing', { label: 'Text me news and offers from wysh too' }),
    {
      key: 'terms',
      type: 'text',
      content: {
        text: 'By continuing, you agree to our SMS Terms. Message and data rates may apply.',
        html: 'By continuing, you agree to our <a href="/disclosure/sms-terms">SMS Terms</a>. Message and data rates may apply.',
        typography: 'caption',
      },
    },
    button(
      'continue',
      [validation('validateForm'), api('executeGroupApi', [arg('group', 'create-phone')]), api('finishFlow')],
      { text: 'CONTINUE', primary: true },
    ),
  ],
  {
    slug: 'pre-verified-phone',
    groups: [
      { key: 'phone', type: 'phone', itemKeys: ['phoneNumber'] },
      {
        key: 'create-phone',
        type: 'api',
        mutationKey: 'createPhoneNumber',
        mutationVariables: ['phoneNumber', 'smsMarketing'],
      },
    ],
  },
);

export function accountProfileForm(
  values: Partial<Record<'firstName' | 'middleName' | 'lastName' | 'suffix', string>> = {},
) {
  return buildForm(
    [
      { key: 'title', type: 'text', content: { text: 'Edit your name', typography: 'title' } },
      {
        key: 'lead',
        type: 'text',
        content: { text: "Use your legal name, as it appears on your driver's license or passport." },
      },
      input('inputText', 'firstName', {
        label: 'First name',
        element: 'name',
        required: true,
        value: values.firstName ?? 'Ann',
      }),
      input('inputText', 'middleName', {
        label: 'Middle initial',
        element: 'middleInitial',
        value: values.middleName ?? 'Q',
      }),
      input('inputText', 'lastName', {
        label: 'Last name',
        element: 'name',
        required: true,
        value: values.lastName ?? 'Lee',
      }),
      input('inputText', 'suffix', {
        label: 'Suffix',
        element: 'suffix',
        hint: 'Like Jr. or III',
        value: values.suffix ?? null,
      }),
      button(
        'save',
        [
          validation('validateForm'),
          validation('formUnchangedSubmitWarning'),
          api('createResponse'),
          api('showSuccessOverlay', [arg('message', 'Your name was updated.')]),
          api('nextForm'),
        ],
        { text: 'SAVE', primary: true },
      ),
      button('cancel', [api('popToRoot')], { text: 'CANCEL', style: 'secondary' }),
    ],
    {
      slug: 'account-profile-name',
      leadingNavigationButton: {
        style: 'back',
        actions: [validation('formUnsavedDiffWarning'), api('popToRoot')],
      },
    },
  );
}
