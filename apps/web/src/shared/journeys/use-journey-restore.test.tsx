// Restoring saved journey progress at start-up (the whole app, as a returning user opens it).
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAccessToken, signInAs } from '../../testing/auth';
import { renderApp } from '../../testing/render-app';
import { useAuthStore } from '../stores/auth';
import { useJourneyStore } from '../stores/journey';
import { answer } from '../../testing/graphql';
import { readSavedJourney, savedJourneyKey, type SavedJourney } from './saved-progress';

const OFFER = 'Pick up where you left off?';

function signIn(level: 'identified' | 'verified', userId = 'user-1') {
  signInAs(level, { accessToken: fakeAccessToken(undefined, userId) });
}

function save(userId: string, overrides: Partial<SavedJourney> = {}) {
  const saved: SavedJourney = {
    journey: 'fulfillment',
    kind: 'fulfillment',
    position: { steps: [{ step: 'eligibility-checklist', section: null }] },
    path: '/onboarding/eligibility',
    completed: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
  localStorage.setItem(savedJourneyKey(userId), JSON.stringify(saved));
}

/** Lets the welcome page (and any modal) settle. */
async function welcome() {
  await screen.findByRole('heading', { level: 1, name: 'Cover the people and plans you love' });
}

// The first test of a file loads every lazy page and modal it shows: slow on a busy machine.
describe('restoring journey progress at start-up', { timeout: 15_000 }, () => {
  it('offers it back on any page, and resumes it at the saved step', async () => {
    signIn('verified');
    save('user-1');
    const { user, router } = renderApp('/products/insurance/welcome');
    // The first test loads the pages, the modal and the journey code: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: OFFER }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Is term life a fit for you?' },
      { timeout: 10_000 },
    );
    expect(router.state.location.pathname).toBe('/onboarding/eligibility');
    expect(useJourneyStore.getState().status?.step).toBe('eligibility-checklist');
  });

  it('resumes without asking on a reload of the saved step itself', async () => {
    signIn('verified');
    save('user-1');
    renderApp('/onboarding/eligibility');
    await screen.findByRole('heading', { level: 1, name: 'Is term life a fit for you?' });
    await waitFor(() => expect(useJourneyStore.getState().status?.step).toBe('eligibility-checklist'), {
      timeout: 10_000,
    });
    expect(screen.getByRole('progressbar', { name: 'Application progress' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers only the signed-in user their own progress, and nothing to a visitor', async () => {
    save('someone-else');
    const { unmount } = renderApp('/products/insurance/welcome');
    await welcome();
    unmount();
    signIn('verified', 'user-1');
    renderApp('/products/insurance/welcome');
    await welcome();
    expect(screen.queryByRole('dialog', { name: OFFER })).not.toBeInTheDocument();
  });

  it('does not offer a completed journey (the start page warns about it instead)', async () => {
    signIn('verified');
    save('user-1', { completed: true });
    renderApp('/products/insurance/welcome');
    await welcome();
    expect(screen.queryByRole('dialog', { name: OFFER })).not.toBeInTheDocument();
  });

  it('does not offer an application bought meanwhile: the server says a policy is held (issue 23 item 11)', async () => {
    signIn('verified');
    save('user-1');
    const asked = answer('JourneyPolicy', () => ({ userPolicy: { id: 'policy-1', status: 'active' } }));
    renderApp('/products/insurance/welcome');
    await welcome();
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() => expect(readSavedJourney('user-1')).toMatchObject({ completed: true }));
    expect(screen.queryByRole('dialog', { name: OFFER })).not.toBeInTheDocument();
  });

  it('still offers the progress of someone whose policy lapsed: a lapsed policy is not one held', async () => {
    signIn('verified');
    save('user-1');
    const asked = answer('JourneyPolicy', () => ({ userPolicy: { id: 'policy-1', status: 'lapsed' } }));
    renderApp('/products/insurance/welcome');
    await welcome();
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 10_000 });
    await screen.findByRole('dialog', { name: OFFER });
    expect(readSavedJourney('user-1')).not.toMatchObject({ completed: true });
  });

  it('waits while the person signs in or verifies their phone', async () => {
    signIn('identified');
    save('user-1');
    renderApp('/verify-session');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: OFFER })).not.toBeInTheDocument();
  });

  it('offers nothing over the reinstatement pages: the person came to get a lapsed policy back', async () => {
    signIn('verified');
    save('user-1');
    answer('EligibleReinstatementPolicies', () => ({ eligibleReinstatementPolicies: [] }));
    renderApp('/account/policy-reinstatement');
    await screen.findByRole('heading', { level: 1, name: 'Reinstate your policy' });
    // The offer's code would have loaded and asked by now on any other page.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog', { name: OFFER })).not.toBeInTheDocument();
  });

  it('offers it once per visit: NOT NOW is not asked again on the next page', async () => {
    signIn('verified');
    save('user-1');
    const { user, router } = renderApp('/products/insurance/welcome');
    const dialog = await screen.findByRole('dialog', { name: OFFER });
    await user.click(within(dialog).getByRole('button', { name: 'NOT NOW' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => router.navigate('/customer-support'));
    await screen.findByRole('heading', { level: 1, name: 'Need Help?' });
    expect(screen.queryByRole('dialog', { name: OFFER })).not.toBeInTheDocument();
  });

  it('resumes an onboarding journey by itself once the phone is verified', async () => {
    signIn('identified');
    save('user-1', { kind: 'onboarding' });
    const { router } = renderApp('/verify-session');
    await screen.findByRole('heading', { level: 1 });
    act(() => useAuthStore.setState({ authLevel: 'verified' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/eligibility'));
    expect(screen.queryByRole('dialog', { name: OFFER })).not.toBeInTheDocument();
  });
});
