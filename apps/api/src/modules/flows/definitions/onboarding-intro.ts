// What applying takes (spec 001 §4.1, §4.4): three short screens before the insurance profile. The last one
// finishes the flow; the journey moves on to insurance-profile.
import type { FlowDefinition } from '../flow-definition.ts';
import { api, backButton, button, text } from './build.ts';

export const onboardingIntro: FlowDefinition = {
  slug: 'onboarding-intro',
  terminalBehavior: 'finish',
  defaultScope: 'new_policy',
  forms: [
    {
      form: {
        slug: 'onboarding-intro-time',
        layout: 'vertical',
        description: 'How long applying takes',
        items: [
          text('pretitle', 'BEFORE YOU APPLY', 'pretitle'),
          text('title', 'Applying takes about 10 minutes', 'title'),
          text(
            'body',
            "We'll ask about you, your health and your habits. Most people get a decision on the spot, with no medical exam.",
          ),
          button('next', 'NEXT', [api('nextForm')]),
        ],
      },
    },
    {
      form: {
        slug: 'onboarding-intro-checklist',
        layout: 'vertical',
        description: 'What to have at hand',
        leadingNavigationButton: backButton,
        items: [
          text('title', 'Have these handy', 'title'),
          text('ssn', 'Your Social Security number'),
          text('license', "Your driver's license number, if you have one"),
          text('medications', 'The names of any medications you take'),
          button('next', 'NEXT', [api('nextForm')]),
        ],
      },
    },
    {
      form: {
        slug: 'onboarding-intro-privacy',
        layout: 'vertical',
        description: 'How answers are kept',
        leadingNavigationButton: backButton,
        items: [
          text('title', 'Your answers stay private', 'title'),
          text(
            'body',
            'Everything you tell us is encrypted and used only to decide your coverage. Answer honestly: accurate answers keep your policy valid when your family needs it.',
          ),
          button('start', "LET'S GO", [api('finishFlow')]),
        ],
      },
    },
  ],
};
