// The phone number of /create-phone (spec 001 §2.1, the two-column pre-verified-initial-data flow): the number
// goes to the account through the createPhoneNumber group mutation, not createResponse; the journey then
// verifies it with a code.
import type { FlowDefinition } from '../flow-definition.ts';
import { api, button, checkbox, text, textInput, validation } from './build.ts';

export const preVerifiedInitialData: FlowDefinition = {
  slug: 'pre-verified-initial-data',
  terminalBehavior: 'finish',
  defaultScope: 'new_policy',
  forms: [
    {
      form: {
        slug: 'pre-verified-initial-data-phone',
        layout: 'vertical',
        description: 'Phone number for verification codes',
        items: [
          text('title', "What's your phone number?", 'title'),
          text('subtitle', "We'll send you a code to make sure it's you.", 'subtitle'),
          textInput('phoneNumber', 'phoneNumber', 'phone', {
            label: 'Mobile phone number',
            hint: 'A US number, 10 digits, like (415) 555-0123.',
            required: true,
          }),
          checkbox('smsMarketing', 'smsMarketing', { label: 'Text me news and offers from wysh' }),
          {
            key: 'sms-terms',
            type: 'text',
            content: {
              text: 'By continuing, you agree to receive text messages from wysh about your account, including one-time codes, and to our SMS Terms. Message and data rates may apply. Reply STOP to opt out.',
              html: 'By continuing, you agree to receive text messages from wysh about your account, including one-time codes, and to our <a href="/disclosure/sms-terms">SMS Terms</a>. Message and data rates may apply. Reply STOP to opt out.',
              typography: 'caption',
            },
          },
          button('continue', 'CONTINUE', [
            validation('validateForm'),
            api('executeGroupApi', [{ name: 'group', source: 'create-phone', sourceType: 'literal' }]),
            api('finishFlow'),
          ]),
        ],
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
    },
  ],
};
