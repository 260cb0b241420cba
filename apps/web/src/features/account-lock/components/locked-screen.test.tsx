import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { useAuthStore, type LockReason } from '../../../shared/stores/auth';

const TITLES: Record<LockReason, string> = {
  security_lock: 'Your account is locked',
  password_attempts: 'Too many sign-in attempts',
  device_locked: "We can't continue on this device",
  system_error: 'Your account is on hold',
  decommissioned_account: 'This account is closed',
  blocked: 'Your account is blocked',
};

describe('locked screen', () => {
  it.each(Object.entries(TITLES) as [LockReason, string][])(
    'replaces every route when the lock reason is %s',
    async (reason, title) => {
      useAuthStore.setState({ lockReason: reason });
      renderApp('/customer-support');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Need Help?' })).not.toBeInTheDocument();
    },
  );

  it('offers the support phone and chat', async () => {
    useAuthStore.setState({ lockReason: 'password_attempts' });
    renderApp('/');
    const call = await screen.findByRole('link', { name: 'CALL (800) 555-0100' });
    expect(call).toHaveAttribute('href', 'tel:+18005550100');
    expect(screen.getByRole('link', { name: 'CHAT WITH US (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://help.example.com',
    );
    expect(screen.getByText('Our team is available Mon-Fri 9am-5pm Eastern.')).toBeInTheDocument();
  });

  it('offers a password reset after too many wrong passwords, which unlocks the account', async () => {
    useAuthStore.setState({ lockReason: 'password_attempts' });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'RESET PASSWORD' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(useAuthStore.getState().lockReason).toBeNull();
  });

  it('offers no reset for other locks', async () => {
    useAuthStore.setState({ lockReason: 'security_lock' });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Your account is locked' });
    expect(screen.queryByRole('button', { name: 'RESET PASSWORD' })).not.toBeInTheDocument();
  });
});
