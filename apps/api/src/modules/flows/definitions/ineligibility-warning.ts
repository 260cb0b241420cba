// The criminal-history warning (spec 001 §2.6): the applicant may continue, or leave for the dashboard.
import type { FlowDefinition } from '../flow-definition.ts';
import { api, button, link, text } from './build.ts';

export const ineligibilityWarning: FlowDefinition = {
  slug: 'ineligibility-warning',
  terminalBehavior: 'finish',
  defaultScope: 'new_policy',
  forms: [
    {
      form: {
        slug: 'ineligibility-warning-criminal-history',
        layout: 'vertical',
        description: 'Criminal history warning',
        items: [
          text('title', 'You might have a hard time getting coverage', 'title'),
          text(
            'body',
            'Based on your answers about criminal history, we may not be able to offer you a policy. You can still finish your application and see what we can do.',
          ),
          button('continue', "I'D LIKE TO CONTINUE", [api('finishFlow')]),
          button('nevermind', 'NEVERMIND', [link('/')], 'secondary'),
        ],
      },
    },
  ],
};
