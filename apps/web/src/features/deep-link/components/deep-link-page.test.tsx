import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { graphql } from '../../../testing/graphql-link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { useAuthStore } from '../../../shared/stores/auth';

afterEach(() => {
  vi.restoreAllMocks();
});

function exchanged(refreshToken = 'r-link') {
  return {
    exchangeLoginToken: {
      token: { accessToken: fakeAccessToken(), refreshToken, authLevel: 'IDENTIFIED' },
      error: null,
    },
  };
}

describe('/deep-link', () => {
  it('signs in with the login token of a quote_review link, then goes to the route', async () => {
    const calls = answer('ExchangeLoginToken', () => exchanged());
    const preVerified = answer('PreVerifiedInitialData', () => ({
      fetchPreVerifiedInitialData: { currentUser: null },
    }));
    const { router } = renderApp('/deep-link?feature=quote_review&token=tok-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/review-quote'));
    expect(calls).toEqual([{ input: { loginToken: 'tok-1', purpose: 'QUOTE_REVIEW' } }]);
    expect(useAuthStore.getState()).toMatchObject({ authLevel: 'identified', refreshToken: 'r-link' });
    // Signed in like any login: the pre-verified data follows.
    await waitFor(() => expect(preVerified).toHaveLength(1));
    // The token leaves the address bar and the history.
    expect(router.state.location.search).toBe('');
  });

  it('shows a loading indicator while the link resolves', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.mutation('ExchangeLoginToken', async () => {
        await held;
        return undefined;
      }),
    );
    answer('ExchangeLoginToken', () => exchanged());
    const { router } = renderApp('/deep-link?feature=login&token=tok-2&path=%2Faccount%2Fprofile');
    expect(await screen.findByText('Opening your link')).toBeInTheDocument();
    release();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/deep-link'));
    // /account/profile needs a verified session: the identified one is asked for a code on the way.
    expect(router.state.location.pathname).toBe('/verify-session');
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fprofile');
  });

  it('replaces the session of whoever was signed in here', async () => {
    signInAs('verified', { refreshToken: 'r-someone-else' });
    const revoked: unknown[] = [];
    server.use(
      http.post('*/oauth/revoke', async ({ request }) => {
        revoked.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    answer('ExchangeLoginToken', () => exchanged('r-link-2'));
    const { router } = renderApp('/deep-link?feature=policy_reinstatement&token=tok-3');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/deep-link'));
    expect(useAuthStore.getState()).toMatchObject({ authLevel: 'identified', refreshToken: 'r-link-2' });
    expect(revoked).toEqual([expect.objectContaining({ token: 'r-someone-else' })]);
  });

  it('says when the login token is no longer valid, and offers to log in on the way to the route', async () => {
    answer('ExchangeLoginToken', () => ({
      exchangeLoginToken: { token: null, error: userError('TOKEN_INVALID', 'No longer valid.') },
    }));
    renderApp('/deep-link?feature=quote_review&token=used');
    await screen.findByRole('heading', { level: 1, name: "We couldn't open this link" });
    expect(screen.getByText('This link is no longer valid. Please ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LOG IN' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Freview-quote',
    );
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
  });

  it('takes a reset_password link to the new-password page with its token', async () => {
    const { router } = renderApp('/deep-link?feature=reset_password&token=reset-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-new-password/reset-1'));
  });

  it('goes to the path of any other link, when it stays in the app', async () => {
    const { router } = renderApp('/deep-link?feature=support&path=%2Fcustomer-support');
    await screen.findByRole('heading', { level: 1, name: 'Need Help?' });
    expect(router.state.location.pathname).toBe('/customer-support');
  });

  it('logs a link missing its data (never its token) and stops loading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/deep-link?feature=other&path=https%3A%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 1, name: "We couldn't open this link" });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO HOME' })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Deep link with missing data', { feature: 'other', missing: 'path' }),
    );

    log.mockClear();
    renderApp('/deep-link?feature=new_email');
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Deep link with missing data', {
        feature: 'new_email',
        missing: 'token',
      }),
    );
  });
});
