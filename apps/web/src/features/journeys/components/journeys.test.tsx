// The fulfillment journey in the real route table: where /fulfillment/start sends each kind of user, the
// journey moving through the registration screens, the progress bar, the back control, the exit confirmation,
// the leave-page warning and the start page's restore and restart offers.
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { graphql } from '../../../testing/graphql-link';
import { describe, expect, it } from 'vitest';
import { FULFILLMENT_PROGRESS_STEPS, SKIP_PHONE_FLAG } from '../../../shared/journeys/fulfillment';
import { readSavedJourney, savedJourneyKey } from '../../../shared/journeys/saved-progress';
import { useJourneyStore } from '../../../shared/stores/journey';
import { openModal } from '../../../shared/stores/modal';
import { fakeAccessToken, signInAs } from '../../../testing/auth';
import { createPhoneForm } from '../../../testing/flow-fixtures';
import { api, buildForm, button } from '../../../testing/flow-builders';
import { serveFlow } from '../../../testing/flows';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';

const PLEDGE = 'Two things to know before you apply';
const CHECKLIST = 'Is term life a fit for you?';
// The dashboard's greeting of a user without a first name (the test dashboard has none).
const HOME = 'Welcome!';
const EXIT_TITLE = 'Do you really wanna exit mid-application?';
const percent = (position: number) => Math.round((position / FULFILLMENT_PROGRESS_STEPS.length) * 100);

function signIn(level: 'identified' | 'verified', userId = 'user-1') {
  signInAs(level, { accessToken: fakeAccessToken(undefined, userId) });
}

function facts({ skipPhone = false, activePhone = false } = {}) {
  return answer('JourneyFacts', (variables) => ({
    globalFeatureFlags: [{ name: SKIP_PHONE_FLAG, enabled: skipPhone }],
    ...(variables.identified ? { profile: { activePhoneNumber: activePhone ? { id: 'p1' } : null } } : {}),
  }));
}

async function startAt(level: 'unidentified' | 'identified' | 'verified', options = {}) {
  if (level !== 'unidentified') signIn(level);
  const calls = facts(options);
  const view = renderApp('/fulfillment/start');
  return { ...view, calls };
}

// Generous: pages, modals and the journey code load lazily, slowly on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const title = (text: string) => ({ key: 'title', type: 'text', content: { text, typography: 'title' } });
const tabs = () => screen.queryByRole('navigation', { name: 'Main' });

