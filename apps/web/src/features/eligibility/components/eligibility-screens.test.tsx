// The ineligible and coverage-denied screens: every variant's words and buttons, and what leaving them does to
// the journey that led there.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ELIGIBLE_STATES } from '@wysh/domain/eligibility';
import { startJourney } from '../../../shared/journeys/runtime';
import { fulfillmentJourney } from '../../../shared/journeys/fulfillment';
import { readSavedJourney } from '../../../shared/journeys/saved-progress';
import { activeJourney, useJourneyStore } from '../../../shared/stores/journey';
import { useAuthStore } from '../../../shared/stores/auth';
import { fakeAccessToken, signInAs } from '../../../testing/auth';
import { renderApp } from '../../../testing/render-app';
import { renderWithProviders } from '../../../testing/render';
import { CoverageDeniedPage } from './coverage-denied-page';

// Generous: pages load lazily, slowly on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const buttons = () =>
  screen.getAllByRole('button', { name: /^[A-Z' ,]+$/ }).map((button) => button.textContent);
// "/" for a signed-in user: the dashboard, greeting a user without a first name.
const HOME = 'Welcome!';

/** A verified user whose fulfillment journey stands at the ineligibility check. */
function atTheCheck() {
  signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-1') });
  startJourney(fulfillmentJourney, { flags: new Set(), hasActivePhone: false, holdsPolicy: false });
  for (let i = 0; i < 4; i += 1) activeJourney()!.next();
  expect(useJourneyStore.getState().status?.step).toBe('ineligibility-check');
}

function expectStates() {
  const list = screen.getByRole('list', { name: 'States we cover' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(Object.values(ELIGIBLE_STATES));
  expect(Object.values(ELIGIBLE_STATES)).toEqual([
    'Arizona',
    'Georgia',
    'Illinois',
    'Michigan',
    'North Carolina',
    'Ohio',
    'Oregon',
    'Pennsylvania',
    'Wisconsin',
  ]);
}

describe('/ineligible', { timeout: 15_000 }, () => {
  it('general: "Sorry, we can’t cover you", OK, LET\'S DO IT and TRY AGAIN LATER', async () => {
    renderApp('/ineligible/general');
    await heading('Sorry, we can’t cover you');
    expect(buttons()).toEqual(["OK, LET'S DO IT", 'TRY AGAIN LATER']);
  });

  it.each([undefined, 'unheard_of'])('reads %s as general', async (reason) => {
    renderApp(reason ? `/ineligible/${reason}` : '/ineligible');
    await heading('Sorry, we can’t cover you');
  });

  it("general: OK, LET'S DO IT ends the journey and goes on (to the dashboard until the builder exists)", async () => {
    atTheCheck();
    const { user, router } = renderApp('/ineligible/general');
    await heading('Sorry, we can’t cover you');
    await user.click(screen.getByRole('button', { name: "OK, LET'S DO IT" }));
    await heading(HOME);
    expect(router.state.location.pathname).toBe('/');
    expect(useJourneyStore.getState().status).toBeNull();
    expect(readSavedJourney('user-1')).toBeNull();
  });

  it('general: TRY AGAIN LATER ends the journey, logs out and goes to /login', async () => {
    atTheCheck();
    const { user, router } = renderApp('/ineligible/general');
    await heading('Sorry, we can’t cover you');
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN LATER' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
    expect(readSavedJourney('user-1')).toBeNull();
  });

  it("criminal_history: I'D LIKE TO CONTINUE moves the journey on to the beneficiary step", async () => {
    atTheCheck();
    const { user, router } = renderApp('/ineligible/criminal_history');
    await heading('You might have a hard time getting coverage');
    expect(buttons()).toEqual(["I'D LIKE TO CONTINUE", 'NEVERMIND']);
    await user.click(screen.getByRole('button', { name: "I'D LIKE TO CONTINUE" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow/beneficiary'));
    expect(readSavedJourney('user-1')).toMatchObject({ completed: false });
  });

  it('criminal_history: NEVERMIND ends the journey and goes to "/"', async () => {
    atTheCheck();
    const { user, router } = renderApp('/ineligible/criminal_history');
    await heading('You might have a hard time getting coverage');
    await user.click(screen.getByRole('button', { name: 'NEVERMIND' }));
    await heading(HOME);
    expect(router.state.location.pathname).toBe('/');
    expect(readSavedJourney('user-1')).toBeNull();
  });

  it('age_of_insured: only ages 18 to 45', async () => {
    renderApp('/ineligible/age_of_insured');
    await heading('We can only cover people aged 18 to 45');
    expect(screen.getByText(/between 18 and 45 years old/)).toBeInTheDocument();
    expect(buttons()).toEqual(['GOT IT']);
  });

  it('state_of_residence: lists the nine states we cover', async () => {
    renderApp('/ineligible/state_of_residence');
    await heading("We're not in your state yet");
    expectStates();
    expect(buttons()).toEqual(['GOT IT']);
  });

  it('ends the journey when left any other way (the header logo)', async () => {
    atTheCheck();
    const { user } = renderApp('/ineligible/age_of_insured');
    await heading('We can only cover people aged 18 to 45');
    expect(useJourneyStore.getState().status).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'wysh home' }));
    await heading(HOME);
    await waitFor(() => expect(useJourneyStore.getState().status).toBeNull());
    expect(readSavedJourney('user-1')).toBeNull();
  });
});

describe('/coverage-denied', { timeout: 15_000 }, () => {
  it.each([
    ['', "Sorry, we can't offer you coverage", ['GO TO DASHBOARD']],
    ['/default', "Sorry, we can't offer you coverage", ['GO TO DASHBOARD']],
    ['/unheard_of', "Sorry, we can't offer you coverage", ['GO TO DASHBOARD']],
    ['/dob', 'Sorry, we only insure ages 18-45', ['GO TO DASHBOARD']],
    ['/location', "We can't cover you where you live yet", ['SET UP WYSHES', 'TRY AGAIN LATER']],
    ['/state_ineligible', "Sorry, we aren't in your state yet", ['GO TO DASHBOARD']],
    ['/rejected', "Your application wasn't approved", ['GO TO DASHBOARD']],
    ['/rejected_reinstatement', "We can't reinstate your policy", ['APPLY FOR A NEW POLICY', 'CLOSE']],
    ['/failed', 'Operation has timed out', ['GO TO DASHBOARD']],
    ['/referred_to_underwriter', 'Your application is being reviewed', ['GO TO DASHBOARD']],
  ])('%s: "%s" with %j', async (type, title, expected) => {
    renderApp(`/coverage-denied${type}`);
    await heading(title);
    expect(buttons()).toEqual(expected);
  });

  it('failed: "A technical error has occurred. Please try again later."', async () => {
    renderApp('/coverage-denied/failed');
    await heading('Operation has timed out');
    expect(screen.getByText('A technical error has occurred. Please try again later.')).toBeInTheDocument();
  });

  it('state_ineligible lists the nine states we cover', async () => {
    renderApp('/coverage-denied/state_ineligible');
    await heading("Sorry, we aren't in your state yet");
    expectStates();
  });

  it('referred_to_underwriter: about 48 working hours, and a link to the help centre', async () => {
    renderApp('/coverage-denied/referred_to_underwriter');
    await heading('Your application is being reviewed');
    expect(screen.getByText(/about 48 working hours/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /What happens during a review\?/ })).toHaveAttribute(
      'href',
      'https://help.example.com',
    );
  });

  it('rejected: apply again in 30 days', async () => {
    renderApp('/coverage-denied/rejected');
    await heading("Your application wasn't approved");
    expect(screen.getByText(/apply again in 30 days/)).toBeInTheDocument();
  });

  it('location: TRY AGAIN LATER logs out and goes to /login', async () => {
    signInAs('verified');
    const { user, router } = renderApp('/coverage-denied/location');
    await heading("We can't cover you where you live yet");
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN LATER' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
  });

  it('dob: GO TO DASHBOARD ends the journey that led here and goes to "/"', async () => {
    atTheCheck();
    const { user, router } = renderApp('/coverage-denied/dob');
    await heading('Sorry, we only insure ages 18-45');
    await user.click(screen.getByRole('button', { name: 'GO TO DASHBOARD' }));
    await heading(HOME);
    expect(router.state.location.pathname).toBe('/');
    expect(readSavedJourney('user-1')).toBeNull();
  });

  it('rejected_reinstatement: APPLY FOR A NEW POLICY starts the fulfillment journey', async () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-1') });
    const { user, router } = renderApp('/coverage-denied/rejected_reinstatement');
    await heading("We can't reinstate your policy");
    await user.click(screen.getByRole('button', { name: 'APPLY FOR A NEW POLICY' }));
    await heading('Two things to know before you apply');
    expect(router.state.location.pathname).toBe('/onboarding/honesty-pledge');
  });

  it('rejected_reinstatement: no new policy to apply for when an accidental death offer exists', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/coverage-denied/:type" element={<CoverageDeniedPage hasAccidentalDeathOffer />} />
      </Routes>,
      { path: '/coverage-denied/rejected_reinstatement' },
    );
    await heading("We can't reinstate your policy");
    expect(buttons()).toEqual(['CLOSE']);
    expect(screen.queryByText(/apply for a new one/)).not.toBeInTheDocument();
  });
});
