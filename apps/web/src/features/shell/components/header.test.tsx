import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs, storedSession } from '../../../testing/auth';
import { renderWithProviders } from '../../../testing/render';
import { answer } from '../../../testing/graphql';
import { server } from '../../../testing/server';
import { useAuthStore, type AuthLevel } from '../../../shared/stores/auth';
import { useJourneyStore } from '../../../shared/stores/journey';
import { useModalStore } from '../../../shared/stores/modal';
import { useTrackingStore } from '../../../shared/stores/tracking';
import { Header } from './header';

function renderHeader(authLevel: AuthLevel, path = '/products/insurance/welcome') {
  useAuthStore.setState({ authLevel });
  const view = renderWithProviders(<Header />, { path });
  return { ...view, header: screen.getByRole('banner') };
}

const tabNav = () => screen.queryByRole('navigation', { name: 'Main' });

describe('Header', () => {
  beforeEach(() => {
    useTrackingStore.setState({ utm: {}, partner: null });
  });

  describe('for a visitor (unidentified)', () => {
    it('links the logo to the marketing site in a new tab', async () => {
      renderHeader('unidentified');
      const logo = await screen.findByRole('link', { name: 'wysh (opens in a new tab)' });
      expect(logo).toHaveAttribute('href', 'https://www.example.com');
      expect(logo).toHaveAttribute('target', '_blank');
      expect(logo).toHaveAttribute('rel', expect.stringContaining('noopener'));
    });

    it('shows no tabs, account, exit or menu', () => {
      renderHeader('unidentified');
      expect(tabNav()).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Exit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    });

    it.each(['/products/insurance/welcome', '/products/select'])('offers Login on %s', (path) => {
      renderHeader('unidentified', path);
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    });

    it.each(['/customer-support', '/disclosure/privacy-policy', '/nope'])(
      'does not offer Login on %s',
      (path) => {
        renderHeader('unidentified', path);
        expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      },
    );

    it('opens the support modal from the Support button', async () => {
      const { user } = renderHeader('unidentified');
      await user.click(screen.getByRole('button', { name: 'Support' }));
      expect(useModalStore.getState().name).toBe('CustomerSupportModal');
    });
  });

  describe('for an identified user', () => {
    it('sends the logo home', () => {
      renderHeader('identified', '/customer-support');
      expect(screen.getByRole('link', { name: 'wysh home' })).toHaveAttribute('href', '/');
    });

    it('shows the three tabs, the exit button and no account icon or Login', () => {
      renderHeader('identified');
      const tabs = within(tabNav() as HTMLElement).getAllByRole('link');
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
        ['HOME', '/'],
        ['INSURANCE', '/products/insurance'],
        ['WYSHES', '/wyshes'],
      ]);
      expect(screen.getByRole('button', { name: 'Exit' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    });

    it('logs out (on the server too) and goes to "/" on Exit', async () => {
      const revoked: unknown[] = [];
      server.use(
        http.post('*/oauth/revoke', async ({ request }) => {
          revoked.push(await request.json());
          return HttpResponse.json({});
        }),
      );
      signInAs('identified', { refreshToken: 'r-exit' });
      const { user, router } = renderHeader('identified', '/customer-support');
      await user.click(screen.getByRole('button', { name: 'Exit' }));
      expect(useAuthStore.getState().authLevel).toBe('unidentified');
      expect(storedSession()).toBeNull();
      expect(router.state.location.pathname).toBe('/');
      await waitFor(() => expect(revoked).toEqual([{ token: 'r-exit', client_id: 'web-client' }]));
    });

    it('marks the tab of the current page', () => {
      renderHeader('identified', '/products/insurance');
      expect(screen.getByRole('link', { name: 'INSURANCE' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
    });
  });

  describe('for a verified user', () => {
    it('shows tabs and the account icon, no exit', () => {
      renderHeader('verified', '/');
      expect(tabNav()).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
      expect(screen.queryByRole('button', { name: 'Exit' })).not.toBeInTheDocument();
    });
  });

  describe('for staff (an underwriter)', () => {
    beforeEach(() => {
      answer('StaffRoles', () => ({ currentUser: { id: 'u1', roles: ['underwriter'] } }));
    });

    it('shows the console instead of the customer tabs', async () => {
      signInAs('verified');
      renderHeader('verified', '/underwriting');
      expect(await screen.findByRole('link', { name: 'CONSOLE' })).toHaveAttribute('href', '/underwriting');
      const tabs = within(tabNav() as HTMLElement).getAllByRole('link');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['CONSOLE']);
      expect(screen.queryByRole('link', { name: 'HOME' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'INSURANCE' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'WYSHES' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    });

    it('lists the console, not the customer pages, in the small-screen menu', async () => {
      signInAs('identified');
      const { user } = renderHeader('identified', '/underwriting');
      await screen.findByRole('link', { name: 'CONSOLE' });
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const menu = screen.getByRole('navigation', { name: 'Menu' });
      expect(
        within(menu)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Underwriting console', 'Support', 'Exit']);
    });
  });

  describe('for customer service', () => {
    it('shows the servicing console instead of the customer tabs', async () => {
      answer('StaffRoles', () => ({ currentUser: { id: 'u1', roles: ['support'] } }));
      signInAs('verified');
      renderHeader('verified', '/servicing');
      expect(await screen.findByRole('link', { name: 'SERVICING' })).toHaveAttribute('href', '/servicing');
      const tabs = within(tabNav() as HTMLElement).getAllByRole('link');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['SERVICING']);
    });
  });

  it('hides the tabs in immersive mode', () => {
    useJourneyStore.setState({ immersive: true });
    renderHeader('verified', '/');
    expect(tabNav()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('shows an affiliate partner logo beside ours', () => {
    useTrackingStore.getState().capture('?utm_campaign=Ladder');
    renderHeader('unidentified');
    expect(screen.getByRole('img', { name: 'In partnership with Ladder' })).toBeInTheDocument();
  });

  it('shows no partner logo for other campaigns', () => {
    useTrackingStore.getState().capture('?utm_campaign=summer');
    renderHeader('unidentified');
    expect(screen.queryByRole('img', { name: /In partnership with/ })).not.toBeInTheDocument();
  });

  it('turns opaque once the page scrolls beyond half its height', async () => {
    const { header } = renderHeader('unidentified');
    Object.defineProperty(header, 'offsetHeight', { configurable: true, value: 64 });
    expect(header).not.toHaveAttribute('data-solid');
    await act(async () => {
      window.scrollY = 40;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute('data-solid');
    await act(async () => {
      window.scrollY = 20;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).not.toHaveAttribute('data-solid');
  });
});
