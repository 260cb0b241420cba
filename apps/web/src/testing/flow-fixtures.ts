// The forms of this small flows as the server defines them (apps/api/src/modules/flows/definitions:
// pre-verified-initial-data.ts and account-profile.ts, same keys, field ids, words and actions), so the web
// app's tests run against the shapes the real server sends: /create-phone's phone number and
// /account/profile/edit's names.
import type { Form } from '@wysh/forms/protocol';
import { api, arg, buildForm, button, validation } from './flow-builders';

/** An input whose item key differs from its field id (as in the server's definitions). */
function keyed(key: string, type: string, content: Record<string, unknown>) {
  return { key, type, content };
}

export const createPhoneForm: Form = buildForm(
  [
    { key: 'title', type: 'text', content: { text: "What's your phone number?", typography: 'title' } },
    {
      key: 'subtitle',
      type: 'text',
      content: { text: "We'll send you a code to make sure it's you.", typography: 'subtitle' },
    },
    keyed('phoneNumber', 'inputText', {
      id: 'phoneNumber',
      label: 'Mobile phone number',
      hint: 'A US number, 10 digits, like (415) 555-0123.',
      element: 'phone',
      required: true,
    }),
    keyed('smsMarketing', 'inputCheckbox', {
      id: 'smsMarketing',
      label: 'Text me news and offers from wysh',
      value: false,
    }),
    {
      key: 'sms-terms',
      type: 'text',
      content: {
        text: 'By continuing, you agree to receive text messages from wysh about your account, including one-time codes, and to our SMS Terms. Message and data rates may apply. Reply STOP to opt out.',
        html: 'By continuing, you agree to receive text messages from wysh about your account, including one-time codes, and to our <a href="/disclosure/sms-terms">SMS Terms</a>. Message and data rates may apply. Reply STOP to opt out.',
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
    slug: 'pre-verified-initial-data-phone',
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

const NAME_INPUTS = ['first-name', 'middle-initial', 'last-name', 'suffix'];
const nameArguments = NAME_INPUTS.map((key) => arg('input', key, 'input'));

export function accountProfileForm(
  values: Partial<Record<'firstName' | 'middleName' | 'lastName' | 'suffix', string>> = {},
) {
  return buildForm(
    [
      { key: 'title', type: 'text', content: { text: 'Your name', typography: 'title' } },
      {
        key: 'subtitle',
        type: 'text',
        content: { text: 'Use the name on your government-issued ID.', typography: 'subtitle' },
      },
      keyed('first-name', 'inputText', {
        id: 'profile.firstName',
        label: 'First name',
        element: 'name',
        required: true,
        value: values.firstName ?? 'Ann',
      }),
      keyed('middle-initial', 'inputText', {
        id: 'profile.middleName',
        label: 'Middle initial',
        element: 'middleInitial',
        value: values.middleName ?? 'Q',
      }),
      keyed('last-name', 'inputText', {
        id: 'profile.lastName',
        label: 'Last name',
        element: 'name',
        required: true,
        value: values.lastName ?? 'Lee',
      }),
      keyed('suffix', 'inputText', {
        id: 'profile.suffix',
        label: 'Suffix',
        element: 'suffix',
        placeholder: 'Jr., Sr., III',
        value: values.suffix ?? null,
      }),
      button(
        'save',
        [
          validation('validateForm'),
          validation('formUnchangedSubmitWarning', nameArguments),
          api('createResponse'),
          api('showSuccessOverlay', [arg('message', 'Your name was updated.')]),
          api('nextForm'),
        ],
        { text: 'SAVE', style: 'primary', primary: true },
      ),
      button('cancel', [api('popToRoot')], { text: 'CANCEL', style: 'secondary', primary: false }),
    ],
    {
      slug: 'account-profile-name',
      leadingNavigationButton: {
        style: 'back',
        actions: [validation('formUnsavedDiffWarning', nameArguments), api('popToRoot')],
      },
    },
  );
}
