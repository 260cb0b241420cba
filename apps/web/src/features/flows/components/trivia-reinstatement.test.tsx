// The underwriting-results trivia in the reinstatement scope: the decision asked for is the reinstatement's
// (submitReinstatementUnderwriting for the journey's policy), never a new application, and its result picks the
// reinstatement's screen (the declined one: rejected_reinstatement).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { useJourneyStore } from '../../../shared/stores/journey';
import { signInAs } from '../../../testing/auth';
import { api, arg, buildForm, button } from '../../../testing/flow-builders';
import { serveFlow } from '../../../testing/flows';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const trivia = buildForm(
  [
    button('underwriting-results-button', [api('nextForm', [arg('action', 'formAction', 'formAction')])], {
      text: 'SEE MY RESULTS',
    }),
    button('underwriting-results-timeout-button', [api('nextForm', [arg('action', 'failed')])], {
      text: 'CONTINUE',
    }),
  ],
  { layout: 'trivia', slug: 'underwriting-results' },
);
const result = (slug: string, text: string): Form =>
  buildForm([{ key: 'title', type: 'text', content: { text, typography: 'title' } }], { slug });
const RESULTS: Record<string, number> = { accepted: 1, rejected_reinstatement: 2, failed: 3 };

function reinstating(policyId: string) {
  useJourneyStore.getState().setStatus({
    journey: `reinstatement:${policyId}`,
    kind: 'fulfillment',
    step: 'post-underwriting',
    path: '/elsewhere',
    flowScope: 'reinstatement',
    progress: null,
    backLeaves: true,
  });
}

describe('the trivia of a reinstatement', { timeout: 20_000 }, () => {
  it.each([
    ['rejected_reinstatement', 'refused', 'Not approved'],
    ['accepted', 'offered', 'Approved'],
  ])('submits the reinstatement of the policy and goes on with %s', async (outcome, status, heading) => {
    signInAs('verified');
    reinstating('policy-7');
    const newBusiness = answer('SubmitApplication', () => ({ requestNewBusiness: null }));
    const submits = answer('SubmitReinstatementUnderwriting', () => ({
      submitReinstatementUnderwriting: {
        status,
        reinstatementRequest: { id: 'request-1', status, underwritingResult: outcome },
        error: null,
      },
    }));
    answer('TriviaQuestions', () => ({ triviaQuestions: [] }));
    const flow = serveFlow({
      slug: 'test-flow',
      scope: 'REINSTATEMENT',
      forms: [
        trivia,
        result('underwriting-result-accepted', 'Approved'),
        result('underwriting-result-denied-reinstatement', 'Not approved'),
        result('underwriting-result-failed', 'Timed out'),
      ],
      next: (index, criteria) => (index > 0 ? null : (RESULTS[criteria?.action ?? ''] ?? 3)),
    });
    renderApp('/flow/test-flow');
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
    expect(submits).toEqual([{ input: { policyId: 'policy-7' } }]);
    expect(newBusiness).toEqual([]);
    await waitFor(() =>
      expect(flow.fetches.at(-1)).toMatchObject({ input: { criteria: { action: outcome } } }),
    );
  });

  it('fails (the time-out button) rather than submit an application when no reinstatement is under way', async () => {
    signInAs('verified');
    const newBusiness = answer('SubmitApplication', () => ({ requestNewBusiness: null }));
    answer('TriviaQuestions', () => ({ triviaQuestions: [] }));
    serveFlow({
      slug: 'test-flow',
      scope: 'REINSTATEMENT',
      forms: [trivia, result('underwriting-result-failed', 'Timed out')],
      next: (index) => (index > 0 ? null : 1),
    });
    renderApp('/flow/test-flow');
    await screen.findByRole('heading', { level: 1, name: 'Timed out' }, { timeout: 10_000 });
    expect(newBusiness).toEqual([]);
  });
});
