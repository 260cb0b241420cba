import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { useAuthStore, type AuthLevel } from '../../../shared/stores/auth';
import { useModalStore } from '../../../shared/stores/modal';
import { Header } from './header';

function renderFor(authLevel: AuthLevel, path = '/') {
  useAuthStore.setState({ authLevel });
  return renderWithProviders(<Header />, { path });
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menuItems = () =>
  within(screen.getByRole('navigation', { name: 'Menu' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Header menu', () => {
  it('is closed until its button is pressed', async () => {
    const { user } = renderFor('verified');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });

  it('offers Home, Insurance, Wyshes, Support and Account to a verified user', async () => {
    const { user } = renderFor('verified');
    await user.click(menuButton());
    expect(menuItems()).toEqual(['Home', 'Insurance', 'Wyshes', 'Support', 'Account']);
  });

  it('hides Wyshes and Account from an identified-only user, who gets Exit', async () => {
    const { user } = renderFor('identified');
    await user.click(menuButton());
    expect(menuItems()).toEqual(['Home', 'Insurance', 'Support', 'Exit']);
  });

  it('marks the page it is on as current', async () => {
    const { user } = renderFor('verified', '/products/insurance');
    await user.click(menuButton());
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Insurance' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = renderFor('verified');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when a link is chosen, and navigates', async () => {
    const { user, router } = renderFor('verified');
    await user.click(menuButton());
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Wyshes' }),
    );
    expect(router.state.location.pathname).toBe('/wyshes');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const { user } = renderFor('verified');
    await user.click(menuButton());
    await user.click(document.body);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the support modal from Support, and focus comes back to the menu button', async () => {
    useAuthStore.setState({ authLevel: 'identified' });
    const { user } = renderWithProviders(<Header />, { path: '/', withModals: true });
    await user.click(menuButton());
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'Support' }),
    );
    expect(useModalStore.getState().name).toBe('CustomerSupportModal');
    await screen.findByRole('dialog', { name: 'Need Help?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('exits from Exit', async () => {
    const { user, router } = renderFor('identified', '/products/insurance');
    await user.click(menuButton());
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'Exit' }),
    );
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
    expect(router.state.location.pathname).toBe('/');
  });
});
