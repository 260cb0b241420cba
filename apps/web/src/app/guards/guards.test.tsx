// The guards through the real route table: what each level may see and where the others go.
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { graphql } from '../../testing/graphql-link';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/auth';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { useAuthStore } from '../../shared/stores/auth';

const WELCOME = 'Cover the people and plans you love';

async function landsOn(router: ReturnType<typeof renderApp>['router'], path: string, search = '') {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  expect(router.state.location.search).toBe(search);
}

describe('a visitor (unidentified)', () => {
  it.each([
    ['/account', '?redirect=%2Faccount'],
    ['/account/profile', '?redirect=%2Faccount%2Fprofile'],
    ['/account/profile/edit/verify-phone', '?redirect=%2Faccount%2Fprofile%2Fedit%2Fverify-phone'],
    ['/create-phone', '?redirect=%2Fcreate-phone'],
    ['/onboarding/honesty-pledge', '?redirect=%2Fonboarding%2Fhonesty-pledge'],
  ])('goes from %s to /login remembering the path', async (path, search) => {
    const { router } = renderApp(path);
    await landsOn(router, '/login', search);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(useAuthStore.getState().redirectPath).toBe(path);
  });

  it.each([
    '/login',
    '/forgot-password',
    '/create-account',
    '/create-new-password/t',
    '/disclosure/terms-of-service',
  ])('may open %s', async (path) => {
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/', '/signup'])('goes from %s to the welcome page', async (path) => {
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: WELCOME });
    expect(router.state.location.pathname).toBe('/products/insurance/welcome');
  });
});

describe('an identified user', () => {
  it('goes from a verified page to two-step verification, remembering the path', async () => {
    signInAs('identified');
    const { router } = renderApp('/account');
    await landsOn(router, '/verify-session', '?redirect=%2Faccount');
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
  });

  it('may open identified pages', async () => {
    signInAs('identified');
    renderApp('/create-phone');
    await screen.findByRole('heading', { level: 1, name: "What's your phone number?" });
  });

  it.each(['/login', '/forgot-password', '/create-account'])('is sent on from %s to "/"', async (path) => {
    signInAs('identified');
    const { router } = renderApp(path);
    await landsOn(router, '/');
    // "/" is the dashboard for a signed-in user.
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
  });

  it('is sent on from /login to its redirect parameter', async () => {
    signInAs('identified');
    const { router } = renderApp('/login?redirect=%2Fcreate-phone');
    await landsOn(router, '/create-phone');
  });
});

describe('a verified user', () => {
  it('may open the account area', async () => {
    signInAs('verified');
    renderApp('/account/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
  });

  it('is sent on from /login to its redirect parameter', async () => {
    signInAs('verified');
    const { router } = renderApp('/login?redirect=%2Faccount');
    await landsOn(router, '/account');
  });

  it('is sent to /login, remembering the page, when the server ends the session (GRAPH_API_UNAUTHORIZED)', async () => {
    signInAs('verified');
    server.use(
      graphql.query('Profile', () =>
        HttpResponse.json({
          errors: [{ message: 'Please sign in.', extensions: { code: 'GRAPH_API_UNAUTHORIZED' } }],
        }),
      ),
    );
    const { router } = renderApp('/account/profile');
    await landsOn(router, '/login', '?redirect=%2Faccount%2Fprofile');
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
  });
});

describe('locks', () => {
  it('replaces every route with the locked screen', async () => {
    signInAs('verified');
    useAuthStore.getState().setLockReason('device_locked');
    const { router } = renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: "We can't continue on this device" });
    await act(() => router.navigate('/login'));
    expect(
      screen.getByRole('heading', { level: 1, name: "We can't continue on this device" }),
    ).toBeInTheDocument();
  });

  it('shows a loading screen on guarded pages while the stored session is restored', async () => {
    signInAs('identified');
    useAuthStore.getState().setAuthenticating(true);
    renderApp('/create-phone');
    await screen.findByRole('status');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    act(() => useAuthStore.getState().setAuthenticating(false));
    await screen.findByRole('heading', { level: 1, name: "What's your phone number?" });
  });
});
