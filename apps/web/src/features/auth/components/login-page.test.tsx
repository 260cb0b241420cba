import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { oauthError, tokenAnswer } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { testPreVerifiedData, testVerifiedData } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { AUTH_STORAGE_KEY } from '../../../shared/auth/token-storage';
import { useAuthStore } from '../../../shared/stores/auth';

const PASSWORD = 'correct horse battery staple';

function loginServer({ level = 'identified' }: { level?: 'identified' | 'verified' } = {}) {
  const seen: { authorize: Record<string, string> | null; token: Record<string, string> | null } = {
    authorize: null,
    token: null,
  };
  server.use(
    http.post('*/oauth/authorize', async ({ request }) => {
      seen.authorize = (await request.json()) as Record<string, string>;
      return HttpResponse.json({ code: 'code-1' });
    }),
    http.post('*/oauth/token', async ({ request }) => {
      seen.token = (await request.json()) as Record<string, string>;
      return HttpResponse.json(tokenAnswer({ auth_level: level }));
    }),
  );
  return seen;
}

function failLogin(status: number, error: string, description: string, extra: Record<string, unknown> = {}) {
  server.use(http.post('*/oauth/authorize', () => oauthError(status, error, description, extra)));
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email = 'ann@example.com') {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'LOG IN' }));
}

describe('/login', () => {
  it('says what is missing, with "Required" and no asterisks (every field is required)', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'LOG IN' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it("says 'Invalid email' when leaving a mistyped address, and typing clears it", async () => {
    const { user } = renderApp('/login');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'ann@example');
    await user.tab();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Invalid email');
    await user.type(email, '.com');
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
  });

  it('signs in with PKCE: a 32-character verifier and its S256 challenge, never storing the password', async () => {
    const seen = loginServer();
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user);
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    const verifier = seen.token!.code_verifier!;
    expect(verifier).toMatch(/^[A-Za-z0-9._~-]{32}$/);
    expect(seen.authorize).toMatchObject({
      client_id: 'web-client',
      response_type: 'code',
      scope: 'api',
      code_challenge_method: 'S256',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      email: 'ann@example.com',
      password: PASSWORD,
    });
    expect(seen.token).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      client_id: 'web-client',
    });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toContain(PASSWORD);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({ authLevel: 'identified' });
    expect(router.state.location.pathname).toBe('/verify-session');
    expect(router.state.location.search).toBe('?redirect=%2Fproducts%2Finsurance%2Fwelcome');
  });

  it('asks an identified user with no phone number for one', async () => {
    loginServer();
    answer('PreVerifiedInitialData', () => ({
      fetchPreVerifiedInitialData: testPreVerifiedData({ activePhoneNumber: null, phoneNumbers: [] }),
    }));
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user);
    await screen.findByRole('heading', { level: 1, name: "What's your phone number?" });
    expect(router.state.location.pathname).toBe('/create-phone');
  });

  it('takes a verified session straight to the page it came for', async () => {
    loginServer({ level: 'verified' });
    const { user, router } = renderApp('/account/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fprofile');
    await fillAndSubmit(user);
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(router.state.location.pathname).toBe('/account/profile');
  });

  it('then fetches the pre-verified data, which names the phone for the code, in one call', async () => {
    loginServer();
    const preVerified = answer('PreVerifiedInitialData', () => ({
      fetchPreVerifiedInitialData: testPreVerifiedData(),
    }));
    const verified = answer('VerifiedInitialData', () => ({ fetchVerifiedInitialData: testVerifiedData }));
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(screen.getByText(/\(\*\*\*\) \*\*\*-0100/)).toBeInTheDocument();
    expect(preVerified).toHaveLength(1);
    expect(verified).toHaveLength(0);
  });

  it('fetches the verified data too when the session is verified', async () => {
    loginServer({ level: 'verified' });
    const preVerified = answer('PreVerifiedInitialData', () => ({
      fetchPreVerifiedInitialData: testPreVerifiedData(),
    }));
    const verified = answer('VerifiedInitialData', () => ({ fetchVerifiedInitialData: testVerifiedData }));
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    await waitFor(() => expect(verified).toHaveLength(1));
    expect(preVerified).toHaveLength(1);
  });

  it("shows the server's error_description under the form", async () => {
    failLogin(401, 'CREDENTIAL_INCORRECT', 'Wrong email or password');
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
  });

  it('opens LoginAttemptWarningModal on the third wrong password, offering a reset', async () => {
    failLogin(401, 'AUTHENTICATION_THIRD_ATTEMPT', 'Wrong email or password');
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user, 'ann@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Wrong email or password' });
    await user.click(within(dialog).getByRole('button', { name: 'RESET PASSWORD' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
  });

  it('lets the person try again from LoginAttemptWarningModal', async () => {
    failLogin(401, 'AUTHENTICATION_THIRD_ATTEMPT', 'Wrong email or password');
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Wrong email or password' });
    await user.click(within(dialog).getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it.each([
    [
      'AUTHENTICATION_TENTH_ATTEMPT',
      { lock_reason: 'password_attempts' },
      'password_attempts',
      'Too many sign-in attempts',
    ],
    ['ACCOUNT_LOCKED', { lock_reason: 'security_lock' }, 'security_lock', 'Your account is locked'],
    ['ACCOUNT_LOCKED', { lock_reason: 'blocked' }, 'blocked', 'Your account is blocked'],
  ])('locks the app on %s with lock_reason %j', async (code, extra, reason, title) => {
    failLogin(401, code, 'Locked.', extra);
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(useAuthStore.getState().lockReason).toBe(reason);
  });

  it('shows a closed account the server says so', async () => {
    failLogin(401, 'USER_DECOMMISSIONED', 'This account has been closed.');
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been closed.');
  });

  it('says when the server cannot be reached', async () => {
    server.use(http.post('*/oauth/authorize', () => HttpResponse.error()));
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach our servers.");
  });

  it('says why after an idle lockout', async () => {
    const { router } = renderApp('/products/insurance/welcome');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/login', { state: { notice: 'idle' } });
    expect(await screen.findByText(/You were logged out after 10 minutes without activity/)).toHaveAttribute(
      'role',
      'status',
    );
  });
});
