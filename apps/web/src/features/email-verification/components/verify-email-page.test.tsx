import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

describe('/verify-email/{token}', () => {
  it('verifies the address once, however often the page renders', async () => {
    const calls = answer('VerifyEmail', () => ({ verifyEmail: { success: true, error: null } }));
    renderApp('/verify-email/tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Your email is verified' });
    expect(calls).toEqual([{ input: { token: 'tok-1' } }]);
    expect(screen.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login');
  });

  it('offers the profile to a verified session', async () => {
    signInAs('verified');
    answer('VerifyEmail', () => ({ verifyEmail: { success: true, error: null } }));
    renderApp('/verify-email/tok-1');
    expect(await screen.findByRole('link', { name: 'GO TO MY PROFILE' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
  });

  it('explains a used or expired link (TOKEN_INVALID) and sends a new one to a signed-in user', async () => {
    signInAs('identified');
    answer('VerifyEmail', () => ({
      verifyEmail: { success: false, error: userError('TOKEN_INVALID', 'No longer valid.') },
    }));
    const resends = answer('ResendVerificationEmail', () => ({
      resendVerificationEmail: { success: true, error: null },
    }));
    const { user } = renderApp('/verify-email/old');
    await screen.findByRole('heading', { level: 1, name: "We couldn't verify your email" });
    expect(screen.getByText('This link is no longer valid. Please ask for a new one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SEND A NEW LINK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(within(dialog).getByText('We sent you a new link to verify your email.')).toBeInTheDocument();
    expect(resends).toHaveLength(1);
  });

  it('asks a visitor with a dead link to log in first', async () => {
    answer('VerifyEmail', () => ({
      verifyEmail: { success: false, error: userError('TOKEN_INVALID', 'No longer valid.') },
    }));
    renderApp('/verify-email/old');
    expect(await screen.findByRole('link', { name: 'LOG IN' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Faccount%2Fprofile',
    );
  });
});