// The first test of a file loads every lazy page and modal it shows: slow on a busy machine.
describe('/fulfillment/start', { timeout: 15_000 }, () => {
  it('sends a visitor to create an account first, without a progress bar', async () => {
    const { router } = await startAt('unidentified');
    await heading('Create your account');
    expect(router.state.location.pathname).toBe('/create-account');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(useJourneyStore.getState().status?.step).toBe('create-account');
  });

  it('sends an identified user without a phone to add one', async () => {
    const { router, calls } = await startAt('identified');
    await heading("What's your phone number?");
    expect(router.state.location.pathname).toBe('/create-phone');
    expect(calls).toEqual([{ identified: true }]);
  });

  it("shows one back control on /create-phone, the journey's, which asks before leaving", async () => {
    const { user } = await startAt('identified');
    await heading("What's your phone number?");
    // The flow screen's own back (which left without asking) gives way to the journey's.
    const backs = screen.getAllByRole('button', { name: 'Back' });
    expect(backs).toHaveLength(1);
    await user.click(backs[0]!);
    expect(await screen.findByRole('dialog', { name: EXIT_TITLE })).toBeInTheDocument();
  });

  it('sends an identified user with a phone to verify the session', async () => {
    const { router } = await startAt('identified', { activePhone: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-session'));
  });

  it('skips the phone steps with the feature flag', async () => {
    const { router } = await startAt('identified', { skipPhone: true });
    await heading(PLEDGE);
    expect(router.state.location.pathname).toBe('/onboarding/honesty-pledge');
  });

  it('takes a verified user straight to the honesty pledge, with the progress bar, in immersive mode', async () => {
    const { router } = await startAt('verified');
    await heading(PLEDGE);
    expect(router.state.location.pathname).toBe('/onboarding/honesty-pledge');
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent(1)));
    expect(tabs()).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Exit' })).toBeInTheDocument();
  });

  it('offers saved progress back, and resumes it', async () => {
    signIn('verified');
    localStorage.setItem(
      savedJourneyKey('user-1'),
      JSON.stringify({
        journey: 'fulfillment',
        kind: 'fulfillment',
        position: { steps: [{ step: 'eligibility-checklist', section: null }] },
        path: '/onboarding/eligibility',
        completed: false,
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const { user, router } = renderApp('/fulfillment/start');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Pick up where you left off?' },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await heading(CHECKLIST);
    expect(router.state.location.pathname).toBe('/onboarding/eligibility');
  });

  it('warns about a completed journey and offers to start over', async () => {
    signIn('verified');
    localStorage.setItem(
      savedJourneyKey('user-1'),
      JSON.stringify({
        journey: 'fulfillment',
        kind: 'fulfillment',
        position: { steps: [{ step: 'ineligibility-check', section: null }] },
        path: '/',
        completed: true,
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const { user, router } = renderApp('/fulfillment/start');
    const dialog = await screen.findByRole(
      'dialog',
      { name: "You've completed your application" },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'START OVER' }));
    await heading(PLEDGE);
    expect(router.state.location.pathname).toBe('/onboarding/honesty-pledge');
    expect(readSavedJourney('user-1')).toMatchObject({
      completed: false,
      path: '/onboarding/honesty-pledge',
    });
  });

  it('leaves the start page for "/" when the person decides later', async () => {
    signIn('verified');
    localStorage.setItem(
      savedJourneyKey('user-1'),
      JSON.stringify({
        journey: 'fulfillment',
        kind: 'fulfillment',
        position: { steps: [{ step: 'honesty-pledge', section: null }] },
        path: '/onboarding/honesty-pledge',
        completed: false,
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const { user, router } = renderApp('/fulfillment/start');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Pick up where you left off?' },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'NOT NOW' }));
    await heading(HOME);
    expect(router.state.location.pathname).toBe('/');
    expect(readSavedJourney('user-1')).not.toBeNull();
  });
});

describe('moving through the journey', () => {
  it('goes from the pledge to the checklist to the onboarding-intro flow in the new_policy scope', async () => {
    const { user, router } = await startAt('verified');
    await heading(PLEDGE);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(screen.getByRole('button', { name: 'I UNDERSTAND' }));
    await heading(CHECKLIST);
    expect(router.state.location.pathname).toBe('/onboarding/eligibility');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent(1)));
    await user.click(screen.getByRole('link', { name: 'CONTINUE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow/onboarding-intro'));
    expect(router.state.location.state).toEqual({ flowScope: 'new_policy' });
    expect(readSavedJourney('user-1')!.path).toBe('/flow/onboarding-intro');
  });

  it("carries the next flow step's scope when a flow finishes, so a reload there resumes the same session", async () => {
    serveFlow({
      slug: 'onboarding-intro',
      forms: [
        buildForm([
          title('Your answers stay private'),
          button('go', [api('finishFlow')], { text: "LET'S GO" }),
        ]),
      ],
    });
    const { user, router } = await startAt('verified');
    await heading(PLEDGE);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(screen.getByRole('button', { name: 'I UNDERSTAND' }));
    await heading(CHECKLIST);
    await user.click(screen.getByRole('link', { name: 'CONTINUE' }));
    await heading('Your answers stay private');
    await user.click(screen.getByRole('button', { name: "LET'S GO" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow/insurance-profile'));
    expect(router.state.location.state).toEqual({ flowScope: 'new_policy' });
  });

  it('moves on from the phone number to the code it was sent', async () => {
    // /create-phone adds the number through its flow's createPhoneNumber group.
    const flow = serveFlow({
      slug: 'pre-verified-initial-data',
      forms: [createPhoneForm],
      groupMutations: {
        createPhoneNumber: () => ({
          response: { phoneNumber: { id: 'p9', mask: '(***) ***-0199', status: 'PENDING' } },
        }),
      },
    });
    const { user, router } = await startAt('identified');
    await heading("What's your phone number?");
    await user.type(screen.getByRole('textbox', { name: /Mobile phone number/ }), '4155550199');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-session'));
    expect(flow.groups).toHaveLength(1);
    expect(router.state.location.state).toMatchObject({ phone: { id: 'p9' } });
    expect(useJourneyStore.getState().status?.step).toBe('verify-phone');
  });

  it('the back control goes to the previous step, and asks before leaving from the first one', async () => {
    const { user, router } = await startAt('verified');
    await heading(PLEDGE);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(screen.getByRole('button', { name: 'I UNDERSTAND' }));
    await heading(CHECKLIST);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading(PLEDGE);
    expect(router.state.location.pathname).toBe('/onboarding/honesty-pledge');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: EXIT_TITLE }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('follows the browser back button to the previous step', async () => {
    const { user, router } = await startAt('verified');
    await heading(PLEDGE);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(screen.getByRole('button', { name: 'I UNDERSTAND' }));
    await heading(CHECKLIST);
    await router.navigate(-1);
    await heading(PLEDGE);
    await waitFor(() => expect(useJourneyStore.getState().status?.step).toBe('honesty-pledge'));
  });

  it('stops (keeping its progress) when the person goes elsewhere', async () => {
    const { router } = await startAt('verified');
    await heading(PLEDGE);
    await router.navigate('/customer-support');
    await heading('Need Help?');
    await waitFor(() => expect(useJourneyStore.getState().status).toBeNull());
    expect(tabs()).toBeInTheDocument();
    expect(readSavedJourney('user-1')!.path).toBe('/onboarding/honesty-pledge');
  });
});

describe('exiting', () => {
  it('asks "Do you really wanna exit mid-application?"; NEVERMIND stays in the journey', async () => {
    const { user, router } = await startAt('verified');
    await heading(PLEDGE);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Exit' }));
    const dialog = await screen.findByRole('dialog', { name: EXIT_TITLE }, { timeout: 10_000 });
    expect(within(dialog).getByText(/your progress is saved/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'NEVERMIND' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/onboarding/honesty-pledge');
    expect(useJourneyStore.getState().status).not.toBeNull();
  });

  it('YEAH, EXIT leaves for "/" (the dashboard), keeping the progress to restore', async () => {
    const { user, router } = await startAt('verified');
    await heading(PLEDGE);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Exit' }));
    const dialog = await screen.findByRole('dialog', { name: EXIT_TITLE }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'YEAH, EXIT' }));
    await heading(HOME);
    expect(router.state.location.pathname).toBe('/');
    expect(useJourneyStore.getState().status).toBeNull();
    expect(tabs()).toBeInTheDocument();
    expect(readSavedJourney('user-1')!.path).toBe('/onboarding/honesty-pledge');
    // Not offered again straight away: only on a later visit, or at /fulfillment/start.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await router.navigate('/fulfillment/start');
    expect(
      await screen.findByRole('dialog', { name: 'Pick up where you left off?' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('asks onboarding journeys in fewer words', async () => {
    renderWithProviders(<></>, { withModals: true });
    act(() => openModal('JourneyExit', { kind: 'onboarding' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Do you really wanna exit?' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByRole('button', { name: 'YEAH, EXIT' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'NEVERMIND' })).toBeInTheDocument();
  });

  it('tells a visitor nothing is kept yet', async () => {
    const { user } = await startAt('unidentified');
    await heading('Create your account');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Exit' }));
    const dialog = await screen.findByRole('dialog', { name: EXIT_TITLE }, { timeout: 10_000 });
    expect(within(dialog).getByText(/nothing you've entered will be kept/i)).toBeInTheDocument();
  });

  it('warns before the page is left while a journey runs', async () => {
    const { router } = await startAt('verified');
    await heading(PLEDGE);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await router.navigate('/customer-support');
    await waitFor(() => expect(useJourneyStore.getState().status).toBeNull());
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});

describe('the end of the journey for now', () => {
  async function atCheck() {
    signIn('verified');
    localStorage.setItem(
      savedJourneyKey('user-1'),
      JSON.stringify({
        journey: 'fulfillment',
        kind: 'fulfillment',
        position: { steps: [{ step: 'ineligibility-check', section: null }] },
        path: '/fulfillment/check-eligibility',
        completed: false,
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    // A reload on the step's own path resumes without asking.
    return renderApp('/fulfillment/check-eligibility');
  }

  function serveBeneficiaryStep() {
    serveFlow({
      slug: 'beneficiary',
      forms: [
        buildForm([
          title('Who should receive your benefit?'),
          button('continue', [api('finishFlow')], { text: 'CONTINUE' }),
        ]),
      ],
    });
  }

  it('moves on to the beneficiary flow after the check finds nothing, then to the underwriting interview', async () => {
    serveBeneficiaryStep();
    const { router, user } = await atCheck();
    await heading('Who should receive your benefit?');
    expect(router.state.location.pathname).toBe('/flow/beneficiary');
    expect(router.state.location.state).toEqual({ flowScope: 'new_policy' });
    expect(readSavedJourney('user-1')!.path).toBe('/flow/beneficiary');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow/underwriting-interview'), {
      timeout: 10_000,
    });
    expect(router.state.location.state).toEqual({ flowScope: 'new_policy' });
    expect(readSavedJourney('user-1')).toMatchObject({
      path: '/flow/underwriting-interview',
      completed: false,
    });
  });

  it('shows the reason to show when there are some (age first)', async () => {
    server.use(
      graphql.query('UserIneligibleReasons', () =>
        HttpResponse.json({
          data: {
            userIneligibleReasons: { ineligibleCoverageReasons: ['state_of_residence', 'age_of_insured'] },
          },
        }),
      ),
    );
    const { router } = await atCheck();
    await heading('We can only cover people aged 18 to 45');
    expect(router.state.location.pathname).toBe('/ineligible/age_of_insured');
  });

  it('shows what went wrong when the check fails, and tries again', async () => {
    let calls = 0;
    server.use(
      graphql.query('UserIneligibleReasons', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({
              errors: [{ message: 'Profile incomplete', extensions: { code: 'STANDARD_ERROR' } }],
            })
          : HttpResponse.json({ data: { userIneligibleReasons: { ineligibleCoverageReasons: [] } } });
      }),
    );
    serveBeneficiaryStep();
    const { user, router } = await atCheck();
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile incomplete');
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await heading('Who should receive your benefit?');
    expect(router.state.location.pathname).toBe('/flow/beneficiary');
  });
});
