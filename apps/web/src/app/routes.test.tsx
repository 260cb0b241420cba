import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../shared/stores/auth';
import { signInAs } from '../testing/auth';
import { renderApp } from '../testing/render-app';

const NOT_FOUND = "Oops! We must've moved whatever was here";
const WELCOME = 'Cover the people and plans you love';

describe('routing', () => {
  it('sends a visitor from "/" to the welcome page, keeping the query string', async () => {
    const { router } = renderApp('/?utm_campaign=ladder');
    expect(await screen.findByRole('heading', { level: 1, name: WELCOME })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/insurance/welcome');
    expect(router.state.location.search).toBe('?utm_campaign=ladder');
  });

  it('redirects /signup to the welcome page', async () => {
    const { router } = renderApp('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: WELCOME })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/insurance/welcome');
  });

  it('shows the not-found page for unknown paths, and its button goes home', async () => {
    const { router, user } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
    expect(
      screen.getByText("Let's get you back on track and pretend this never happened."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'FORGET YOU SAW THIS' }));
    expect(await screen.findByRole('heading', { level: 1, name: WELCOME })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/insurance/welcome');
  });

  it('shows a visitor the insurance home in its marketing state at /products/insurance', async () => {
    const { router } = renderApp('/products/insurance');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Protect the people and plans you love' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/insurance');
  });

  it.each(['/review-quote', '/about-ad'])(
    "sends a visitor from %s to sign in first (a quote is a signed-in person's)",
    async (path) => {
      const { router } = renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toContain(encodeURIComponent(path));
    },
  );

  it('renders /flow/:slug for identified users: a flow the server does not know shows the flow fallback', async () => {
    signInAs('identified');
    const { router } = renderApp('/flow/application');
    await screen.findByRole('heading', { level: 1, name: "This page isn't available" });
    expect(router.state.location.pathname).toBe('/flow/application');
  });

  it.each([
    ['/coverage', '/products/insurance'],
    ['/coverage/welcome', '/products/insurance/welcome'],
    ['/settings/billing', '/products/insurance/billing'],
    ['/settings/billing/history', '/products/insurance/billing/history'],
    ['/settings', '/account'],
    ['/settings/profile/edit', '/account/profile/edit'],
  ])('redirects %s to %s', async (from, to) => {
    // The account area needs a verified session.
    useAuthStore.setState({ authLevel: 'verified', accessToken: 'a', refreshToken: 'r' });
    const { router } = renderApp(`${from}?utm_source=mail`);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.state.location.search).toBe('?utm_source=mail');
  });

  it('lands a moved URL on the page it moved to', async () => {
    renderApp('/coverage/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: WELCOME })).toBeInTheDocument();
  });

  it('has one h1 and the landmarks on every page', async () => {
    for (const path of ['/products/insurance/welcome', '/customer-support', '/nope']) {
      const { unmount } = renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
      unmount();
    }
  });
});

describe('focus after navigation', () => {
  it('moves focus to the main landmark when the page changes, not on first load', async () => {
    const { user } = renderApp('/customer-support');
    await screen.findByRole('heading', { level: 1, name: 'Need Help?' });
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
