import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, signInAs } from '../../../testing/auth';
import { renderApp } from '../../../testing/render-app';
import { useAuthStore } from '../../../shared/stores/auth';

const MINUTE = 60_000;

/** The idle timer loads with the session's background code; it shares its start in localStorage. */
async function timerRunning() {
  await waitFor(() => expect(localStorage.getItem('wysh.lastActivity')).not.toBeNull());
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('idle lockout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Tokens that outlive the test's jumps in time, so no refresh gets in the way.
    signInAs('verified', { accessToken: fakeAccessToken(Math.floor(Date.now() / 1000) + 3600) });
  });

  afterEach(() => vi.useRealTimers());

  it('warns after 9 quiet minutes, counting down the last 60 seconds; staying keeps the session', async () => {
    const { user } = renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    await timerRunning();
    await advance(9 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/Logging out in (59|60) seconds/);
    await advance(20_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/Logging out in (39|40) seconds/);
    await user.click(within(dialog).getByRole('button', { name: 'STAY LOGGED IN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await advance(2 * MINUTE);
    expect(useAuthStore.getState().authLevel).toBe('verified');
  });

  it('logs out after 10 quiet minutes and says why on the login page, remembering the page', async () => {
    const { router } = renderApp('/account/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await timerRunning();
    await advance(10 * MINUTE);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fprofile');
    expect(screen.getByText(/You were logged out after 10 minutes without activity/)).toBeInTheDocument();
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
  });

  it('counts activity as presence', async () => {
    const { user } = renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    await timerRunning();
    await advance(8 * MINUTE);
    await user.keyboard('{Tab}');
    await advance(8 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAuthStore.getState().authLevel).toBe('verified');
  });

  it('does not run for visitors', async () => {
    useAuthStore.getState().reset();
    renderApp('/products/insurance/welcome');
    await screen.findByRole('heading', { level: 1 });
    await advance(11 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
