// Name edits from /account/profile/edit (spec 001 §4.2, §8 NoPIUChangeErrorModal): prefilled from the profile;
// saving nothing new answers NO_CHANGE ("Sorry, your information was not changed"). Needs a verified session.
// SAVE says "Your name was updated." and finishes the session (the web app then returns to the profile);
// CANCEL and the back button leave without saving (back asks first when something was typed).
import type { FlowDefinition } from '../flow-definition.ts';
import { api, button, inputArguments, text, textInput, validation } from './build.ts';

const nameInputs = ['first-name', 'middle-initial', 'last-name', 'suffix'];

export const accountProfile: FlowDefinition = {
  slug: 'account-profile',
  terminalBehavior: 'exit',
  defaultScope: 'policy_holder',
  authLevel: 'verified',
  forms: [
    {
      form: {
        slug: 'account-profile-name',
        layout: 'vertical',
        description: 'Name edits',
        leadingNavigationButton: {
          style: 'back',
          actions: [validation('formUnsavedDiffWarning', inputArguments(nameInputs)), api('popToRoot')],
        },
        items: [
          text('title', 'Your name', 'title'),
          text('subtitle', 'Use the name on your government-issued ID.', 'subtitle'),
          textInput('first-name', 'profile.firstName', 'name', { label: 'First name', required: true }),
          textInput('middle-initial', 'profile.middleName', 'middleInitial', { label: 'Middle initial' }),
          textInput('last-name', 'profile.lastName', 'name', { label: 'Last name', required: true }),
          textInput('suffix', 'profile.suffix', 'suffix', { label: 'Suffix', placeholder: 'Jr., Sr., III' }),
          button('save', 'SAVE', [
            validation('validateForm'),
            validation('formUnchangedSubmitWarning', inputArguments(nameInputs)),
            api('createResponse'),
            api('showSuccessOverlay', [
              { name: 'message', source: 'Your name was updated.', sourceType: 'literal' },
            ]),
            // The flow's only form: the session finishes, and the page it was opened from takes over.
            api('nextForm'),
          ]),
          button('cancel', 'CANCEL', [api('popToRoot')], 'secondary'),
        ],
      },
      rejectUnchanged: true,
    },
  ],
};
