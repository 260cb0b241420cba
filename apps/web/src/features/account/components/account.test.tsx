import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs, storedSession } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { testProfile } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { useAuthStore } from '../../../shared/stores/auth';

describe('/account', () => {
  it('greets by first name and links the profile', async () => {
    signInAs('verified');
    const { user } = renderApp('/account');
    await screen.findByText('Hi, Ann');
    await user.click(screen.getByRole('link', { name: /Profile/ }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
  });

  it('logs out: the session ends on the server and here', async () => {
    signInAs('verified');
    const { user, router } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'LOG OUT' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
    expect(storedSession()).toBeNull();
  });

  it('closes the account after confirmation, which logs out', async () => {
    signInAs('verified');
    const calls = answer('DecommissionUser', () => ({ decommissionUser: { success: true, error: null } }));
    const { user, router } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE MY ACCOUNT' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(calls).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your account is closed.');
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
  });

  it('keeps the account when the person changes their mind', async () => {
    signInAs('verified');
    const calls = answer('DecommissionUser', () => ({ decommissionUser: { success: true, error: null } }));
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'NEVERMIND' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
    expect(useAuthStore.getState().authLevel).toBe('verified');
  });

  it('says "Please contact us", with chat or FAQs, when closing fails (CloseAccountFailedModal)', async () => {
    signInAs('verified');
    server.use(
      graphql.mutation('DecommissionUser', () =>
        HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] }),
      ),
    );
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'CLOSE MY ACCOUNT' }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Please contact us' });
    expect(within(failed).getByRole('link', { name: /VISIT FAQS/ })).toHaveAttribute(
      'href',
      'https://help.example.com',
    );
    await user.click(within(failed).getByRole('button', { name: 'CHAT WITH US' }));
    await screen.findByRole('dialog', { name: 'Need Help?' });
    expect(useAuthStore.getState().authLevel).toBe('verified');
  });
});

describe('/account/profile', () => {
  it('shows the names, the e-mail with its status and the phone with its status', async () => {
    signInAs('verified');
    renderApp('/account/profile');
    await screen.findByText('Ann Q. Lee');
    const details = screen.getByText('Ann Q. Lee').closest('dl')!;
    expect(within(details).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(details).getByText('Not verified')).toBeInTheDocument();
    expect(within(details).getByText('(***) ***-0100')).toBeInTheDocument();
    expect(within(details).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your name' })).toHaveAttribute(
      'href',
      '/account/profile/edit',
    );
  });

  it('sends a new verification e-mail for a pending address', async () => {
    signInAs('verified');
    const calls = answer('ResendVerificationEmail', () => ({
      resendVerificationEmail: { success: true, error: null },
    }));
    const { user } = renderApp('/account/profile');
    await user.click(await screen.findByRole('button', { name: 'RESEND VERIFICATION EMAIL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(dialog).toHaveTextContent('We sent a new link to ann@example.com.');
    expect(calls).toHaveLength(1);
  });

  it('offers to verify a pending phone number', async () => {
    signInAs('verified');
    answer('Profile', () => ({
      profile: {
        ...testProfile,
        activePhoneNumber: null,
        phoneNumbers: [{ id: 'p2', mask: '(***) ***-0222', status: 'PENDING' }],
      },
    }));
    renderApp('/account/profile');
    expect(await screen.findByRole('link', { name: 'VERIFY (***) ***-0222' })).toHaveAttribute(
      'href',
      '/account/profile/edit/verify-phone',
    );
  });
});

describe('/account/profile/edit', () => {
  it("says 'Required', 'Must be only alphabetical characters' and 'Middle inital must be one character'", async () => {
    signInAs('verified');
    const { user } = renderApp('/account/profile/edit');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), '2');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Must be only alphabetical characters')).toBeInTheDocument();
    expect(first).toHaveFocus();
  });

  it('marks the required names with an asterisk', async () => {
    signInAs('verified');
    renderApp('/account/profile/edit');
    await screen.findByRole('textbox', { name: 'First name' });
    const labels = [...document.querySelectorAll('form label')].map((label) => label.textContent);
    expect(labels).toEqual(['First name *', 'Middle initial', 'Last name *', 'Suffix']);
  });

  it('saves the names with updateProfile and goes back to the profile', async () => {
    signInAs('verified');
    const calls = answer('UpdateProfile', () => ({
      updateProfile: {
        profile: { firstName: 'Anna', middleName: 'Q', lastName: 'Lee', suffix: 'Jr.' },
        error: null,
      },
    }));
    const { user, router } = renderApp('/account/profile/edit');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'Suffix' }), 'Jr.');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(calls).toEqual([
      { input: { firstName: 'Anna', middleName: 'Q', lastName: 'Lee', suffix: 'Jr.' } },
    ]);
    expect(router.state.location.pathname).toBe('/account/profile');
  });

  it('says "Sorry, your information was not changed" when nothing changed', async () => {
    signInAs('verified');
    answer('UpdateProfile', () => ({
      updateProfile: {
        profile: null,
        error: userError('NO_CHANGE', 'Sorry, your information was not changed'),
      },
    }));
    const { user } = renderApp('/account/profile/edit');
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, your information was not changed');
  });
});
